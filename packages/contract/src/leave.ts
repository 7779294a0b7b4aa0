import { z } from 'zod';
import { calendarDateSchema } from './calendar.ts';
import { mealSlotSchema } from './mess.ts';
import { ATTENDANCE_AHEAD_DAYS } from './mess-constants.ts';

/** A leave spans at most as many days as meals can be changed ahead. */
export const LEAVE_MAX_DAYS = ATTENDANCE_AHEAD_DAYS;

/** `PUT`/`DELETE /api/me/leave`: every slot of the dates `from`–`to` (both included, the hostel's dates). */
export const leaveRangeSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((b) => b.from <= b.to, { message: 'from must not be after to', path: ['to'] })
  .refine((b) => (Date.parse(b.to) - Date.parse(b.from)) / 86_400_000 < LEAVE_MAX_DAYS, {
    message: `A leave spans at most ${LEAVE_MAX_DAYS} days`,
    path: ['to'],
  });
export type LeaveRange = z.infer<typeof leaveRangeSchema>;

export const leaveQuerySchema = z.object({
  /** `true`: answer what the leave would do, changing nothing. */
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).optional(),
});

/**
 * What became of one slot: turned off (`off`) or back on (`on`, undoing a leave), already so or not
 * the leave's to restore (`unchanged`), past its cutoff, refused for want of a Silver update, or
 * beyond the dates the student may change.
 */
export const LEAVE_RESULTS = ['off', 'on', 'unchanged', 'too-late', 'no-updates-left', 'not-visible'] as const;
export type LeaveResult = (typeof LEAVE_RESULTS)[number];

export const leaveAnswerSchema = z.object({
  slots: z.array(z.object({ date: z.string(), slot: mealSlotSchema, result: z.enum(LEAVE_RESULTS) })),
  /** Poisha this changes the rebates of the student's own bill by (negative for an undo: taken back). */
  rebate: z.number().int(),
  dryRun: z.boolean(),
});
export type LeaveAnswer = z.infer<typeof leaveAnswerSchema>;
