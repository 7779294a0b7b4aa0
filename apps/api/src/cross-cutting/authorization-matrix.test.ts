import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { MyPlan } from '@hostel/contract/my-plan';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESS_DEFAULTS } from '../../test/mess.ts';
import { jsonHeaders, signUp, TEST_PASSWORD, type TestSession } from '../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { imageUploadBody, uploadTestImage } from '../../test/uploads.ts';
import { buildApp } from '../app.ts';
import { sessions } from '../db/schema/auth.ts';
import { mailQueue } from '../db/schema/mail-queue.ts';
import { payments } from '../db/schema/payments.ts';
import { users } from '../db/schema/users.ts';
import { now } from '../lib/clock.ts';
import { addDays, dateIn } from '../modules/mess/mess-time.ts';

/**
 * Issue 8: every API route × {anonymous, user A, user B, admin}, acting on A's resources, with the
 * status each must get. A route added without a row here fails the first test, so nobody ships a
 * call whose access rules were never stated. Rules: docs/decisions/ 010, 012, 014, 015, 016.
 */

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const ACTORS = ['anonymous', 'user A', 'user B', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
/** Statuses in ACTORS order. */
type Expected = readonly [anonymous: number, userA: number, userB: number, admin: number];

/** What one case sends: JSON `body`, a multipart `upload`, or a `stream` (Server-Sent Events). */
interface Call {
  url: string;
  body?: object;
  upload?: { payload: Buffer; contentType: string };
  stream?: true;
  /** To the app with Stripe keys, the only one with Stripe's webhook route. */
  stripeApp?: true;
  /** As a new account of the actor's kind: the call ends all the caller's sessions. */
  throwawayCaller?: true;
}
/** A row: the route as Fastify registered it, the statuses, and a factory for the request. */
type Row = readonly [route: string, expected: Expected, make: () => Call | Promise<Call>, label?: string];

const PUBLIC: Expected = [200, 200, 200, 200];
/** Signed in, each acting for themself (nothing of A's is touched). */
const ANY_USER: Expected = [401, 200, 200, 200];
/** A's private things: B gets 403, and so does an admin (decisions 10 and 16: admins are not excepted). */
const A_ONLY: Expected = [401, 200, 403, 403];
/** A's things an admin may also act on (reading A's record, deleting A's review). */
const A_OR_ADMIN: Expected = [401, 200, 403, 200];
const ADMIN: Expected = [401, 403, 403, 200];
/** Refused to everyone, whatever they send (Stripe's webhook without Stripe's signature). */
const NOBODY: Expected = [400, 400, 400, 400];
/** better-auth endpoints switched off (auth/auth.ts): 404 before any session or password work. */
const SWITCHED_OFF: Expected = [404, 404, 404, 404];
/** The first-run setup once an admin exists (or no link is live): 410 to everyone, before the token is read. */
const SETUP_USED: Expected = [410, 410, 410, 410];
/** better-auth refuses a server-owned field in update-user (`input: false`). */
const REFUSED_FIELD: Expected = [401, 400, 400, 400];

// Served by plugins, not our calls (static files, API docs, better-auth's own catch-all, the SPA).
const NOT_IN_MATRIX = [
  /^\/api\/docs/,
  /^\/api\/uploads\/\*$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/auth\/\*$/,
  /^\/\*$/,
  /^\/$/,
];

let a: TestSession;
let b: TestSession;
let admin: TestSession;
/** Not actors: a Platinum buyer whose room invites A, and a student A invites into A's room. */
let buyer: TestSession;
let roomie: TestSession;
/** The same database with Stripe keys and a webhook secret: the webhook route exists only there. */
let stripeApp: Awaited<ReturnType<typeof buildApp>>;
const WEBHOOK_SECRET = 'whsec_authorization_matrix';
/** A's resources (and the meals they hang on), made through the real API before the matrix. */
const shared = {
  mealId: '',
  mealTitle: '',
  adminImage: '',
  aImage: '',
  aRequestId: '',
  aReviewId: '',
  aPaymentIntentId: '',
  aPaymentId: '',
};

const sessionOf = (actor: Actor): TestSession | null => ({ anonymous: null, 'user A': a, 'user B': b, admin })[actor];

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** One request as `who` (null: signed out). Always from our own origin, so only the session differs. */
async function send(who: TestSession | null, method: Method, call: Call): Promise<Answer> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) };
  if (call.stream) return openStream(headers, call.url);
  if (call.upload) headers['content-type'] = call.upload.contentType;
  else if (call.body) headers['content-type'] = 'application/json';
  const payload = call.upload?.payload ?? call.body;
  const app = call.stripeApp ? stripeApp : t.app;
  const res = await app.inject({ method, url: call.url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
}

/** An event stream never ends, so `inject` would wait forever: open it over HTTP, read one event, hang up. */
async function openStream(headers: Record<string, string>, url: string): Promise<Answer> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const hangUp = new AbortController();
  try {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers, signal: hangUp.signal });
    const contentType = res.headers.get('content-type') ?? '';
    if (!contentType.startsWith('text/event-stream'))
      return { status: res.status, contentType, body: await res.text() };
    const first = await res.body?.getReader().read();
    return { status: res.status, contentType, body: new TextDecoder().decode(first?.value) };
  } finally {
    hangUp.abort();
  }
}

