import type { MealSlot } from '@hostel/contract/mess';
import type { PlanName } from '@hostel/contract/plans';
import { and, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { attendance, planPeriods, roommates } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import type { CoverageSpan } from './coverage.ts';

const ms = (instant: ReturnType<typeof sql>) => sql<number | null>`(extract(epoch from ${instant}) * 1000)::float8`;
const nothing = <T>(type: string) => sql<T | null>`null::${sql.raw(type)}`;

/**
 * A student's cover and meal choices in one round trip (prepared, so PostgreSQL plans it
 * once per connection): the spans of their own plans, of the rooms they share, and their choices.
 * Three separate reads made the week's menu half as fast (the bench's `menu-week` case).
 */
function statement(db: Db) {
  return preparedOnce(db, 'my_menu_state', () => {
    const userId = sql.placeholder('userId');
    const own = db
      .select({
        kind: sql<string>`'own'`.as('kind'),
        plan: sql<string | null>`${planPeriods.planName}`.as('plan'),
        startsAt: ms(sql`${planPeriods.startsAt}`).as('starts_ms'),
        endsAt: ms(sql`${planPeriods.endsAt}`).as('ends_ms'),
        buyer: nothing<string>('text').as('buyer'),
        date: nothing<string>('text').as('date'),
        slot: nothing<string>('text').as('slot'),
        on: nothing<boolean>('boolean').as('on'),
        price: nothing<number>('integer').as('price'),
      })
      .from(planPeriods)
      .where(
        and(
          eq(planPeriods.userId, userId),
          gt(planPeriods.endsAt, sql.placeholder('from')),
          lt(planPeriods.startsAt, sql.placeholder('to')),
        ),
      );
    const shared = db
      .select({
        kind: sql<string>`'shared'`.as('kind'),
        plan: sql<string | null>`${planPeriods.planName}`.as('plan'),
        startsAt: ms(sql`greatest(${planPeriods.startsAt}, ${roommates.acceptedAt})`).as('starts_ms'),
        endsAt: ms(sql`least(${planPeriods.endsAt}, coalesce(${roommates.endedAt}, 'infinity'))`).as('ends_ms'),
        buyer: sql<string | null>`${users.name}`.as('buyer'),
        date: nothing<string>('text').as('date'),
        slot: nothing<string>('text').as('slot'),
        on: nothing<boolean>('boolean').as('on'),
        price: nothing<number>('integer').as('price'),
      })
      .from(roommates)
      .innerJoin(planPeriods, and(eq(planPeriods.userId, roommates.buyerId), eq(planPeriods.planName, 'Platinum')))
      .innerJoin(users, eq(users.id, roommates.buyerId))
      .where(
        and(
          eq(roommates.memberId, userId),
          eq(roommates.status, 'accepted'),
          gt(planPeriods.endsAt, sql.placeholder('from')),
          lt(planPeriods.startsAt, sql.placeholder('to')),
        ),
      );
    const choices = db
      .select({
        kind: sql<string>`'choice'`.as('kind'),
        plan: nothing<string>('text').as('plan'),
        startsAt: nothing<number>('float8').as('starts_ms'),
        endsAt: nothing<number>('float8').as('ends_ms'),
        buyer: nothing<string>('text').as('buyer'),
        date: sql<string | null>`${attendance.date}::text`.as('date'),
        slot: sql<string | null>`${attendance.slot}`.as('slot'),
        on: sql<boolean | null>`${attendance.on}`.as('on'),
        price: sql<number | null>`${attendance.price}`.as('price'),
      })
      .from(attendance)
      .where(
        and(
          eq(attendance.userId, userId),
          gte(attendance.date, sql.placeholder('firstDate')),
          lte(attendance.date, sql.placeholder('lastDate')),
        ),
      );
    return unionAll(own, shared, choices).prepare('my_menu_state');
  });
}

export interface MyMenuState {
  spans: CoverageSpan[];
  choices: { date: string; slot: MealSlot; on: boolean; price: number }[];
}

/** Spans overlapping [from, to) and choices dated `firstDate` to `lastDate`. */
export async function myMenuState(
  db: Db,
  p: { userId: string; from: Date; to: Date; firstDate: string; lastDate: string },
): Promise<MyMenuState> {
  const rows = await statement(db).execute({
    userId: p.userId,
    from: p.from.toISOString(),
    to: p.to.toISOString(),
    firstDate: p.firstDate,
    lastDate: p.lastDate,
  });
  const state: MyMenuState = { spans: [], choices: [] };
  for (const row of rows) {
    if (row.kind === 'choice') {
      state.choices.push({
        date: String(row.date),
        slot: row.slot as MealSlot,
        on: Boolean(row.on),
        price: Number(row.price),
      });
    } else if (row.startsAt !== null && row.endsAt !== null && row.startsAt < row.endsAt) {
      state.spans.push({
        plan: row.plan as PlanName,
        startsAt: new Date(Number(row.startsAt)),
        endsAt: new Date(Number(row.endsAt)),
        source: row.kind === 'own' ? 'own' : 'roommate',
        sharedBy: row.kind === 'own' ? null : row.buyer,
      });
    }
  }
  return state;
}

/** Every span of cover a student has between `from` and `to`: own periods and shared rooms. */
export async function coverageSpans(db: Db, userId: string, from: Date, to: Date): Promise<CoverageSpan[]> {
  // An empty date range: no choices, only the spans.
  return (await myMenuState(db, { userId, from, to, firstDate: '9999-12-31', lastDate: '0001-01-01' })).spans;
}
