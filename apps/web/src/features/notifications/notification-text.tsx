import type { Notification } from '@hostel/contract/notifications';
import { Trans, useTranslation } from 'react-i18next';
import { parseNotification } from './parse-notification.ts';

/** A notification's message in the reader's language; titles and plan names stay as written. */
export function NotificationText({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const parsed = parseNotification(notification);
  if (!parsed) return <span translate="no">{notification.message}</span>;
  return (
    <Trans
      t={t}
      i18nKey={`message.${parsed.key}`}
      values={parsed.values}
      components={{ content: <span translate="no" /> }}
    />
  );
}
