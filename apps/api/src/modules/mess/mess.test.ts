import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { MESS_DEFAULTS } from '../../../test/mess.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { menuEntries } from '../../db/schema/mess.ts';
import { users } from '../../db/schema/users.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

const t = useTestApp();
let admin: TestSession;
let student: TestSession;
let platinum: TestSession;
let mealA: string;
let mealB: string;
let upcoming: string;

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  student = await signUp(t.app);
  platinum = await signUp(t.app);
  await t.db.update(users).set({ badge: 'platinum' }).where(eq(users.id, platinum.id));
  mealA = (await createMeal(t.db, { title: 'Khichuri' })).id;
  mealB = (await createMeal(t.db, { title: 'Paratha' })).id;
  upcoming = (await createMeal(t.db, { title: 'Someday Biryani', status: 'upcoming' })).id;
});
afterEach(resetClock);

const get = (who: TestSession, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
const put = (who: TestSession, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
const menu = (who: TestSession, from: string, to: string) => get(who, `/api/menu?from=${from}&to=${to}`);

/** The rules as migration 0029 dates them, with nothing scheduled. */
const DEFAULTS_NOW = { ...MESS_DEFAULTS, effectiveFrom: '2000-01-01', scheduled: [] };

describe('mess settings', () => {
  it('start at the hostel defaults and only admins read or change them', async () => {
    const res = await get(admin, '/api/admin/mess-settings');
    expect(res.json()).toEqual(DEFAULTS_NOW);
    expect((await get(student, '/api/admin/mess-settings')).statusCode).toBe(403);
    expect((await put(student, '/api/admin/mess-settings', MESS_DEFAULTS)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, /timeZone/],
    [
      'slots out of order',
      { slots: { ...MESS_DEFAULTS.slots, lunch: { starts: '08:00', ends: '15:00' } } },
      /in order/,
    ],
    [
      'a slot ending before it starts',
      { slots: { ...MESS_DEFAULTS.slots, dinner: { starts: '22:00', ends: '20:00' } } },
      /in order/,
    ],
    [
      'a time that is not HH:MM',
      { slots: { ...MESS_DEFAULTS.slots, breakfast: { starts: '7am', ends: '09:30' } } },
      /HH:MM/,
    ],
    ['a negative cutoff', { cutoffMinutes: -1 }, /cutoffMinutes/],
    ['a rebate over 100%', { rebatePercent: 101 }, /rebatePercent/],
  ])('refuse %s and change nothing', async (_label, change, message) => {
    const res = await put(admin, '/api/admin/mess-settings', { ...MESS_DEFAULTS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await get(admin, '/api/admin/mess-settings')).json()).toEqual(DEFAULTS_NOW);
  });
});

describe('the daily menu', () => {
  it("puts catalog meals on a slot and shows each slot's times in the hostel's zone", async () => {
    setClock(() => new Date('2026-11-24T03:00:00Z')); // 09:00 in Dhaka
    const saved = await put(admin, '/api/menu/2026-11-25/breakfast', { mealIds: [mealB, mealA] });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await menu(student, '2026-11-25', '2026-11-25');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.today).toBe('2026-11-24');
    expect(body.items.map((i: { slot: string }) => i.slot)).toEqual(['breakfast', 'lunch', 'dinner']);
    expect(body.items[0]).toMatchObject({
      date: '2026-11-25',
      slot: 'breakfast',
      startsAt: '2026-11-25T01:00:00.000Z',
      endsAt: '2026-11-25T03:30:00.000Z',
      cutoffAt: '2026-11-24T22:00:00.000Z',
    });
    expect(body.items[0].meals.map((m: { title: string }) => m.title)).toEqual(['Paratha', 'Khichuri']);
    expect(body.items[1].meals).toEqual([]);
  });

  it('replaces a slot with the new list, and an empty list clears it', async () => {
    await put(admin, '/api/menu/2026-11-26/lunch', { mealIds: [mealA, mealB] });
    await put(admin, '/api/menu/2026-11-26/lunch', { mealIds: [mealB] });
    const lunch = async () => (await menu(admin, '2026-11-26', '2026-11-26')).json().items[1];
    expect((await lunch()).meals.map((m: { _id: string }) => m._id)).toEqual([mealB]);
    await put(admin, '/api/menu/2026-11-26/lunch', { mealIds: [] });
    expect((await lunch()).meals).toEqual([]);
  });

  it.each([
    ['an upcoming meal', () => ({ mealIds: [upcoming] }), /catalog/],
    ['a meal that does not exist', () => ({ mealIds: ['00000000-0000-4000-8000-000000000000'] }), /catalog/],
    ['a meal twice', () => ({ mealIds: [mealA, mealA] }), /once/],
    ['a date that does not exist', () => ({ mealIds: [mealA], url: '/api/menu/2026-02-30/lunch' }), /real date/],
    ['an unknown slot', () => ({ mealIds: [mealA], url: '/api/menu/2026-11-27/supper' }), /slot/],
  ])('refuses %s and changes nothing', async (_label, make, message) => {
    const { url = '/api/menu/2026-11-27/dinner', ...body } = make() as { url?: string; mealIds: string[] };
    const before = await t.db.$count(menuEntries);
    const res = await put(admin, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await t.db.$count(menuEntries)).toBe(before);
  });

  it('lets only admins change the menu', async () => {
    const res = await put(student, '/api/menu/2026-11-27/dinner', { mealIds: [mealA] });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/menu?from=2026-11-24&to=2026-11-24' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows students the week ahead, Platinum students a week earlier, admins any date', async () => {
    // 00:30 on 1 December in Dhaka: today is the 1st there, still 30 November in UTC.
    setClock(() => new Date('2026-11-30T18:30:00Z'));
    const lastDate = async (who: TestSession) => {
      const body = (await menu(who, '2026-12-01', '2026-12-31')).json();
      return { today: body.today, visibleUntil: body.visibleUntil, last: body.items.at(-1)?.date };
    };
    expect(await lastDate(student)).toEqual({ today: '2026-12-01', visibleUntil: '2026-12-07', last: '2026-12-07' });
    expect(await lastDate(platinum)).toEqual({ today: '2026-12-01', visibleUntil: '2026-12-14', last: '2026-12-14' });
    expect((await lastDate(admin)).last).toBe('2026-12-31');
    // A range wholly beyond the week is empty, not refused.
    expect((await menu(student, '2026-12-20', '2026-12-22')).json().items).toEqual([]);
  });

  it('refuses a range backwards or over 31 days', async () => {
    expect((await menu(student, '2026-12-02', '2026-12-01')).statusCode).toBe(400);
    expect((await menu(admin, '2026-12-01', '2027-01-01')).statusCode).toBe(400);
  });

  it('follows a change of zone and cutoff', async () => {
    await put(admin, '/api/admin/mess-settings', { ...MESS_DEFAULTS, timeZone: 'America/New_York', cutoffMinutes: 60 });
    try {
      // From today on (decision 110): a summer day ahead, in New York's daylight time.
      const [breakfast] = (await menu(admin, '2027-07-15', '2027-07-15')).json().items;
      expect(breakfast).toMatchObject({ startsAt: '2027-07-15T11:00:00.000Z', cutoffAt: '2027-07-15T10:00:00.000Z' });
    } finally {
      await put(admin, '/api/admin/mess-settings', MESS_DEFAULTS);
    }
  });

  it('drops a deleted meal from every slot', async () => {
    const doomed = (await createMeal(t.db, { title: 'Last Supper' })).id;
    await put(admin, '/api/menu/2026-11-28/dinner', { mealIds: [doomed, mealA] });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/meals/${doomed}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const [, , dinner] = (await menu(admin, '2026-11-28', '2026-11-28')).json().items;
    expect(dinner.meals.map((m: { _id: string }) => m._id)).toEqual([mealA]);
  });
});
