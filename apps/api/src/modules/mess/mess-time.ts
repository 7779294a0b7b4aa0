import { TZDate } from '@date-fns/tz';
import { addDays } from '@hostel/contract/calendar-date';
import type { MealSlot, MessSettings } from '@hostel/contract/mess';

/**
 * Dates and instants of the kitchen's day, always in the hostel's zone (MessSettings.timeZone),
 * whatever the server's own zone. "Now" comes from the caller (lib/clock.ts), never the wall clock.
 */

// Building a formatter costs ~50 µs and a zone conversion ~17 µs; a week's menu needs one and 63.
// Both are kept (a few zones; instants bounded by MEMO_LIMIT), so a menu read spends almost nothing here.
const formatters = new Map<string, Intl.DateTimeFormat>();
const instants = new Map<string, number>();
const MEMO_LIMIT = 10_000;

/** The calendar date, YYYY-MM-DD, it is at `instant` in `timeZone`. */
export function dateIn(timeZone: string, instant: Date): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}

export { addDays };

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The instant a wall-clock time of a date is in `timeZone` (a time a DST change skips moves on). */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  let epoch = instants.get(key);
  if (epoch === undefined) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    epoch = new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime();
    if (instants.size >= MEMO_LIMIT) instants.clear();
    instants.set(key, epoch);
  }
  return new Date(epoch);
}

export interface SlotTimes {
  startsAt: Date;
  endsAt: Date;
  /** Until this instant the slot may be turned on or off. */
  cutoffAt: Date;
}

export function slotTimes(settings: MessSettings, date: string, slot: MealSlot): SlotTimes {
  const hours = settings.slots[slot];
  const startsAt = instantAt(date, hours.starts, settings.timeZone);
  return {
    startsAt,
    endsAt: instantAt(date, hours.ends, settings.timeZone),
    cutoffAt: new Date(startsAt.getTime() - settings.cutoffMinutes * 60_000),
  };
}
