import { MEAL_SLOTS } from '@hostel/contract/mess';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { addDays, datesBetween } from './mess-time.ts';

const t = useTestApp();
let admin: TestSession;
let student: TestSession;
let meals: string[];
/** The i-th test meal (wrapping), typed as present. */
const meal = (i: number) => meals[i % meals.length] as string;

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  student = await signUp(t.app);
  meals = await Promise.all(
    ['Khichuri', 'Paratha', 'Dal'].map(async (title) => (await createMeal(t.db, { title })).id),
  );
});

const copy = (who: TestSession | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/menu/copy-week', headers: who?.headers ?? {}, payload });
const setSlot = (date: string, slot: string, mealIds: string[]) =>
  t.app.inject({ method: 'PUT', url: `/api/menu/${date}/${slot}`, headers: admin.headers, payload: { mealIds } });
const week = async (from: string) =>
  (
    await t.app.inject({ url: `/api/menu?from=${from}&to=${addDays(from, 6)}`, headers: { cookie: admin.cookie } })
  ).json().items as { date: string; slot: string; meals: { _id: string }[] }[];
const ids = (items: { meals: { _id: string }[] }[]) => items.map((item) => item.meals.map((m) => m._id));

describe('copying a week of the menu', () => {
  it('copies all 21 slots in order and answers the target week', async () => {
    const from = '2027-01-02';
    const to = '2027-01-09';
    const slots = datesBetween(from, addDays(from, 6)).flatMap((date) => MEAL_SLOTS.map((slot) => ({ date, slot })));
    for (const [i, { date, slot }] of slots.entries()) {
      // Every slot gets its own list (order matters) so a slot landing on the wrong date shows.
      expect((await setSlot(date, slot, [meal(i), meal(i + 1)].slice(0, 1 + (i % 2)))).statusCode).toBe(200);
    }
    const res = await copy(admin, { from, to });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(21);
    expect(body.items[0]).toMatchObject({ date: to, slot: 'breakfast' });
    expect(body.items.at(-1)).toMatchObject({ date: addDays(to, 6), slot: 'dinner' });
    expect(ids(body.items)).toEqual(ids(await week(from)));
    expect(ids(await week(to))).toEqual(ids(await week(from)));
  });

  it('replaces what the target had, and an empty source slot clears its target', async () => {
    const from = '2027-02-13';
    const to = '2027-01-30'; // backwards works too
    await setSlot(from, 'lunch', [meal(0)]);
    await setSlot(to, 'lunch', [meal(1), meal(2)]);
    await setSlot(addDays(to, 3), 'dinner', [meal(2)]);
    await setSlot(addDays(to, 7), 'breakfast', [meal(2)]); // the day after the target week
    expect((await copy(admin, { from, to })).statusCode).toBe(200);
    const target = await week(to);
    expect(target.find((i) => i.date === to && i.slot === 'lunch')?.meals.map((m) => m._id)).toEqual([meals[0]]);
    expect(target.filter((i) => !(i.date === to && i.slot === 'lunch')).every((i) => i.meals.length === 0)).toBe(true);
    // The source stays, and the day after the target week is not touched.
    expect((await week(from))[1]?.meals.map((m) => m._id)).toEqual([meals[0]]);
    expect((await week(addDays(to, 7)))[0]?.meals.map((m) => m._id)).toEqual([meals[2]]);
  });

  it.each([
    ['overlapping weeks', { from: '2027-03-06', to: '2027-03-12' }, /overlap/],
    ['the same week', { from: '2027-03-06', to: '2027-03-06' }, /overlap/],
    ['a date that does not exist', { from: '2027-02-30', to: '2027-03-13' }, /real date/],
    ['a date that is not YYYY-MM-DD', { from: '06/03/2027', to: '2027-03-13' }, /YYYY-MM-DD/],
    ['a missing date', { from: '2027-03-06' }, /to/],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    await setSlot('2027-03-13', 'lunch', [meal(1)]);
    const res = await copy(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await week('2027-03-13'))[1]?.meals.map((m) => m._id)).toEqual([meals[1]]);
  });

  it('is for admins only', async () => {
    expect((await copy(student, { from: '2027-04-03', to: '2027-04-10' })).statusCode).toBe(403);
    expect((await copy(null, { from: '2027-04-03', to: '2027-04-10' })).statusCode).toBe(401);
  });
});
