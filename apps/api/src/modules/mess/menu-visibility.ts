import { MENU_WEEK_DAYS, type MessSettings } from '@hostel/contract/mess';
import { addDays } from './mess-time.ts';

/**
 * The last date of the menu a reader may see (decision 81), or null for no limit: everyone sees
 * the week ahead, Platinum students `earlyAccessDays` more, admins plan as far as they like. The
 * menu's reads and meal changes both follow it, so no one changes a day they cannot see.
 */
export function lastVisibleDate(
  settings: Pick<MessSettings, 'earlyAccessDays'>,
  reader: { role: string; badge?: string | null },
  today: string,
): string | null {
  if (reader.role === 'admin') return null;
  return addDays(today, MENU_WEEK_DAYS - 1 + (reader.badge === 'platinum' ? settings.earlyAccessDays : 0));
}
