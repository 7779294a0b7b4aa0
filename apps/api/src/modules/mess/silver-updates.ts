import { SILVER_MONTHLY_UPDATES } from '@hostel/contract/mess-constants';
import { and, eq, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { attendance } from '../../db/schema/plans.ts';

/**
 * Silver's five updates a month, defined once (issue 26, decision in docs/decisions): a slot uses
 * one when Silver covered it at its last change (`counted`) and its state differs from a covered
 * slot's default (on), i.e. it is off. The update belongs to the month of the meal's date, so
 * setting the slot back on before its cutoff gives it back (off, on, off is one), and the count is
 * the slots, not the taps. The bill's rebate rule, the attendance switch, the leave and the menu all
 * read this one rule.
 */
export const usesSilverUpdate = (row: { on: boolean; counted: boolean }): boolean => row.counted && !row.on;

/** The same rule as a condition on the attendance table, for a student's month (YYYY-MM). */
export function silverUpdateRows(userId: string, first: string, next: string): SQL | undefined {
  return and(
    eq(attendance.userId, userId),
    gte(attendance.date, first),
    lt(attendance.date, next),
    eq(attendance.counted, true),
    eq(attendance.on, false),
  );
}

/**
 * Updates used per month (YYYY-MM → count) of a student over the months `firstDate`–`lastDate`
 * touch, as a JSON value other statements embed (the menu's one round trip).
 */
export const silverUsedJson = (userId: SQLWrapper, firstDate: SQLWrapper, lastDate: SQLWrapper) => sql<
  Record<string, number>
>`(select coalesce(json_object_agg(u.month, u.used), '{}') from (
    select to_char(a.date, 'YYYY-MM') as month, count(*)::int as used from attendance a
    where a.user_id = ${userId} and a.counted and not a."on"
      and a.date >= date_trunc('month', ${firstDate}::date)
      and a.date < date_trunc('month', ${lastDate}::date) + interval '1 month'
    group by 1) u)`;

export const updatesLeftOf = (used: number) => Math.max(0, SILVER_MONTHLY_UPDATES - used);
