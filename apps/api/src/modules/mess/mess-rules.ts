import { addDays, addMonths } from '@hostel/contract/calendar-date';
import {
  type DatedMessSettings,
  MESS_RULES_ERROR_CODES,
  MESS_RULES_ERRORS,
  type MessSettingsAnswer,
  type MessSettingsPreview,
  type SaveMessSettingsInput,
} from '@hostel/contract/mess';
import { and, gte, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendance } from '../../db/schema/plans.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { balancesOf } from '../bills/bills.queries.ts';
import { lastClosedMonth } from '../bills/kept-statements.ts';
import { getRuleBook, saveMessRules } from './mess-settings.queries.ts';
import { type RuleBook, rulesAt, scheduledAfter } from './rule-book.ts';

/** Today's rules, flat, and the changes ahead (`GET /api/admin/mess-settings`). */
export function messSettingsAnswer(book: RuleBook, now: Date): MessSettingsAnswer {
  const { today, rules } = rulesAt(book, now);
  return { ...rules, scheduled: scheduledAfter(book, today) };
}

/**
 * The date a change would hold from: today unless given; never in a closed month (409, decision
 * 112: its statements are kept), never a past date (400, decision 110).
 */
async function effectiveDate(db: Db, book: RuleBook, input: SaveMessSettingsInput, now: Date): Promise<string> {
  const { today } = rulesAt(book, now);
  const from = input.effectiveFrom ?? today;
  const closed = await lastClosedMonth(db);
  if (closed && from.slice(0, 7) <= closed) {
    throw new HttpError(409, MESS_RULES_ERRORS.closedMonth, MESS_RULES_ERROR_CODES.closedMonth);
  }
  if (from < today) throw new HttpError(400, MESS_RULES_ERRORS.pastDate, MESS_RULES_ERROR_CODES.pastDate);
  return from;
}

function asVersion(input: SaveMessSettingsInput, effectiveFrom: string): DatedMessSettings {
  const { effectiveFrom: _, ...rules } = input;
  return { ...rules, effectiveFrom };
}

/** The book with this version in it (a version on the same date is replaced). */
const withVersion = (book: RuleBook, version: DatedMessSettings): RuleBook =>
  [...book.filter((v) => v.effectiveFrom !== version.effectiveFrom), version].sort((a, b) =>
    a.effectiveFrom.localeCompare(b.effectiveFrom),
  );

/** `PUT /api/admin/mess-settings`: saves rules from their date on, and answers as `GET` does. */
export async function scheduleMessRules(db: Db, input: SaveMessSettingsInput, now: Date): Promise<MessSettingsAnswer> {
  const book = await getRuleBook(db);
  const from = await effectiveDate(db, book, input, now);
  await saveMessRules(db, asVersion(input, from), from);
  return messSettingsAnswer(await getRuleBook(db), now);
}

/**
 * What saving these rules would move, without saving (decision 110): the students' chosen slots
 * dated while they would hold, and the open bills (a student's month) whose amounts would change,
 * found by billing each month from the change's on under both books.
 */
export async function previewMessRules(db: Db, input: SaveMessSettingsInput, now: Date): Promise<MessSettingsPreview> {
  const book = await getRuleBook(db);
  const from = await effectiveDate(db, book, input, now);
  const next = book.find((v) => v.effectiveFrom > from);
  const until = next ? addDays(next.effectiveFrom, -1) : null;
  const proposed = withVersion(book, asVersion(input, from));
  const range = until ? and(gte(attendance.date, from), lte(attendance.date, until)) : gte(attendance.date, from);
  const [slots, [last]] = await Promise.all([
    db.$count(attendance, range),
    db
      .select({ date: max(attendance.date) })
      .from(attendance)
      .where(range),
  ]);
  const { rules: current } = rulesAt(book, now);
  let bills = 0;
  const lastMonth = last?.date ? last.date.slice(0, 7) : from.slice(0, 7);
  for (let month = from.slice(0, 7); month <= lastMonth; month = addMonths(month, 1)) {
    const [before, after] = await Promise.all([
      balancesOf(db, current, month, now, book),
      balancesOf(db, current, month, now, proposed),
    ]);
    const was = new Map(before.map((row) => [row.userId, row]));
    for (const row of after) {
      const old = was.get(row.userId);
      if (!old || old.charges !== row.charges || old.rebates !== row.rebates || old.due !== row.due) bills++;
    }
  }
  return { effectiveFrom: from, until, slots, bills };
}
