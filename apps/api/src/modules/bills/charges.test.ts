import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { charges } from '../../db/schema/payments.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

/** Issue 26: guest meals, fines and adjustments, each a line on the bill and in the CSV (decision 116). */

const t = useTestApp();
const at = (when: string) => setClock(() => new Date(when));

let admin: TestSession;
let student: TestSession;
let kacchi: string;

const get = (who: TestSession, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
const charge = (payload: object, who: TestSession = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/charges', headers: who.headers, payload });

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  student = await signUp(t.app, { name: 'Charged Student' });
  kacchi = (await createMeal(t.db, { title: 'Kacchi', price: '160' })).id;
});
afterEach(resetClock);

describe('charges on a bill', () => {
  it('puts a guest meal, a fine and a negative adjustment on the bill and in the CSV', async () => {
    at('2026-11-12T04:00:00Z');
    const guest = await charge({
      userId: student.id,
      date: '2026-11-11',
      kind: 'guest',
      amount: 16000,
      reason: 'Brother visiting',
      slot: 'dinner',
      mealId: kacchi,
    });
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json()).toMatchObject({ kind: 'guest', slot: 'dinner', mealId: kacchi, amount: 16000 });
    const [kept] = await t.db.select().from(charges).where(eq(charges.id, guest.json().id));
    expect(kept).toMatchObject({ date: '2026-11-11', slot: 'dinner', mealId: kacchi, createdBy: admin.id });
    const fine = await charge({
      userId: student.id,
      date: '2026-11-12',
      kind: 'fine',
      amount: 5000,
      reason: 'Broken plate',
    });
    expect(fine.statusCode, fine.body).toBe(201);
    const credit = { userId: student.id, date: '2026-11-12', kind: 'adjustment', amount: -2500, reason: 'Cold lunch' };
    expect((await charge(credit)).statusCode).toBe(201);

    // By hand: ৳160 guest + ৳50 fine − ৳25 adjustment = ৳185 charged, nothing paid: ৳185 due.
    const bill = (await get(student, '/api/me/bill?month=2026-11')).json();
    expect(bill).toMatchObject({ charges: 18500, rebates: 0, payments: 0, due: 18500 });
    expect(bill.lines).toEqual([
      {
        date: '2026-11-11',
        kind: 'guest',
        slot: 'dinner',
        planName: null,
        paymentId: null,
        amount: 16000,
        reason: 'Brother visiting',
      },
      {
        date: '2026-11-12',
        kind: 'fine',
        slot: null,
        planName: null,
        paymentId: null,
        amount: 5000,
        reason: 'Broken plate',
      },
      {
        date: '2026-11-12',
        kind: 'adjustment',
        slot: null,
        planName: null,
        paymentId: null,
        amount: -2500,
        reason: 'Cold lunch',
      },
    ]);
    // December opens with it.
    expect((await get(student, '/api/me/bill?month=2026-12')).json()).toMatchObject({ openingBalance: 18500 });

    const rows = (await get(admin, '/api/admin/bills?month=2026-11&limit=50')).json() as { userId: string }[];
    expect(rows.find((r) => r.userId === student.id)).toMatchObject({
      charges: 18500,
      guests: 16000,
      fines: 5000,
      adjustments: -2500,
      due: 18500,
    });
    // The CSV is the screen (decision 108): the three are in its charges.
    const csv = (await get(admin, '/api/admin/bills/export?month=2026-11')).body.split('\r\n');
    expect(csv).toContain(`"Charged Student","","${student.email}","","",0.00,185.00,0.00,0.00,185.00`);
  });

  it('refuses what does not add up, and students', async () => {
    at('2026-11-12T04:00:00Z');
    const base = { userId: student.id, date: '2026-11-12', amount: 5000, reason: 'Late fee' };
    const refused = [
      { ...base, kind: 'fine', amount: -5000 }, // only an adjustment may be negative
      { ...base, kind: 'guest' }, // a guest names its slot
      { ...base, kind: 'fine', slot: 'lunch' }, // and only a guest does
      { ...base, kind: 'fine', mealId: kacchi },
      { ...base, kind: 'adjustment', amount: 0 },
      { ...base, kind: 'fine', amount: 12.5 },
      { ...base, kind: 'fine', reason: ' ' },
      { ...base, kind: 'fine', date: '2026-11-13' }, // ahead
      { ...base, kind: 'fine', date: '2026-10-11' }, // more than 31 days back
      { ...base, kind: 'guest', slot: 'dinner', mealId: crypto.randomUUID() }, // no such dish
    ];
    for (const payload of refused) {
      const res = await charge(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBeTypeOf('string');
    }
    expect((await charge({ ...base, kind: 'fine', userId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await charge({ ...base, kind: 'fine' }, student)).statusCode).toBe(403);
    const rows = await t.db.select().from(charges).where(eq(charges.reason, 'Late fee'));
    expect(rows).toEqual([]);
  });
});
