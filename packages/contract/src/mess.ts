import { z } from 'zod';
import { calendarDateSchema } from './calendar.ts';
import {
  MEAL_SLOTS,
  MENU_RANGE_MAX_DAYS,
  MENU_SLOT_MAX_MEALS,
  MENU_WEEK_DAYS,
  MESS_LIMITS,
  TIME_ZONE_MAX,
} from './mess-constants.ts';

export * from './mess-constants.ts';

export const mealSlotSchema = z.enum(MEAL_SLOTS, { error: 'slot must be breakfast, lunch or dinner' });

/** A time of day, `HH:MM`, 24-hour. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM (24-hour)');

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const slotHoursSchema = z.object({ starts: timeOfDaySchema, ends: timeOfDaySchema });

/** The rules a hostel sets (decisions 80–82), as one version of them. */
const messRulesObject = z.object({
  timeZone: z.string().min(1).max(TIME_ZONE_MAX).refine(isTimeZone, 'timeZone must be an IANA zone like Asia/Dhaka'),
  slots: z.object({ breakfast: slotHoursSchema, lunch: slotHoursSchema, dinner: slotHoursSchema }),
  /** A slot may be turned on or off until this many minutes before it starts. */
  cutoffMinutes: z.number().int().min(MESS_LIMITS.cutoffMinutes.min).max(MESS_LIMITS.cutoffMinutes.max),
  /** Share of a covered slot's value a student gets back for turning it off in time. */
  rebatePercent: z.number().int().min(MESS_LIMITS.rebatePercent.min).max(MESS_LIMITS.rebatePercent.max),
  /** Covered slots a month that earn a rebate, at most. */
  rebateCapSlots: z.number().int().min(MESS_LIMITS.rebateCapSlots.min).max(MESS_LIMITS.rebateCapSlots.max),
  /** How many days before others Platinum students see the menu. */
  earlyAccessDays: z.number().int().min(MESS_LIMITS.earlyAccessDays.min).max(MESS_LIMITS.earlyAccessDays.max),
});

const slotsInOrder = {
  check: (s: z.infer<typeof messRulesObject>) =>
    s.slots.breakfast.starts < s.slots.breakfast.ends &&
    s.slots.breakfast.ends <= s.slots.lunch.starts &&
    s.slots.lunch.starts < s.slots.lunch.ends &&
    s.slots.lunch.ends <= s.slots.dinner.starts &&
    s.slots.dinner.starts < s.slots.dinner.ends,
  params: { message: 'Slots must run in order within one day: breakfast, then lunch, then dinner', path: ['slots'] },
};

/** One version of the hostel's rules. */
export const messSettingsSchema = messRulesObject.refine(slotsInOrder.check, slotsInOrder.params);
export type MessSettings = z.infer<typeof messSettingsSchema>;

/**
 * `PUT /api/admin/mess-settings` (issue 26): the rules and the date from which they hold (today
 * when left out; never a past date, never one in a closed month). Each slot is billed under the
 * rules in force on its date, so a change never rewrites a bill already made.
 */
export const saveMessSettingsSchema = messRulesObject
  .extend({ effectiveFrom: calendarDateSchema.optional() })
  .refine(slotsInOrder.check, slotsInOrder.params);
export type SaveMessSettingsInput = z.infer<typeof saveMessSettingsSchema>;

/** A version of the rules with the date from which it holds. */
export const datedMessSettingsSchema = messRulesObject.extend({ effectiveFrom: z.string() });
export type DatedMessSettings = z.infer<typeof datedMessSettingsSchema>;

/** `GET /api/admin/mess-settings`: today's rules (flat, since `effectiveFrom`) and the changes ahead. */
export const messSettingsAnswerSchema = datedMessSettingsSchema.extend({
  scheduled: z.array(datedMessSettingsSchema),
});
export type MessSettingsAnswer = z.infer<typeof messSettingsAnswerSchema>;

/**
 * `POST /api/admin/mess-settings/preview`: what saving these rules would move, without saving:
 * the students' chosen slots dated under them, and the open bills whose amounts would change.
 */
export const messSettingsPreviewSchema = z.object({
  effectiveFrom: z.string(),
  /** The last date they would hold (the day before the next scheduled change), or null: open-ended. */
  until: z.string().nullable(),
  slots: z.number().int(),
  bills: z.number().int(),
});
export type MessSettingsPreview = z.infer<typeof messSettingsPreviewSchema>;

export const menuQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MENU_RANGE_MAX_DAYS, {
    message: `A menu spans at most ${MENU_RANGE_MAX_DAYS} days`,
    path: ['to'],
  });

export const menuSlotParamsSchema = z.object({ date: calendarDateSchema, slot: mealSlotSchema });

export const setMenuSlotSchema = z.object({
  mealIds: z
    .array(z.uuid({ error: 'mealIds must be meal ids' }))
    .max(MENU_SLOT_MAX_MEALS, `At most ${MENU_SLOT_MAX_MEALS} meals on one slot`)
    .refine((ids) => new Set(ids).size === ids.length, 'A meal is on a slot once'),
});

export const menuMealSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  /** In taka, as the meal list shows it. */
  price: z.number(),
});

/** A student's own state of one slot (in the menu answer, and the answer of attendance changes). */
export const mySlotSchema = z.object({
  on: z.boolean(),
  covered: z.boolean(),
  /** Poisha an extra meal costs: the chosen dish's (what it cost when ordered); 0 when covered. */
  price: z.number().int(),
  /** The dish the student eats among the slot's alternatives (the first unless they chose); null: nothing on the menu. */
  mealId: z.string().nullable(),
  /** Silver updates left in the month of this slot, when Silver covers it; null when unlimited or not covered. */
  updatesLeft: z.number().int().nullable(),
  /** Poisha the student's own bill gets back for skipping this slot (0: not covered, or a room-mate's). */
  skipEarns: z.number().int(),
});
export type MySlot = z.infer<typeof mySlotSchema>;

/** One slot of one date on the menu. */
export const menuItemSchema = z.object({
  date: z.string(),
  slot: mealSlotSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** Until this instant the slot may be turned on or off. */
  cutoffAt: z.string(),
  meals: z.array(menuMealSchema),
  /** The reader's own state of the slot (issue 17): on or off, covered by a plan, and its price. */
  me: mySlotSchema.optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuAnswerSchema = z.object({
  /** Today in the hostel's zone, and the last date this reader may see (the week ahead, or more). */
  today: z.string(),
  visibleUntil: z.string(),
  /** The hostel's zone: a slot's times are the hostel's clock times, wherever the reader is. */
  timeZone: z.string(),
  items: z.array(menuItemSchema),
});
export type MenuAnswer = z.infer<typeof menuAnswerSchema>;

/** `POST /api/menu/copy-week`: every slot of the 7 dates from `from` onto the 7 dates from `to`. */
export const copyMenuWeekSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((b) => Math.abs(Date.parse(b.to) - Date.parse(b.from)) / 86_400_000 >= MENU_WEEK_DAYS, {
    message: `The two weeks must not overlap (${MENU_WEEK_DAYS} days each)`,
    path: ['to'],
  });

/** Refusals of a change of the rules (issue 26), worded by the web app from their codes. */
export const MESS_RULES_ERROR_CODES = { pastDate: 'RULES_PAST_DATE', closedMonth: 'RULES_CLOSED_MONTH' } as const;
export const MESS_RULES_ERRORS = {
  pastDate: 'Rules cannot take effect on a past date: the bills made under the old ones stay.',
  closedMonth: 'That date is in a closed month: its bills are kept as they were.',
} as const;
