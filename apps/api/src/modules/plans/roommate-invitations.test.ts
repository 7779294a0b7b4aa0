import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyPlan } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

/**
 * Issue 25: an invitation told the buyer whether an address has an account (404 for an unknown one,
 * the person's name and photo for a known one). Both now answer the same; the address gets a mail
 * either way; the invitee's name is shown once they accept, the typed address until then.
 */

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox?.close());
beforeEach(() => inbox.clear());
afterEach(resetClock);

const t = useTestApp(() => ({
  mail: { smtpUrl: inbox.url, from: 'Hostel Meals <meals@hostel.test>', queue: { pollMs: 100 } },
}));

const T0 = Date.parse('2026-11-24T04:00:00Z');
const get = (who: TestSession, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
const post = (who: TestSession, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const myPlan = async (who: TestSession) => (await get(who, '/api/me/plan')).json();

let buyer: TestSession;
beforeAll(async () => {
  setClock(() => new Date(T0));
  buyer = await signUp(t.app, { name: 'Platinum Buyer' });
  await buyPlan(t.app, buyer, 'Platinum');
});

describe('room-mate invitations', () => {
  beforeEach(() => setClock(() => new Date(T0)));

  it('answer the same for an address with an account and one without', async () => {
    const known = await signUp(t.app, { name: 'Known Student' });
    const unknown = `nobody-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const a = await post(buyer, '/api/me/roommates', { email: known.email });
    const b = await post(buyer, '/api/me/roommates', { email: unknown });
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(a.statusCode);
    const shape = (body: Record<string, unknown>, email: string) => ({
      ...body,
      id: 'id',
      email: email === '' ? '' : 'typed',
    });
    expect(shape(a.json(), known.email)).toEqual(shape(b.json(), unknown));
    expect(a.json()).toEqual({
      id: expect.any(String),
      email: known.email,
      name: null,
      image: null,
      status: 'invited',
    });
    expect(a.body).not.toContain('Known Student');
    // The buyer's room lists both the same way: the typed address, no name, no photo.
    const room = (await myPlan(buyer)).roommates as Record<string, unknown>[];
    expect(room.find((r) => r.email === known.email)).toEqual({ ...a.json() });
    expect(room.find((r) => r.email === unknown)).toEqual({ ...b.json() });
    for (const r of room)
      await t.app.inject({ method: 'DELETE', url: `/api/me/roommates/${r.id}`, headers: buyer.headers });
  });

  it('mail the address either way, naming the buyer by address', async () => {
    const known = await signUp(t.app, { name: 'Known Student' });
    const unknown = `newcomer-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const a = (await post(buyer, '/api/me/roommates', { email: known.email })).json();
    const b = (await post(buyer, '/api/me/roommates', { email: unknown })).json();
    for (const to of [known.email, unknown]) {
      const mail = await inbox.waitFor(to, /Platinum meal plan/);
      // Named by the buyer's proven address, not by a display name anyone can type.
      expect(mail.text).toContain(buyer.email);
      expect(mail.text).toContain('http://localhost:3000/user-dashboard');
    }
    for (const id of [a.id, b.id]) {
      await t.app.inject({ method: 'DELETE', url: `/api/me/roommates/${id}`, headers: buyer.headers });
    }
  });

  it("show the invitee's name only once accepted", async () => {
    const mate = await signUp(t.app, { name: 'Room Mate' });
    const invited = (await post(buyer, '/api/me/roommates', { email: mate.email.toUpperCase() })).json();
    expect(invited).toMatchObject({ email: mate.email, name: null, image: null });
    expect((await myPlan(mate)).invitations).toEqual([
      { id: invited.id, from: 'Platinum Buyer', createdAt: new Date(T0).toISOString() },
    ]);
    expect((await post(mate, `/api/me/invitations/${invited.id}/accept`)).statusCode).toBe(200);
    const [member] = (await myPlan(buyer)).roommates;
    expect(member).toEqual({ id: invited.id, email: mate.email, name: 'Room Mate', image: null, status: 'accepted' });
    await t.app.inject({ method: 'DELETE', url: `/api/me/roommates/${invited.id}`, headers: buyer.headers });
  });

  it('an address without an account joins once it signs up and proves the address', async () => {
    const email = `later-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const invited = (await post(buyer, '/api/me/roommates', { email })).json();
    // Signed up with the address but not yet proven: the invitation is not theirs to see.
    const unproven = await signUp(t.app, { email, name: 'Later Student', unverified: true });
    expect((await myPlan(unproven)).invitations).toEqual([]);
    expect((await post(unproven, `/api/me/invitations/${invited.id}/accept`)).statusCode).toBe(404);
    await t.app.db.execute(`update users set email_verified = true where id = '${unproven.id}'` as never);
    expect((await myPlan(unproven)).invitations.map((i: { id: string }) => i.id)).toEqual([invited.id]);
    expect((await post(unproven, `/api/me/invitations/${invited.id}/accept`)).statusCode).toBe(200);
    expect((await myPlan(unproven)).plan).toBe('Platinum');
    expect((await myPlan(buyer)).roommates).toEqual([
      { id: invited.id, email, name: 'Later Student', image: null, status: 'accepted' },
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/me/roommates/${invited.id}`, headers: buyer.headers });
  });

  it("the buyer's data export names an invitation by its address, and the member once accepted", async () => {
    const mate = await signUp(t.app, { name: 'Export Mate' });
    const invited = (await post(buyer, '/api/me/roommates', { email: mate.email })).json();
    const roomsOf = async () =>
      ((await get(buyer, '/api/me/data')).json().rooms as { other: string; status: string }[]).filter(
        (r) => r.other === mate.email || r.other === 'Export Mate',
      );
    expect(await roomsOf()).toEqual([expect.objectContaining({ role: 'buyer', other: mate.email, status: 'invited' })]);
    expect((await post(mate, `/api/me/invitations/${invited.id}/accept`)).statusCode).toBe(200);
    expect(await roomsOf()).toEqual([
      expect.objectContaining({ role: 'buyer', other: 'Export Mate', status: 'accepted' }),
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/me/roommates/${invited.id}`, headers: buyer.headers });
  });

  it('someone else cannot see, accept or decline an invitation to another address', async () => {
    const mate = await signUp(t.app);
    const other = await signUp(t.app);
    const invited = (await post(buyer, '/api/me/roommates', { email: mate.email })).json();
    expect((await myPlan(other)).invitations).toEqual([]);
    expect((await post(other, `/api/me/invitations/${invited.id}/accept`)).statusCode).toBe(404);
    const decline = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/invitations/${invited.id}`,
      headers: other.headers,
    });
    expect(decline.statusCode).toBe(404);
    expect((await myPlan(mate)).invitations).toHaveLength(1);
    await t.app.inject({ method: 'DELETE', url: `/api/me/roommates/${invited.id}`, headers: buyer.headers });
  });
});
