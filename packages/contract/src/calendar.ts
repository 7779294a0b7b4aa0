import { z } from 'zod';
import { CALENDAR_FIRST_DAY, CALENDAR_LAST_DAY } from './calendar-date.ts';

/**
 * The one schema of each kind of date a route takes (issue 25): every date, month and instant lies
 * in CALENDAR_FIRST_DAY … CALENDAR_LAST_DAY, else 400. Use these, never a regex of your own: a
 * hostile-input test finds every route whose OpenAPI document takes a date and sends it years 1
 * and 9999.
 */
const RANGE = `from ${CALENDAR_FIRST_DAY} to ${CALENDAR_LAST_DAY}`;
const inCalendar = (day: string) => day >= CALENDAR_FIRST_DAY && day <= CALENDAR_LAST_DAY;

/** A calendar date as the hostel reads it, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'date must be a real date')
  .refine(inCalendar, `date must be ${RANGE}`);

/** A month of the hostel's accounts, `YYYY-MM`, in the calendar's years (nothing was billed before). */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
  .refine(
    (month) => inCalendar(`${month}-01`),
    `month must be from ${CALENDAR_FIRST_DAY.slice(0, 7)} to ${CALENDAR_LAST_DAY.slice(0, 7)}`,
  );

/** An instant with its offset (ISO 8601), whose date as written lies in the calendar. */
export const isoDateTimeSchema = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be a date and time` })
    .refine((value) => inCalendar(value.slice(0, 10)), `${field} must be ${RANGE}`);
