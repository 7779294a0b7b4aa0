import type { MessSettings } from '@hostel/contract/mess';
import { MEAL_SLOTS, MESS_LIMITS, type MealSlot, TIME_ZONE_MAX } from '@hostel/contract/mess-constants';

export { MESS_LIMITS, TIME_ZONE_MAX };

export type MessNumberField = keyof typeof MESS_LIMITS;
export const MESS_NUMBER_FIELDS = Object.keys(MESS_LIMITS) as MessNumberField[];

/** Zones offered in the time zone field's list; any IANA zone the browser knows is accepted. */
export const COMMON_TIME_ZONES = [
  'Asia/Dhaka',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Karachi',
  'Asia/Dubai',
  'Asia/Riyadh',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Tokyo',
  'Europe/London',
  'America/New_York',
  'UTC',
] as const;

/** What the form holds: the inputs' own strings, so a half-typed number is kept as typed. */
export interface MessForm {
  timeZone: string;
  slots: Record<MealSlot, { starts: string; ends: string }>;
  cutoffMinutes: string;
  rebatePercent: string;
  rebateCapSlots: string;
  earlyAccessDays: string;
}

/** A field of the form that a problem points at. */
export type MessField = 'timeZone' | MessNumberField | `${MealSlot}.${'starts' | 'ends'}`;

/**
 * Why a value is refused (its words are `admin:kitchen.problems.*`): `zone` an unknown time zone,
 * `time` not a HH:MM time, `order` a slot that starts before the one before it ends or ends before it
 * starts, `whole` not a whole number, `range` outside MESS_LIMITS.
 */
export type MessProblem = 'required' | 'zone' | 'time' | 'order' | 'whole' | 'range';
export type MessProblems = Partial<Record<MessField, MessProblem>>;

export const toMessForm = (settings: MessSettings): MessForm => ({
  timeZone: settings.timeZone,
  slots: {
    breakfast: { ...settings.slots.breakfast },
    lunch: { ...settings.slots.lunch },
    dinner: { ...settings.slots.dinner },
  },
  cutoffMinutes: String(settings.cutoffMinutes),
  rebatePercent: String(settings.rebatePercent),
  rebateCapSlots: String(settings.rebateCapSlots),
  earlyAccessDays: String(settings.earlyAccessDays),
});

/** The same test the server makes: a zone the runtime's time zone data knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// An <input type="time"> gives `HH:MM` (24-hour), or `HH:MM:SS` when seconds were typed.
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHOLE = /^\d+$/;

/** Minutes since midnight → `2.5` hours, for the hint beside the cutoff. */
export const minutesToHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * Checks the form as `messSettingsSchema` does and answers either the settings to send or every
 * problem, per field, so each is shown beside its input. Slots must run in order within one day:
 * each starts before it ends, and lunch starts no earlier than breakfast ends, dinner than lunch.
 */
export function checkMessForm(form: MessForm): { settings: MessSettings } | { problems: MessProblems } {
  const problems: MessProblems = {};
  const timeZone = form.timeZone.trim();
  if (!timeZone) problems.timeZone = 'required';
  else if (timeZone.length > TIME_ZONE_MAX || !isTimeZone(timeZone)) problems.timeZone = 'zone';

  const slots = {} as MessSettings['slots'];
  let previousEnd: string | null = null;
  for (const slot of MEAL_SLOTS) {
    const starts = form.slots[slot].starts.slice(0, 5);
    const ends = form.slots[slot].ends.slice(0, 5);
    slots[slot] = { starts, ends };
    const startsOk = TIME.test(starts);
    const endsOk = TIME.test(ends);
    if (!startsOk) problems[`${slot}.starts`] = starts ? 'time' : 'required';
    if (!endsOk) problems[`${slot}.ends`] = ends ? 'time' : 'required';
    // Zero-padded 24-hour times compare as strings, as the server compares them.
    if (startsOk && previousEnd !== null && starts < previousEnd) problems[`${slot}.starts`] = 'order';
    if (startsOk && endsOk && ends <= starts) problems[`${slot}.ends`] = 'order';
    previousEnd = endsOk ? ends : null;
  }

  const numbers = {} as Record<MessNumberField, number>;
  for (const field of MESS_NUMBER_FIELDS) {
    const raw = form[field].trim();
    const { min, max } = MESS_LIMITS[field];
    const value = Number(raw);
    if (!raw) problems[field] = 'required';
    else if (!WHOLE.test(raw) || !Number.isSafeInteger(value))
      problems[field] = /^-?\d+$/.test(raw) ? 'range' : 'whole';
    else if (value < min || value > max) problems[field] = 'range';
    numbers[field] = value;
  }

  if (Object.keys(problems).length > 0) return { problems };
  return { settings: { timeZone, slots, ...numbers } };
}