/** Setup calls must work: answers the JSON of a 200, or fails with the server's words. */
async function ok<T = Record<string, string>>(who: TestSession, method: Method, url: string, body?: object) {
  const res = await send(who, method, { url, ...(body ? { body } : {}) });
  if (res.status !== 200) throw new Error(`${method} ${url} as ${who.email}: ${res.status} ${res.body}`);
  return JSON.parse(res.body) as T;
}

/** A mail the queue gave up on (due at 'infinity', as mail-queue.ts leaves it), to nobody real. */
async function givenUpMail(): Promise<string> {
  const [row] = await t.db
    .insert(mailQueue)
    .values({
      toAddress: 'stuck@example.test',
      subject: 'Stuck',
      textBody: 'Stuck',
      htmlBody: '<p>Stuck</p>',
      attempts: 10,
      lastError: '451 try again later',
      nextAttemptAt: sql`'infinity'::timestamptz`,
    })
    .returning({ id: mailQueue.id });
  return row?.id ?? '';
}

let mealNumber = 0;
const mealFields = () => ({
  title: `Matrix Meal ${++mealNumber}`,
  category: 'Lunch',
  image: shared.adminImage,
  ingredients: 'Rice, Dal',
  description: 'Made for the authorization matrix.',
  price: 120,
  distributorName: 'Matrix Canteen',
});
const newMeal = () => ({ ...mealFields(), date: '2026-11-20T13:30:00.000Z' });
const newUpcomingMeal = () => ({ ...mealFields(), postTime: '2026-12-01T08:00:00.000Z' });
const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };

/** The hostel's calendar, on the app's clock: the matrix runs any day, so plan dates are counted from today. */
const hostelToday = () => dateIn(MESS_DEFAULTS.timeZone, now());
const thisMonth = () => hostelToday().slice(0, 7);

