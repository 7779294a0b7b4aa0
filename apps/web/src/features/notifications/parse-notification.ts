import type { Notification } from '@hostel/contract/notifications';
import enNotifications from '../../i18n/locales/en/notifications.json';

export type MessageKey = keyof typeof enNotifications.message;

/**
 * The server words each notification in English with the meal title or plan name inside
 * (`notify-events.ts`); the catalog's English entry for its kind reads the same, so the value can be
 * read back out and the message said in the reader's language. A message that matches no entry
 * (the server's wording changed) is shown as it came.
 */
const KEYS_BY_KIND: Record<string, readonly MessageKey[]> = {
  request_served: ['request_served'],
  meal_released: ['meal_on_menu'],
  meal_published: ['meal_on_menu'],
  payment_succeeded: ['payment_succeeded'],
  role_changed: ['role_admin', 'role_removed'],
  roommate_invited: ['roommate_invited'],
  plan_ending: ['plan_ending'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `Your request for <content>{{title}}</content> has been served.` → a pattern capturing `title`. */
function patternOf(template: string) {
  const plain = template.replace(/<\/?content>/g, '');
  const source = escapeRegExp(plain).replace(/\\\{\\\{(\w+)\\\}\\\}/g, '(?<$1>.+)');
  return new RegExp(`^${source}$`, 's');
}

export interface ParsedNotification {
  key: MessageKey;
  values: Record<string, string>;
}

export function parseNotification({
  kind,
  message,
}: Pick<Notification, 'kind' | 'message'>): ParsedNotification | null {
  for (const key of KEYS_BY_KIND[kind] ?? []) {
    const match = patternOf(enNotifications.message[key]).exec(message);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}
