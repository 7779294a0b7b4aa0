import type { MealSlot } from '@hostel/contract/mess';
import type { PlanName } from '@hostel/contract/plans';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { messSettings } from '../../db/schema/mess.ts';
import { silverUsedJson } from '../mess/silver-updates.ts';
import type { CoverageSpan } from './coverage.ts';

/**
 * A student's cover and meal choices as two JSON values of one statement (fragments other
 * statements embed too, e.g. the menu page's): the spans of their own plans and of the rooms they
 * share, overlapping [from, to), and their choices dated firstDate to lastDate. One round trip,
 * planned once per connection: separate reads made the week's menu half as fast (bench `menu-week`).
 */
const epochMs = (instant: SQL) => sql`(extract(epoch from ${instant}) * 1000)::float8`;

export interface CoverPlaceholders {
  userId: SQLWrapper;
  from: SQLWrapper;
  to: SQLWrapper;
}

export const spansJson = ({ userId, from, to }: CoverPlaceholders) => sql<RawSpan[]>`(
  select coalesce(json_agg(s), '[]') from (
    select 'own' as source, p.plan_name as plan, ${epochMs(sql`p.starts_at`)} as "startsAt",
      ${epochMs(sql`p.ends_at`)} as "endsAt", null as "sharedBy",
      array_remove(array[p.payment_id::text, p.upgrade_payment_id::text], null) as "paidBy"
    from plan_periods p where p.user_id = ${userId} and p.ends_at > ${from} and p.starts_at < ${to}
    union all
    select 'roommate', p.plan_name, ${epochMs(sql`greatest(p.starts_at, r.accepted_at)`)},
      ${epochMs(sql`least(p.ends_at, coalesce(r.ended_at, 'infinity'))`)}, u.name, array[]::text[]
    from roommates r
    join plan_periods p on p.user_id = r.buyer_id and p.plan_name = 'Platinum'
    left join users u on u.id = r.buyer_id
    where r.member_id = ${userId} and r.status = 'accepted' and p.ends_at > ${from} and p.starts_at < ${to}
  ) s)`;

export const choicesJson = (userId: SQLWrapper, firstDate: SQLWrapper, lastDate: SQLWrapper) => sql<Choice[]>`(
  select coalesce(json_agg(json_build_object('date', a.date::text, 'slot', a.slot, 'on', a."on", 'price', a.price, 'mealId', a.meal_id)), '[]')
  from attendance a where a.user_id = ${userId} and a.date between ${firstDate} and ${lastDate})`;

interface RawSpan {
  source: 'own' | 'roommate';
  plan: PlanName;
  startsAt: number;
  endsAt: number;
  sharedBy: string | null;
  paidBy: string[];
}
export interface Choice {
  date: string;
  slot: MealSlot;
  on: boolean;
  price: number;
  mealId: string | null;
}

/** The spans of a statement's JSON, empty ones (a member who left before the period) left out. */
export const toSpans = (raw: readonly RawSpan[]): CoverageSpan[] =>
  raw
    .filter((s) => s.startsAt < s.endsAt)
    .map((s) => ({
      plan: s.plan,
      startsAt: new Date(s.startsAt),
      endsAt: new Date(s.endsAt),
      source: s.source,
      sharedBy: s.sharedBy,
      paidBy: s.paidBy,
    }));

export const coverPlaceholders = (): CoverPlaceholders => ({
  userId: sql.placeholder('userId'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
});

function statement(db: Db) {
  return preparedOnce(db, 'cover_and_choices', () => {
    const cover = coverPlaceholders();
    // mess_settings has exactly one row: the FROM a statement of subqueries needs.
    return db
      .select({
        spans: spansJson(cover),
        choices: choicesJson(cover.userId, sql.placeholder('firstDate'), sql.placeholder('lastDate')),
        silverUsed: silverUsedJson(cover.userId, sql.placeholder('firstDate'), sql.placeholder('lastDate')),
      })
      .from(messSettings)
      .where(eq(messSettings.id, 1))
      .prepare('cover_and_choices');
  });
}

export interface MyMenuState {
  spans: CoverageSpan[];
  choices: Choice[];
  /** Silver updates used per month (YYYY-MM) of the months the dates touch. */
  silverUsed: Record<string, number>;
}

/** Spans overlapping [from, to) and choices dated `firstDate` to `lastDate`. */
export async function myMenuState(
  db: Db,
  p: { userId: string; from: Date; to: Date; firstDate: string; lastDate: string },
): Promise<MyMenuState> {
  const [row] = await statement(db).execute({
    userId: p.userId,
    from: p.from.toISOString(),
    to: p.to.toISOString(),
    firstDate: p.firstDate,
    lastDate: p.lastDate,
  });
  return { spans: toSpans(row?.spans ?? []), choices: row?.choices ?? [], silverUsed: row?.silverUsed ?? {} };
}

/** Every span of cover a student has between `from` and `to`: own periods and shared rooms. */
export async function coverageSpans(db: Db, userId: string, from: Date, to: Date): Promise<CoverageSpan[]> {
  // An empty date range: no choices, only the spans.
  return (await myMenuState(db, { userId, from, to, firstDate: '9999-12-31', lastDate: '0001-01-01' })).spans;
}
