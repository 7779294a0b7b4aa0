import { monthIn } from '../bill-month.ts';
import { useMessSettings } from './mess-settings.ts';

/** `YYYY-MM-DD` of `at` in `timeZone`. */
export const dateIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * Today and this month in the hostel's own zone, as the server's settings name it (issue 26: a
 * hostel outside Dhaka saw the wrong week around midnight). Null until the settings are known.
 */
export function useHostelToday(): { today: string; month: string } | null {
  const timeZone = useMessSettings().data?.timeZone;
  if (!timeZone) return null;
  const at = new Date();
  return { today: dateIn(timeZone, at), month: monthIn(timeZone, at) };
}