type Paid = { payment: { id: string } };
/** A plan bought the way the checkout page buys one: intent, the sandbox's card step, confirmation. */
async function buyPlan(who: TestSession, planName: string): Promise<Paid> {
  const intent = await ok(who, 'POST', '/api/create-payment-intent', { planName });
  await ok(who, 'POST', '/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, ...card });
  return ok<Paid>(who, 'POST', '/api/confirm-payment', { planName, transactionId: intent.paymentIntentId });
}

/** Ends every invitation and membership of `owner`'s room: it holds ROOMMATES_MAX, and a student one room. */
async function emptyRoom(owner: TestSession): Promise<void> {
  for (const { id } of (await ok<MyPlan>(owner, 'GET', '/api/me/plan')).roommates) {
    await ok(owner, 'DELETE', `/api/me/roommates/${id}`);
  }
}

/** `owner` invites `member` into an emptied room: the new membership's id. */
async function invite(owner: TestSession, member: TestSession): Promise<string> {
  await emptyRoom(owner);
  const res = await send(owner, 'POST', { url: '/api/me/roommates', body: { email: member.email } });
  if (res.status !== 201) throw new Error(`invite ${member.email} as ${owner.email}: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { id: string }).id;
}

/** Fresh resources, for cases whose call consumes one (delete, serve, publish, pay): no case eats another's. */
const fresh = {
  meal: async () => (await ok(admin, 'POST', '/api/meals', newMeal())).insertedId as string,
  upcomingMeal: async () => (await ok(admin, 'POST', '/api/upcoming-meals', newUpcomingMeal())).insertedId as string,
  /** Requests are one per user and meal, so each fresh one needs a fresh meal. */
  aRequest: async () => (await ok(a, 'POST', '/api/request-meal', { mealId: await fresh.meal() })).insertedId as string,
  aReview: async () =>
    (await ok(a, 'POST', '/api/reviews', { mealId: shared.mealId, text: 'Good dal.', stars: 4 }))._id as string,
  aPaymentIntent: () => ok(a, 'POST', '/api/create-payment-intent', { planName: 'Silver' }),
  /** An invitation into A's Platinum room (A is its buyer). */
  aRoommate: () => invite(a, roomie),
  /** An invitation to A into the buyer's room (A is the one invited). Emptying the room takes A out of it. */
  invitationToA: () => invite(buyer, a),
  /** A new student's Silver payment: a refund ends the period it paid for, so never A's. */
  refundablePayment: async () =>
    (await buyPlan(await signUp(t.app, { name: 'Refunded Student', ip: '203.0.113.16' }), 'Silver')).payment.id,
};

/** Another live session of this user, made straight in the database: its token and id. */
async function spareSession(who: TestSession): Promise<{ id: string; token: string }> {
  const token = crypto.randomBytes(24).toString('base64url');
  const id = crypto.randomUUID();
  const expiresAt = new Date(now().getTime() + 24 * 60 * 60 * 1000);
  await t.db.insert(sessions).values({ id, token, userId: who.id, expiresAt });
  return { id, token };
}
const spareSessionOf = async (who: TestSession) => (await spareSession(who)).token;
const spareSessionIdOf = async (who: TestSession) => (await spareSession(who)).id;
const sessionAlive = async (token: string) => (await t.db.$count(sessions, eq(sessions.token, token))) === 1;
/** Today's rules as a body to save (without their date, the changes ahead): saved from today on. */
const currentMessSettings = async () => {
  const { effectiveFrom: _, scheduled: __, ...rules } = await ok(admin, 'GET', '/api/admin/mess-settings');
  return rules;
};
/** A fresh address no account has: mail limits count per recipient, so no case uses another's. */
const unknownAddress = () => `nobody-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** A new account of the actor's kind, for calls that end the caller's sessions. */
const throwawayOf = (actor: Actor): Promise<TestSession> | null =>
  actor === 'anonymous' ? null : signUp(t.app, { role: actor === 'admin' ? 'admin' : 'user', ip: '203.0.113.15' });

/** A succeeded PaymentIntent for A's Platinum plan, as Stripe would send it, but not signed by Stripe. */
const unsignedWebhook = () => ({
  id: 'evt_forged',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: {
      id: `pi_forged_${crypto.randomUUID()}`,
      object: 'payment_intent',
      amount: 1_000_000,
      currency: 'bdt',
      status: 'succeeded',
      metadata: { userId: a.id, planName: 'Platinum' },
    },
  },
});

/** The spec's client sends the student's email with these; decision 12 says the server ignores it. */
const specRequestBody = (mealId: string) => ({ mealId, userEmail: a.email, userName: 'A', status: 'pending' });

// biome-ignore format: one line per route keeps the matrix readable
const TABLE: Row[] = [
  // Public reads: the home, meals, meal details and upcoming pages work signed out.
  ['GET /api/health', PUBLIC, () => ({ url: '/api/health' })],
  ['GET /api/config', PUBLIC, () => ({ url: '/api/config' })],
  ['GET /api/meals', PUBLIC, () => ({ url: '/api/meals' })],
  ['GET /api/meals-by-category', PUBLIC, () => ({ url: '/api/meals-by-category?category=Lunch' })],
  ['GET /api/meals/search', PUBLIC, () => ({ url: `/api/meals/search?title=${encodeURIComponent(shared.mealTitle)}` })],
  ['GET /api/meals/:id', PUBLIC, () => ({ url: `/api/meals/${shared.mealId}` })],
  ['GET /api/upcoming-meals', PUBLIC, () => ({ url: '/api/upcoming-meals' })],
  ['GET /api/reviews/meal/:id', PUBLIC, () => ({ url: `/api/reviews/meal/${shared.mealId}` })],
  ['GET /api/uploads/:width/:name', PUBLIC, () => ({ url: shared.adminImage.replace('/api/uploads/', '/api/uploads/w400/') })],
  ['GET /api/reviews/:id', PUBLIC, () => ({ url: `/api/reviews/${shared.aReviewId}` })],

  // Signed in, each for themself: the answer is the caller's own, whoever they are.
  ['GET /api/meals/:id/my-status', ANY_USER, () => ({ url: `/api/meals/${shared.mealId}/my-status` })],
  ['PATCH /api/meals/:id/like', ANY_USER, () => ({ url: `/api/meals/${shared.mealId}/like`, body: { action: 'like' } })],
  // Body emails naming A are ignored, not refused (decision 12); a test below checks the row is the caller's.
  ['POST /api/request-meal', ANY_USER, async () => ({ url: '/api/request-meal', body: specRequestBody(await fresh.meal()) })],
  ['POST /api/reviews', ANY_USER, () => ({ url: '/api/reviews', body: { mealId: shared.mealId, text: 'Nice.', email: a.email } })],
  ['POST /api/uploads', ANY_USER, async () => ({ url: '/api/uploads', upload: await imageUploadBody() })],
  ['GET /api/notifications', ANY_USER, () => ({ url: '/api/notifications' })],
  ['POST /api/notifications/read', ANY_USER, () => ({ url: '/api/notifications/read' })],
  ['GET /api/notifications/stream', ANY_USER, () => ({ url: '/api/notifications/stream', stream: true })],
  // The caller's own data ("Download my data"): only ever the caller's (account-data.test.ts).
  ['GET /api/me/data', ANY_USER, () => ({ url: '/api/me/data' })],
  ['GET /api/me/account', ANY_USER, () => ({ url: '/api/me/account' })],
  // The caller's own plan, quote, bill and meal choices (issue 17).
  ['GET /api/me/plan', ANY_USER, () => ({ url: '/api/me/plan' })],
  // A (Platinum) is quoted Gold after the current period; B and the admin a new one.
  ['GET /api/me/plan/quote/:plan', ANY_USER, () => ({ url: '/api/me/plan/quote/Gold' })],
  ['GET /api/me/bill', ANY_USER, () => ({ url: `/api/me/bill?month=${thisMonth()}` })],
  // Tomorrow's dinner is always before its cutoff: off is A's rebate (Platinum covers it), and changes nothing for B and the admin.
  ['PUT /api/me/attendance/:date/:slot', ANY_USER, () => ({ url: `/api/me/attendance/${addDays(hostelToday(), 1)}/dinner`, body: { on: false } })],
  // A leave of tomorrow and the day after (issue 26), and its undo: the caller's own slots only, a dry run first.
  ['PUT /api/me/leave', ANY_USER, () => ({ url: '/api/me/leave?dryRun=true', body: { from: addDays(hostelToday(), 1), to: addDays(hostelToday(), 2) } })],
  ['DELETE /api/me/leave', ANY_USER, () => ({ url: '/api/me/leave', body: { from: addDays(hostelToday(), 1), to: addDays(hostelToday(), 2) } })],
  // Only a Platinum plan in force shares its meals: A's room takes the invitation; B and the admin have none (409 NOT_PLATINUM).
  ['POST /api/me/roommates', [401, 201, 409, 409], async () => { await emptyRoom(a); return { url: '/api/me/roommates', body: { email: roomie.email } }; }],
  // By id, and only the buyer's (a room-mate) or the invited student's (an invitation): another's is simply not found.
  ['DELETE /api/me/roommates/:id', [401, 200, 404, 404], async () => ({ url: `/api/me/roommates/${await fresh.aRoommate()}` }), "A's room-mate"],
  ['POST /api/me/invitations/:id/accept', [401, 200, 404, 404], async () => ({ url: `/api/me/invitations/${await fresh.invitationToA()}/accept` }), "A's invitation"],
  ['DELETE /api/me/invitations/:id', [401, 200, 404, 404], async () => ({ url: `/api/me/invitations/${await fresh.invitationToA()}` }), "A's invitation"],
  // The week's menu: the caller's own window (the week ahead; Platinum earlier; admins any date).
  ['GET /api/menu', ANY_USER, () => ({ url: '/api/menu?from=2026-11-24&to=2026-11-30' })],
  ['GET /api/setup', PUBLIC, () => ({ url: '/api/setup' })],
  ['POST /api/setup', SETUP_USED, () => ({ url: '/api/setup', body: { token: 'A'.repeat(43), name: 'Mallory', email: 'mallory@example.test', password: TEST_PASSWORD } })],
  ['PUT /api/me/language', ANY_USER, () => ({ url: '/api/me/language', body: { language: 'en' } })],
  ['GET /api/me/sessions', ANY_USER, () => ({ url: '/api/me/sessions' })],
  // By id, and only the caller's own: another's session is simply not found (a test below).
  ['DELETE /api/me/sessions/:id', [401, 200, 404, 404], async () => ({ url: `/api/me/sessions/${await spareSessionIdOf(a)}` }), "A's other session"],
  // The undo page's button, the same to anyone (public: the token is the proof): an unknown token is a 400.
  ['POST /api/account/undo-email-change', [400, 400, 400, 400], () => ({ url: '/api/account/undo-email-change', body: { token: 'nobodys-token' } })],

  // A's account and A's own records.
  ['GET /api/user/:email', A_OR_ADMIN, () => ({ url: `/api/user/${a.email}` })],
  ['POST /api/users', A_ONLY, () => ({ url: '/api/users', body: { email: a.email, displayName: 'Student A', photoURL: shared.aImage } })],
  ['GET /api/requests/:email', A_ONLY, () => ({ url: `/api/requests/${a.email}` })],
  ['DELETE /api/requests/:id', A_ONLY, async () => ({ url: `/api/requests/${await fresh.aRequest()}` }), 'no body'],
  ['DELETE /api/requests/:id', A_ONLY, async () => ({ url: `/api/requests/${await fresh.aRequest()}`, body: { email: a.email } }), "body names A's email"],
  ['GET /api/reviews/user/:email', A_ONLY, () => ({ url: `/api/reviews/user/${a.email}` })],
  // Only the author edits (decision 12), an admin included.
  ['PATCH /api/reviews/:id', A_ONLY, () => ({ url: `/api/reviews/${shared.aReviewId}`, body: { text: 'Still good dal.', stars: 5 } })],
  // The author or an admin deletes (decision 12).
  ['DELETE /api/reviews/:id', A_OR_ADMIN, async () => ({ url: `/api/reviews/${await fresh.aReview()}` }), 'no body'],
  ['DELETE /api/reviews/:id', A_OR_ADMIN, async () => ({ url: `/api/reviews/${await fresh.aReview()}`, body: { email: a.email } }), "body names A's email"],
  ['GET /api/payments/:email', A_ONLY, () => ({ url: `/api/payments/${a.email}` })],
  // The payer's and an admin's to read; anyone else is told it does not exist (404, not 403).
  ['GET /api/payments/receipt/:id', [401, 200, 404, 200], () => ({ url: `/api/payments/receipt/${shared.aPaymentId}` }), "A's payment"],
  ['POST /api/create-payment-intent', A_ONLY, () => ({ url: '/api/create-payment-intent', body: { planName: 'Silver', userEmail: a.email } })],
  // The intent's owner is in the lookup, so another's client secret is simply not found (404, not 403).
  ['POST /api/payments/sandbox/confirm', [401, 200, 404, 404], async () => ({ url: '/api/payments/sandbox/confirm', body: { clientSecret: (await fresh.aPaymentIntent()).clientSecret, ...card } })],
  // Replaying A's confirmation records nothing twice (decision 15), so A's repeat is a harmless 200.
  ['POST /api/confirm-payment', A_ONLY, () => ({ url: '/api/confirm-payment', body: { planName: 'Silver', transactionId: shared.aPaymentIntentId, userEmail: a.email } }), "body names A's email"],
  ['POST /api/confirm-payment', A_ONLY, () => ({ url: '/api/confirm-payment', body: { planName: 'Silver', transactionId: shared.aPaymentIntentId } }), "A's intent, no email: the provider's owner check"],

  // Admin calls (decision 14): 401 signed out, 403 for any user.
  ['GET /api/metrics', ADMIN, () => ({ url: '/api/metrics' })],
  ['POST /api/meals', ADMIN, () => ({ url: '/api/meals', body: newMeal() })],
  ['PUT /api/meals/:id', ADMIN, async () => ({ url: `/api/meals/${await fresh.meal()}`, body: newMeal() })],
  ['DELETE /api/meals/:id', ADMIN, async () => ({ url: `/api/meals/${await fresh.meal()}` })],
  ['GET /api/admin/meals', ADMIN, () => ({ url: '/api/admin/meals' })],
  ['POST /api/upcoming-meals', ADMIN, () => ({ url: '/api/upcoming-meals', body: newUpcomingMeal() })],
  ['POST /api/upcoming-meals/:id', ADMIN, async () => ({ url: `/api/upcoming-meals/${await fresh.upcomingMeal()}`, body: { status: 'published' } })],
  ['GET /api/admin/upcoming-meals', ADMIN, () => ({ url: '/api/admin/upcoming-meals' })],
  ['GET /api/reviews', ADMIN, () => ({ url: '/api/reviews' })],
  ['GET /api/requested-meals', ADMIN, () => ({ url: '/api/requested-meals' })],
  ['PATCH /api/requested-meals/:id', ADMIN, async () => ({ url: `/api/requested-meals/${await fresh.aRequest()}`, body: { status: 'Served' } })],
  ['GET /api/users/recent/:adminEmail', ADMIN, () => ({ url: `/api/users/recent/${admin.email}` }), "the admin's own email"],
  // The path names the calling admin; A's email there is refused even to an admin (users.test.ts says the same).
  ['GET /api/users/recent/:adminEmail', [401, 403, 403, 403], () => ({ url: `/api/users/recent/${a.email}` }), "A's email"],
  ['GET /api/users/search', ADMIN, () => ({ url: `/api/users/search?email=${encodeURIComponent(a.email)}` })],
  // Setting A's role to what it is changes nothing, so the admin's 200 does not disturb later cases.
  ['PATCH /api/users/:id/role', ADMIN, () => ({ url: `/api/users/${a.id}/role`, body: { role: 'user' } })],
  // Setting A's room to none, as it is, changes nothing for later cases.
  ['PUT /api/admin/students/:id/room', ADMIN, () => ({ url: `/api/admin/students/${a.id}/room`, body: { room: null } })],
  ['POST /api/users/:id/password-reset', ADMIN, () => ({ url: `/api/users/${a.id}/password-reset` })],
  ['GET /api/admin/mess-settings', ADMIN, () => ({ url: '/api/admin/mess-settings' })],
  // Saving the settings as they are changes nothing, so the admin's 200 does not disturb later cases.
  ['PUT /api/admin/mess-settings', ADMIN, async () => ({ url: '/api/admin/mess-settings', body: await currentMessSettings() })],
  ['POST /api/admin/mess-settings/preview', ADMIN, () => ({ url: '/api/admin/mess-settings/preview', body: MESS_DEFAULTS })],
  ['PUT /api/menu/:date/:slot', ADMIN, () => ({ url: '/api/menu/2026-11-24/lunch', body: { mealIds: [shared.mealId] } })],
  // Far-off weeks nobody else reads, so the admin's 200 does not disturb later cases.
  ['POST /api/menu/copy-week', ADMIN, () => ({ url: '/api/menu/copy-week', body: { from: '2031-01-04', to: '2031-01-11' } })],
  ['GET /api/admin/bills', ADMIN, () => ({ url: `/api/admin/bills?month=${thisMonth()}` })],
  ['GET /api/admin/bills/totals', ADMIN, () => ({ url: `/api/admin/bills/totals?month=${thisMonth()}` })],
  // A month before anything was billed: closing it keeps nothing and disturbs no later case.
  ['POST /api/admin/bills/:month/close', ADMIN, () => ({ url: '/api/admin/bills/2001-01/close' })],
  ['GET /api/admin/bills/export', ADMIN, () => ({ url: `/api/admin/bills/export?month=${thisMonth()}` })],
  ['GET /api/admin/students/:id', ADMIN, () => ({ url: `/api/admin/students/${a.id}` }), "A's page"],
  ['GET /api/admin/mail', ADMIN, () => ({ url: '/api/admin/mail?status=failed' })],
  ['POST /api/admin/mail/:id/retry', ADMIN, async () => ({ url: `/api/admin/mail/${await givenUpMail()}/retry` }), 'a given-up mail'],
  ['POST /api/admin/payments/:id/refund', ADMIN, async () => ({ url: `/api/admin/payments/${await fresh.refundablePayment()}/refund`, body: { reason: 'Matrix refund' } }), "a student's payment"],
  // A fine on a fresh student, never A's bill.
  ['POST /api/admin/charges', [401, 403, 403, 201], async () => ({ url: '/api/admin/charges', body: { userId: (await signUp(t.app, { name: 'Fined Student', ip: '203.0.113.18' })).id, date: hostelToday(), kind: 'fine', amount: 5000, reason: 'Matrix fine' } }), 'a fine on a student'],
  ['GET /api/admin/payments', ADMIN, () => ({ url: `/api/admin/payments?userId=${a.id}` }), "A's payments"],
  // A fresh student each time: the admin's 201 pays that student's bill, never A's.
  ['POST /api/admin/payments', [401, 403, 403, 201], async () => ({ url: '/api/admin/payments', body: { userId: (await signUp(t.app, { name: 'Cash Student', ip: '203.0.113.17' })).id, amount: 5000, method: 'cash', reference: 'Book 1/7', date: hostelToday() } }), 'cash for a student'],

  // Stripe's, with a session or without: only its signature counts (a test below: nothing recorded).
  ['POST /api/payments/webhook', NOBODY, () => ({ url: '/api/payments/webhook', body: unsignedWebhook(), stripeApp: true }), 'unsigned'],
];

/**
 * better-auth's own endpoints (issue 15), served by its catch-all route: each acts on the caller's
 * own account (a stranger gets 401 before the body is read) or is switched off.
 */
// biome-ignore format: one line per endpoint keeps the table readable
const AUTH_TABLE: Row[] = [
  ['POST /api/auth/update-user', ANY_USER, () => ({ url: '/api/auth/update-user', body: { image: null } }), 'no photo'],
  // Server-owned: refused, and unchanged (a test below reads the rows).
  ['POST /api/auth/update-user', REFUSED_FIELD, () => ({ url: '/api/auth/update-user', body: { role: 'admin' } }), 'role'],
  ['POST /api/auth/update-user', REFUSED_FIELD, () => ({ url: '/api/auth/update-user', body: { badge: 'platinum' } }), 'badge'],
  // Mails the new address (issue 16); nothing changes until its link is followed.
  ['POST /api/auth/change-email', ANY_USER, () => ({ url: '/api/auth/change-email', body: { newEmail: unknownAddress(), password: TEST_PASSWORD } })],
  // Deletes the caller's own account, with its password (account-settings.test.ts).
  ['POST /api/auth/delete-user', ANY_USER, () => ({ url: '/api/auth/delete-user', body: { password: TEST_PASSWORD }, throwawayCaller: true })],
  ['POST /api/auth/verify-password', SWITCHED_OFF, () => ({ url: '/api/auth/verify-password', body: { password: TEST_PASSWORD } })],
  // They hand session tokens to the page: /api/me/sessions lists and ends devices by id instead.
  ['GET /api/auth/list-sessions', SWITCHED_OFF, () => ({ url: '/api/auth/list-sessions' })],
  ['POST /api/auth/revoke-session', SWITCHED_OFF, async () => ({ url: '/api/auth/revoke-session', body: { token: await spareSessionOf(a) } }), "A's other session"],
  ['POST /api/auth/revoke-sessions', SWITCHED_OFF, () => ({ url: '/api/auth/revoke-sessions' })],
  // Open to strangers by design (a forgotten password, a lost verification mail); the answer never
  // says whether the address has an account, and each is rate limited per recipient and address.
  ['POST /api/auth/request-password-reset', PUBLIC, () => ({ url: '/api/auth/request-password-reset', body: { email: unknownAddress(), redirectTo: '/reset-password' } })],
  // Signed in, only the caller's own address may be named (better-auth's EMAIL_MISMATCH).
  ['POST /api/auth/send-verification-email', [200, 400, 400, 400], () => ({ url: '/api/auth/send-verification-email', body: { email: unknownAddress() } }), 'an unknown address'],
  // A reset takes the mailed token, whoever is signed in: a wrong one is refused to all.
  ['POST /api/auth/reset-password', [400, 400, 400, 400], () => ({ url: '/api/auth/reset-password', body: { token: 'not-a-token', newPassword: 'a-new-secret-77' } }), 'a wrong token'],
  ['POST /api/auth/revoke-other-sessions', ANY_USER, () => ({ url: '/api/auth/revoke-other-sessions', throwawayCaller: true })],
];

beforeAll(async () => {
  stripeApp = await buildApp({
    database: t.database,
    dataDir: t.dataDir,
    publicUrl: TEST_ORIGIN,
    // Never called: the webhook checks its signature offline.
    stripe: {
      secretKey: 'sk_test_matrix',
      publishableKey: 'pk_test_matrix',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: 'http://127.0.0.1:9',
    },
  });
  a = await signUp(t.app, { name: 'Student A' });
  b = await signUp(t.app, { name: 'Student B' });
  admin = await signUp(t.app, { name: 'Mess Admin', role: 'admin' });
  buyer = await signUp(t.app, { name: 'Platinum Buyer' });
  roomie = await signUp(t.app, { name: 'Room-mate R' });
  shared.adminImage = await uploadTestImage(t.app, admin);
  shared.aImage = await uploadTestImage(t.app, a, '#2266cc');
  const meal = newMeal();
  shared.mealTitle = meal.title;
  shared.mealId = (await ok(admin, 'POST', '/api/meals', meal)).insertedId as string;
  await fresh.upcomingMeal(); // so the public upcoming list has something in it
  shared.aRequestId = (await ok(a, 'POST', '/api/request-meal', { mealId: shared.mealId })).insertedId as string;
  shared.aReviewId = await fresh.aReview();
  // A's payment the way the checkout page makes it: intent, the sandbox's card step, confirmation.
  const intent = await fresh.aPaymentIntent();
  const paid = await ok(a, 'POST', '/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, ...card });
  expect(paid.status).toBe('succeeded');
  const confirmed = await ok<Paid>(a, 'POST', '/api/confirm-payment', {
    planName: 'Silver',
    transactionId: intent.paymentIntentId,
  });
  shared.aPaymentIntentId = intent.paymentIntentId as string;
  shared.aPaymentId = confirmed.payment.id;
  // Platinum rooms (issue 17): A upgrades, so A has a room of its own; the buyer's room invites A.
  await buyPlan(a, 'Platinum');
  await buyPlan(buyer, 'Platinum');
});

afterAll(async () => {
  await stripeApp?.close();
});

/** `/api/meals/:id` → a regex a concrete path must match, so a row cannot silently hit another route. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

/** Every refusal reads `{ error: string }`; uploads answer in the image host's shape instead. */
function errorMessageOf(route: string, answer: Answer): unknown {
  expect(answer.contentType, `${route} ${answer.status} is JSON`).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body);
  if (route !== 'POST /api/uploads') return body.error;
  expect(body.success).toBe(false);
  return body.error?.message;
}

describe('authorization matrix', () => {
  const allRoutes = () => [...t.app.registeredRoutes, ...stripeApp.registeredRoutes];

  it('has a row for every registered API route, and none for a route that is gone', () => {
    const registered = [
      ...new Set(
        allRoutes()
          .filter((r) => r.method !== 'HEAD' && !NOT_IN_MATRIX.some((p) => p.test(r.url)))
          .map((r) => `${r.method} ${r.url}`),
      ),
    ];
    const listed = new Set(TABLE.map(([route]) => route));
    expect(registered.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it("agrees with each route's declared access (plugins/access.ts): the guard and the table say the same", () => {
    const accessOf = new Map(allRoutes().map((r) => [`${r.method} ${r.url}`, r.access]));
    for (const [route, expected] of TABLE) {
      const access = accessOf.get(route);
      expect(access === 'public', `${route} is ${access}`).toBe(expected[0] !== 401);
      if (access === 'admin') expect([expected[1], expected[2]], route).toEqual([403, 403]);
    }
  });

  for (const [route, expected, make, label] of [...TABLE, ...AUTH_TABLE]) {
    const [method, pattern] = route.split(' ') as [Method, string];
    const cases = ACTORS.map((actor, i) => [actor, expected[i] as number] as const);
    // Each case makes its own request, so a case that consumes a resource gets a fresh one.
    it.each(cases)(`${route}${label ? ` (${label})` : ''} as %s → %i`, async (actor, status) => {
      const call = await make();
      expect(new URL(call.url, TEST_ORIGIN).pathname).toMatch(patternOf(pattern));
      const caller = call.throwawayCaller ? await throwawayOf(actor) : sessionOf(actor);
      const answer = await send(caller, method, call);
      expect(answer.status, answer.body).toBe(status);
      if (status >= 400) expect(typeof errorMessageOf(route, answer)).toBe('string');
      // A 200 on the stream must really be the stream, not a JSON answer that happens to succeed.
      if (call.stream && status === 200) expect(answer.body).toMatch(/^event: notifications\n/);
    });
  }
});

describe('what the statuses alone do not show', () => {
  it("B naming A's email in the spec's request and review bodies acts for B, not A", async () => {
    const mealId = await fresh.meal();
    await ok(b, 'POST', '/api/request-meal', specRequestBody(mealId));
    const forA = await ok<{ requested: boolean }>(a, 'GET', `/api/meals/${mealId}/my-status`);
    const forB = await ok<{ requested: boolean }>(b, 'GET', `/api/meals/${mealId}/my-status`);
    expect([forA.requested, forB.requested]).toEqual([false, true]);
    const review = await ok(b, 'POST', '/api/reviews', { mealId, text: 'Signed as A?', email: a.email });
    expect(review.email).toBe(b.email);
  });

  it("B marking A's notifications read leaves them unread", async () => {
    await ok(admin, 'PATCH', `/api/requested-meals/${await fresh.aRequest()}`, { status: 'Served' });
    type List = { notifications: { id: string; read: boolean }[] };
    const [latest] = (await ok<List>(a, 'GET', '/api/notifications')).notifications;
    expect(latest?.read).toBe(false);
    await ok(b, 'POST', '/api/notifications/read', { ids: [latest?.id] });
    const after = (await ok<List>(a, 'GET', '/api/notifications')).notifications.find((n) => n.id === latest?.id);
    expect(after?.read).toBe(false);
  });

  it("B and an admin can neither remove A's room-mate nor answer A's invitation: both stay open", async () => {
    const roommate = await fresh.aRoommate();
    const invitation = await fresh.invitationToA();
    for (const other of [b, admin]) {
      expect((await send(other, 'DELETE', { url: `/api/me/roommates/${roommate}` })).status).toBe(404);
      expect((await send(other, 'POST', { url: `/api/me/invitations/${invitation}/accept` })).status).toBe(404);
      expect((await send(other, 'DELETE', { url: `/api/me/invitations/${invitation}` })).status).toBe(404);
    }
    const plan = await ok<MyPlan>(a, 'GET', '/api/me/plan');
    expect(plan.roommates.map((r) => r.id)).toEqual([roommate]);
    expect(plan.invitations.map((i) => i.id)).toEqual([invitation]);
  });

  it('a student cannot refund a payment, not even their own', async () => {
    expect(
      (await send(a, 'POST', { url: `/api/admin/payments/${shared.aPaymentId}/refund`, body: { reason: 'Mine' } }))
        .status,
    ).toBe(403);
    const receipt = await ok<{ refundedAmount: number }>(a, 'GET', `/api/payments/receipt/${shared.aPaymentId}`);
    expect(receipt.refundedAmount).toBe(0);
  });
});

describe("what the statuses alone do not show: better-auth's endpoints and Stripe's webhook", () => {
  it('update-user leaves role and badge as they were, for a student and an admin', async () => {
    const roleAndBadge = async (who: TestSession) =>
      (await t.db.select({ role: users.role, badge: users.badge }).from(users).where(eq(users.id, who.id)))[0];
    for (const who of [a, admin]) {
      const before = await roleAndBadge(who);
      for (const body of [
        { role: 'admin' },
        { role: 'user' },
        { badge: 'platinum' },
        { name: 'Renamed', role: 'admin' },
      ]) {
        expect((await send(who, 'POST', { url: '/api/auth/update-user', body })).status).toBe(400);
      }
      expect(await roleAndBadge(who), who.email).toEqual(before);
    }
  });

  it("B and an admin cannot end A's session; A can", async () => {
    const { id, token } = await spareSession(a);
    const end = (who: TestSession) => send(who, 'DELETE', { url: `/api/me/sessions/${id}` });
    for (const other of [b, admin]) {
      expect((await end(other)).status).toBe(404);
      expect(await sessionAlive(token), other.email).toBe(true);
    }
    expect((await end(a)).status).toBe(200);
    expect(await sessionAlive(token)).toBe(false);
  });

  it("the device list shows the caller's own sessions only, and no token", async () => {
    const aToken = await spareSessionOf(a);
    const res = await send(b, 'GET', { url: '/api/me/sessions' });
    const listed = JSON.parse(res.body) as { id: string }[];
    expect(listed.length).toBeGreaterThan(0);
    const bSessionIds = (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, b.id))).map(
      (r) => r.id,
    );
    expect(listed.every((s) => bSessionIds.includes(s.id))).toBe(true);
    expect(res.body).not.toContain(aToken);
    expect(res.body).not.toMatch(/token/i);
  });

  it("Stripe's webhook without Stripe's signature records nothing, whoever sends it", async () => {
    const paymentsBefore = await t.db.$count(payments);
    const [before] = await t.db.select().from(users).where(eq(users.id, a.id));
    for (const who of [null, a, admin]) {
      const res = await send(who, 'POST', { url: '/api/payments/webhook', body: unsignedWebhook(), stripeApp: true });
      expect(res.status).toBe(400);
    }
    const forged = await stripeApp.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify(unsignedWebhook()),
    });
    expect(forged.statusCode).toBe(400);
    expect(await t.db.$count(payments)).toBe(paymentsBefore);
    const [after] = await t.db.select().from(users).where(eq(users.id, a.id));
    expect([after?.badge, after?.subscription]).toEqual([before?.badge, before?.subscription]);
  });
});

describe("better-auth's own endpoints (outside the matrix)", () => {
  it.each(['role', 'badge', 'subscription'])('sign-up refuses a client-chosen %s', async (field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: jsonHeaders,
      payload: { email: `chosen-${field}@example.test`, password: TEST_PASSWORD, name: 'Chooser', [field]: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('refuses a sign-in from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...jsonHeaders, origin: 'https://evil.example' },
      payload: { email: a.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(typeof res.json().error).toBe('string');
  });

  it("refuses A's account with a wrong password", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: jsonHeaders,
      payload: { email: a.email, password: 'not-the-password-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().error).toBe('string');
  });
});
