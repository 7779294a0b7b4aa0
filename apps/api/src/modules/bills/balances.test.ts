import type { BalanceRow, BalanceTotals } from '@hostel/contract/bills';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

/** Issue 26: the accountant's Balances, room-mates under the plan they eat on, a totals row, rooms, the CSV as the screen. */
const t = useTestApp();
const at = (when: string) => setClock(() => new Date(when));
afterEach(resetClock);

let admin: TestSession;
let buyer: TestSession;
let mate: TestSession;
let silver: TestSession;

const get = (who: TestSession, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
const send = (who: TestSession, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  buyer = await signUp(t.app, { name: 'Platinum Buyer' });
  mate = await signUp(t.app, { name: 'Room Mate' });
  silver = await signUp(t.app, { name: 'Silver Eater' });
  at('2026-11-02T04:00:00Z');
  await buyPlan(t.app, buyer, 'Platinum');
  await buyPlan(t.app, silver, 'Silver');
  const invited = await send(buyer, 'POST', '/api/me/roommates', { email: mate.email });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await send(mate, 'POST', `/api/me/invitations/${invited.json().id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect((await send(admin, 'PUT', `/api/admin/students/${buyer.id}/room`, { room: '204' })).statusCode).toBe(200);
  expect((await send(admin, 'PUT', `/api/admin/students/${mate.id}/room`, { room: '204' })).statusCode).toBe(200);
});

const allRows = async (month: string) => {
  const res = await get(admin, `/api/admin/bills?month=${month}&sort=name&order=asc&limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BalanceRow[];
};

describe("the accountant's balances", () => {
  it('list a room-mate under the Platinum they eat on, with the buyer named, and each room', async () => {
    at('2026-11-10T04:00:00Z');
    const rows = await allRows('2026-11');
    const row = (id: string) => rows.find((r) => r.userId === id);
    expect(row(mate.id)).toMatchObject({ plan: 'Platinum', roommateOf: 'Platinum Buyer', room: '204', charges: 0 });
    expect(row(buyer.id)).toMatchObject({ plan: 'Platinum', roommateOf: null, room: '204', charges: 990000 });
    expect(row(silver.id)).toMatchObject({ plan: 'Silver', roommateOf: null, room: null });
    // A month before anyone's plan: no plan named, even for those who hold one now.
    expect((await allRows('2026-10')).find((r) => r.userId === buyer.id)).toBeUndefined();
  });

  it('answers the totals of every row, not only of a page', async () => {
    at('2026-11-10T04:00:00Z');
    const rows = await allRows('2026-11');
    const firstPage = (await get(admin, '/api/admin/bills?month=2026-11&limit=1')).json() as BalanceRow[];
    expect(firstPage).toHaveLength(1);
    const res = await get(admin, '/api/admin/bills/totals?month=2026-11');
    expect(res.statusCode, res.body).toBe(200);
    const sum = (key: keyof BalanceTotals & keyof BalanceRow) => rows.reduce((s, r) => s + (r[key] as number), 0);
    expect(res.json()).toEqual({
      students: rows.length,
      openingBalance: sum('openingBalance'),
      charges: sum('charges'),
      guests: sum('guests'),
      fines: sum('fines'),
      adjustments: sum('adjustments'),
      rebates: sum('rebates'),
      payments: sum('payments'),
      due: sum('due'),
      closed: false,
    });
    expect(res.json().charges).toBeGreaterThanOrEqual(990000 + 300000);
    expect((await get(buyer, '/api/admin/bills/totals?month=2026-11')).statusCode).toBe(403);
    expect((await get(admin, '/api/admin/bills/totals?month=2026-13')).statusCode).toBe(400);
  });

  it('export the rows the screen lists, in its order, with the same amounts and the totals last', async () => {
    at('2026-11-10T04:00:00Z');
    for (const [sort, order] of [
      ['due', 'desc'],
      ['name', 'asc'],
    ] as const) {
      const screen = (await get(admin, `/api/admin/bills?month=2026-11&sort=${sort}&order=${order}&limit=50`)).json();
      const totals = (await get(admin, '/api/admin/bills/totals?month=2026-11')).json() as BalanceTotals;
      const csv = await get(admin, `/api/admin/bills/export?month=2026-11&sort=${sort}&order=${order}`);
      const lines = csv.body.trim().split('\r\n').slice(1);
      const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)/g)].map((m) => m[1] ?? m[2] ?? '');
      const poisha = (taka: string) => Math.round(Number(taka) * 100);
      const amounts = (r: Pick<BalanceRow, 'openingBalance' | 'charges' | 'rebates' | 'payments' | 'due'>) => [
        r.openingBalance,
        r.charges,
        r.rebates,
        r.payments,
        r.due,
      ];
      expect(lines).toHaveLength(screen.length + 1);
      (screen as BalanceRow[]).forEach((row, i) => {
        const c = cells(lines[i] ?? '');
        expect(c.slice(0, 5)).toEqual([row.name, row.room ?? '', row.email, row.plan ?? '', row.roommateOf ?? '']);
        expect(c.slice(5).map(poisha)).toEqual(amounts(row));
      });
      const last = cells(lines.at(-1) ?? '');
      expect(last[0]).toBe(`Total (${totals.students} students)`);
      expect(last.slice(5).map(poisha)).toEqual(amounts(totals));
    }
  });
});
