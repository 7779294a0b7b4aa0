import { z } from 'zod';
import { mealSlotSchema, mySlotSchema } from './mess.ts';
import { planNameSchema } from './payments.ts';

/**
 * A student's plan with a period (issue 17, decisions 83–86): what is in force, what it covers,
 * what is paid for after it, and the room it shares with.
 */

/** A period of a plan: ISO instants, the end exclusive. */
export const planPeriodSchema = z.object({
  plan: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PlanPeriod = z.infer<typeof planPeriodSchema>;

export const roommateSchema = z.object({
  /** The membership's id (an invitation until accepted). */
  id: z.string(),
  /** The member's name and photo once they accept; null while invited (issue 25: an invitation tells
   * the buyer nothing about who, if anyone, uses the address). */
  name: z.string().nullable(),
  /** The address the buyer typed to invite (lower-cased); shown to the buyer only. */
  email: z.string(),
  image: z.string().nullable(),
  status: z.enum(['invited', 'accepted']),
});
export type Roommate = z.infer<typeof roommateSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  /** Who invites: a name only. */
  from: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /api/me/plan`. */
export const myPlanSchema = z.object({
  /** The plan in force now (own, or a room-mate's Platinum), or null. */
  plan: planNameSchema.nullable(),
  badge: z.string(),
  /**
   * Start of the period in force and end of the paid-for run it begins (renewals included): ISO
   * instants, the end exclusive (a period is 30 × 24 h from the moment it was paid).
   */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  covers: z.array(mealSlotSchema),
  /** `roommate` when the plan in force is another student's Platinum, shared. */
  source: z.enum(['own', 'roommate']).nullable(),
  sharedBy: z.string().nullable(),
  /** A room-mate's own membership (leave with `DELETE /api/me/invitations/{id}`), or null. */
  membershipId: z.string().nullable(),
  /** Own periods in force or paid for after it, in order. */
  periods: z.array(planPeriodSchema),
  roommates: z.array(roommateSchema),
  invitations: z.array(invitationSchema),
  /** Silver's meal updates this month; `limit` is null when unlimited. */
  updates: z.object({ month: z.string(), used: z.number().int(), limit: z.number().int().nullable() }),
});
export type MyPlan = z.infer<typeof myPlanSchema>;

export const planQuoteParamsSchema = z.object({ plan: planNameSchema });

/** `GET /api/me/plan/quote/{plan}`: what paying for this plan now costs and buys. */
export const planQuoteSchema = z.object({
  plan: planNameSchema,
  /** new: nothing in force; extend: same plan, after the last; upgrade: pro rata to the end; later: a lower plan after the last. */
  kind: z.enum(['new', 'extend', 'upgrade', 'later']),
  /** Poisha. */
  amount: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PlanQuote = z.infer<typeof planQuoteSchema>;

export const inviteRoommateSchema = z.object({
  email: z.string().trim().toLowerCase().min(3, 'Enter an email address').max(254).email('Enter an email address'),
});
export const idParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }) });

/** `PUT /api/me/attendance/{date}/{slot}`. */
export const setAttendanceSchema = z.object({
  on: z.boolean({ error: 'on must be true or false' }),
  /** The dish, among the slot's alternatives (issue 26); left out: the one chosen before, or the first. */
  mealId: z.uuid({ error: 'mealId must be a meal id' }).optional(),
});

export const attendanceAnswerSchema = mySlotSchema.extend({
  date: z.string(),
  slot: mealSlotSchema,
  cutoffAt: z.string(),
});
export type AttendanceAnswer = z.infer<typeof attendanceAnswerSchema>;
