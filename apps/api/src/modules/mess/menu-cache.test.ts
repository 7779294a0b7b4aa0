import type { MenuAnswer } from '@hostel/contract/mess';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

// The week's menu is kept in memory between requests (menu-cache.ts): every write that changes what
// it shows, by the app or straight into the database, shows in the next answer, and a student's own
// plan and choices are never kept.
const t = useTestApp();
let admin: TestSession;
let student: TestSession;
let meal: string;
const DAY = '2026-12-02';

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  student = await signUp(t.app);
  meal = (await createMeal(t.db, { title: 'Khichuri', price: '60' })).id;
  setClock(() => new Date('2026-11-30T03:00:00Z'));
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/menu/${DAY}/lunch`,
    headers: admin.headers,
    payload: { mealIds: [meal] },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterEach(() => setClock(() => new Date('2026-11-30T03:00:00Z')));
beforeAll(() => () => resetClock());

/** The student's menu of DAY, asked twice so that the second answer may come from the cache. */
async function menuOfDay(): Promise<MenuAnswer['items']> {
  let answer: MenuAnswer | undefined;
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject({ url: `/api/menu?from=${DAY}&to=${DAY}`, headers: { cookie: student.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    answer = res.json();
  }
  return answer?.items ?? [];
}
const lunch = async () => (await menuOfDay()).find((i) => i.slot === 'lunch');

describe("the week's menu kept between requests", () => {
  it('shows a meal changed, put on or taken off the menu straight in the database at once', async () => {
    expect((await lunch())?.meals.map((m) => m.title)).toEqual(['Khichuri']);
    await t.db.execute(sql`update meals set title = 'Khichuri with Egg', price = 70 where id = ${meal}`);
    expect((await lunch())?.meals).toMatchObject([{ title: 'Khichuri with Egg', price: 70 }]);

    const other = (await createMeal(t.db, { title: 'Paratha' })).id;
    await t.db.execute(
      sql`insert into menu_entries (date, slot, meal_id, position) values (${DAY}, 'lunch', ${other}, 1)`,
    );
    expect((await lunch())?.meals.map((m) => m.title)).toEqual(['Khichuri with Egg', 'Paratha']);

    await t.db.execute(sql`delete from menu_entries where date = ${DAY} and meal_id = ${other}`);
    expect((await lunch())?.meals.map((m) => m.title)).toEqual(['Khichuri with Egg']);
  });

  it("shows a change of the hostel's rules straight in the database at once", async () => {
    const before = await lunch();
    expect(before?.startsAt).toBe('2026-12-02T07:00:00.000Z'); // 13:00 in Dhaka
    await t.db.execute(sql`update mess_rules set lunch_starts = '12:30'`);
    try {
      expect((await lunch())?.startsAt).toBe('2026-12-02T06:30:00.000Z');
    } finally {
      await t.db.execute(sql`update mess_rules set lunch_starts = '13:00'`);
    }
    expect((await lunch())?.startsAt).toBe('2026-12-02T07:00:00.000Z');
  });

  it("shows a student's own choice and plan at once", async () => {
    expect((await lunch())?.me).toMatchObject({ on: false, covered: false });
    const turned = await t.app.inject({
      method: 'PUT',
      url: `/api/me/attendance/${DAY}/lunch`,
      headers: student.headers,
      payload: { on: true },
    });
    expect(turned.statusCode, turned.body).toBe(200);
    expect((await lunch())?.me).toMatchObject({ on: true, covered: false });

    await t.db.execute(sql`
      insert into plan_periods (user_id, plan_name, starts_at, ends_at)
      values (${student.id}, 'Gold', '2026-11-29T00:00:00Z', '2026-12-29T00:00:00Z')`);
    expect((await lunch())?.me).toMatchObject({ covered: true, price: 0 });
  });
});
