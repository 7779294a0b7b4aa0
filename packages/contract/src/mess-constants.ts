/**
 * The kitchen's day (issue 17), without zod so the web app imports it at no bundle cost: the
 * schemas are in mess.ts.
 */

/** The three slots of the kitchen's day, in serving order. */
export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** Every date and cutoff is computed in this zone unless an admin sets another. */
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** The week ahead every student sees, today included. */
export const MENU_WEEK_DAYS = 7;
/** A menu call spans at most this many dates. */
export const MENU_RANGE_MAX_DAYS = 31;
/** Meals on one slot of one date, at most. */
export const MENU_SLOT_MAX_MEALS = 8;

/** A plan payment buys this many days (decision 83). */
export const PLAN_PERIOD_DAYS = 30;
/** The slots each plan covers: Silver breakfast, Gold breakfast and lunch, Platinum every slot. */
export const PLAN_COVERAGE = {
  Silver: ['breakfast'],
  Gold: ['breakfast', 'lunch'],
  Platinum: ['breakfast', 'lunch', 'dinner'],
} as const satisfies Record<string, readonly MealSlot[]>;
/** Silver's "5 meal updates per month": changes to covered slots in a calendar month. */
export const SILVER_MONTHLY_UPDATES = 5;
/** Platinum's "room-mate plan of up to 4 members": the buyer and three more. */
export const ROOMMATES_MAX = 3;
/** The bell and a mail say a plan ends this many days before it does. */
export const PLAN_ENDING_NOTICE_DAYS = 3;
/** Paid-for time may run at most this many days ahead (three periods). */
export const PLAN_PREPAY_MAX_DAYS = 90;
/** Meals may be turned on or off this many days ahead, today included (a leave for the holidays). */
export const ATTENDANCE_AHEAD_DAYS = 60;

/** Refusals of the mess the web app words itself, in the reader's language. */
export const MESS_ERROR_CODES = {
  cutoffPassed: 'CUTOFF_PASSED',
  menuNotOut: 'MENU_NOT_OUT',
  updatesUsed: 'UPDATES_USED',
  tooFarAhead: 'TOO_FAR_AHEAD',
  notOnYourMenu: 'NOT_ON_YOUR_MENU',
  prepaidEnough: 'PREPAID_ENOUGH',
  planChanged: 'PLAN_CHANGED',
  nothingDue: 'NOTHING_DUE',
  roomFull: 'ROOM_FULL',
  notPlatinum: 'NOT_PLATINUM',
  dishNotOnSlot: 'DISH_NOT_ON_SLOT',
} as const;

export const MESS_ERRORS = {
  cutoffPassed: 'Changes to this meal are closed: the cutoff has passed.',
  menuNotOut: 'The menu for this meal is not out yet. You can order it once it is.',
  updatesUsed: `Your Silver plan allows ${SILVER_MONTHLY_UPDATES} meal updates a month, and you have used them all.`,
  tooFarAhead: `Meals can be changed up to ${ATTENDANCE_AHEAD_DAYS} days ahead.`,
  notOnYourMenu: 'This day is not on the menu you can see yet.',
  prepaidEnough: `Your plans already run ${PLAN_PREPAY_MAX_DAYS} days ahead. Pay again later.`,
  planChanged: 'Your plan changed while you were paying. The amount is kept as credit on your bill.',
  nothingDue: 'Nothing is due on your bill.',
  roomFull: `A Platinum plan shares with ${ROOMMATES_MAX} room-mates at most.`,
  notPlatinum: 'Only a Platinum plan in force can share its meals with room-mates.',
  dishNotOnSlot: 'That dish is not on the menu of this meal.',
} as const;

/** The ranges of the hostel's numeric rules (messSettingsSchema; the admin form checks the same). */
export const MESS_LIMITS = {
  cutoffMinutes: { min: 0, max: 2 * 24 * 60 },
  rebatePercent: { min: 0, max: 100 },
  rebateCapSlots: { min: 0, max: 93 },
  earlyAccessDays: { min: 0, max: 14 },
} as const;
/** The time zone's longest name. */
export const TIME_ZONE_MAX = 64;
