import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { buyPlan, payFor } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

const t = useTestApp();
const at = (when: string) => setClock(() => new Date(when));

let admin: TestSession;
let student: TestSession;

const put = (who: TestSession, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
const get = (who: TestSession | null, url: string) => t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const pageOf = async (id: string) => {
  const res = await get(admin, `/api/admin/students/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  student = await signUp(t.app, { name: 'Paying Student' });
});
afterEach(resetClock);

describe("the admin's page of a student", () => {
  it('shows the plan, every payment with what was given back, and the bills of the last months', async () => {
    at('2026-11-02T04:00:00Z');
    const gold = await buyPlan(t.app, student, 'Gold');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${gold.payment.id}/refund`,
      headers: admin.headers,
      payload: { reason: 'Left the hostel' },
    });
    const platinum = await buyPlan(t.app, student, 'Platinum');
    // An extra meal in January, paid as the bill.
    at('2027-01-10T04:00:00Z');
    const rice = (await createMeal(t.db, { title: 'Rice', price: '80' })).id;
    await put(admin, '/api/menu/2027-01-12/lunch', { mealIds: [rice] });
    expect((await put(student, '/api/me/attendance/2027-01-12/lunch', { on: true })).statusCode).toBe(200);
    const { confirm } = await payFor(t.app, student, { billMonth: '2027-01' });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const bill = confirm.json().payment;

    const page = await pageOf(student.id);
    expect(page.user).toMatchObject({ id: student.id, name: 'Paying Student', email: student.email, role: 'user' });
    expect(page.plan).toMatchObject({ plan: null, source: null });
    expect(page.paymentsTotal).toBe(3);
    const byId = new Map(page.payments.map((p: { id: string }) => [p.id, p]));
    expect(byId.get(gold.payment.id)).toMatchObject({
      purpose: 'plan',
      planName: 'Gold',
      method: 'card',
      amount: 600000,
      refundedAmount: 600000,
      remaining: 0,
      billMonth: null,
    });
    expect(byId.get(platinum.payment.id)).toMatchObject({ amount: 990000, refundedAmount: 0, remaining: 990000 });
    expect(byId.get(bill.id)).toMatchObject({ purpose: 'bill', billMonth: '2027-01' });
    // Newest month first, from the month the account was made (this test's clock runs after it).
    const months = page.bills.map((b: { month: string }) => b.month);
    expect(months[0]).toBe('2027-01');
    expect(months).toContain('2026-11');
    const november = page.bills.find((b: { month: string }) => b.month === '2026-11');
    const mine = (await get(student, '/api/me/bill?month=2026-11')).json();
    expect(november).toEqual({
      month: '2026-11',
      openingBalance: mine.openingBalance,
      charges: mine.charges,
      rebates: mine.rebates,
      payments: mine.payments,
      due: mine.due,
    });
  });

  it('shows the plan in force and the room it shares', async () => {
    at('2026-11-03T04:00:00Z');
    const buyer = await signUp(t.app, { name: 'Room Buyer' });
    await buyPlan(t.app, buyer, 'Platinum');
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/me/roommates',
      headers: buyer.headers,
      payload: { email: 'mate@example.test' },
    });
    const page = await pageOf(buyer.id);
    expect(page.plan).toMatchObject({ plan: 'Platinum', source: 'own' });
    expect(page.user.badge).toBe('platinum');
    expect(invite.statusCode).toBeLessThan(300);
    expect(page.roommates).toMatchObject([{ email: 'mate@example.test', status: 'invited' }]);
    expect(page.bills).toHaveLength(1);
    expect(page.user.room).toBeNull();
    const room = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${buyer.id}/room`,
      headers: admin.headers,
      payload: { room: 'B-12' },
    });
    expect(room.statusCode, room.body).toBe(200);
    expect((await pageOf(buyer.id)).user.room).toBe('B-12');
  });

  it('answers 404 for an unknown student, and only to an admin', async () => {
    expect((await get(admin, '/api/admin/students/nobody-here')).statusCode).toBe(404);
    expect((await get(admin, '/api/admin/students/nobody-here')).json()).toEqual({ error: 'Student not found' });
    expect((await get(student, `/api/admin/students/${student.id}`)).statusCode).toBe(403);
    expect((await get(null, `/api/admin/students/${student.id}`)).statusCode).toBe(401);
  });
});
