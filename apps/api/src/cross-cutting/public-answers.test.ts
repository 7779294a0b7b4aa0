import crypto from 'node:crypto';
import type { MealViewerStatus } from '@hostel/contract/likes';
import type { AdminMeal, Meal } from '@hostel/contract/meals';
import type { Review, ReviewWithEmail } from '@hostel/contract/reviews';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../test/factories.ts';
import { MESS_DEFAULTS } from '../../test/mess.ts';
import { signUp, type TestSession } from '../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { users } from '../db/schema/users.ts';
import { now } from '../lib/clock.ts';
import { dateIn } from '../modules/mess/mess-time.ts';

/**
 * Issue 15, "Privacy": whatever a stranger or another student can read carries no one else's email.
 * Every GET route the app registers is walked signed out and as a student who owns none of the
 * data, after an admin and the data's author have read the same URLs first (so an answer made for
 * them and kept by the read cache would show here too). A GET route whose path cannot be filled in
 * fails the first test: a new route is walked from the day it is added.
 */

const t = useTestApp();

// Not our JSON calls: the API docs' static files, stored photos, better-auth's catch-all (its
// get-session is walked below), the SPA.
const NOT_WALKED = [/^\/api\/docs\/\*$/, /^\/api\/uploads\/\*$/, /^\/api\/auth\/\*$/, /^\/\*$/, /^\/$/];
const EXTRA_URLS = ['/api/auth/get-session'];
/** An event stream never ends for a signed-in caller; its events are the same list as GET /api/notifications. */
const SIGNED_OUT_ONLY = new Set(['/api/notifications/stream']);

let admin: TestSession;
let author: TestSession;
let other: TestSession;
const seed = { mealId: '', mealTitle: '', upcomingId: '', authorReview: '', adminReview: '', authorPayment: '' };

async function ok<T>(who: TestSession, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<T> {
  const res = await t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

beforeAll(async () => {
  admin = await signUp(t.app, { name: 'Mess Admin', role: 'admin' });
  author = await signUp(t.app, { name: 'Reviewing Student' });
  other = await signUp(t.app, { name: 'Other Student' });
  // Straight into the database: the walk is about what answers show, not how meals are added.
  seed.mealTitle = 'Privacy Tehari';
  const added = { category: 'Dinner' as const, addedBy: admin.id };
  seed.mealId = (await createMeal(t.db, { ...added, title: seed.mealTitle })).id;
  seed.upcomingId = (await createMeal(t.db, { ...added, title: 'Privacy Haleem', status: 'upcoming' })).id;
  const review = (who: TestSession, text: string) =>
    ok<Review>(who, 'POST', '/api/reviews', { mealId: seed.mealId, text, stars: 4 });
  seed.authorReview = (await review(author, 'Soft beef, good rice.'))._id;
  seed.adminReview = (await review(admin, 'Cooked it myself.'))._id;
  await ok(author, 'PATCH', `/api/meals/${seed.mealId}/like`, { action: 'like' });
  const request = await ok<{ insertedId: string }>(author, 'POST', '/api/request-meal', { mealId: seed.mealId });
  await ok(admin, 'PATCH', `/api/requested-meals/${request.insertedId}`, { status: 'Served' });
  // Issue 17: the author buys Platinum and shares it with the other student, so the walk reads a
  // receipt, bills and a shared plan, whose answers name the people in a room, never their emails.
  const intent = await ok<{ clientSecret: string; paymentIntentId: string }>(
    author,
    'POST',
    '/api/create-payment-intent',
    {
      planName: 'Platinum',
    },
  );
  const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
  await ok(author, 'POST', '/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, ...card });
  const paid = await ok<{ payment: { id: string } }>(author, 'POST', '/api/confirm-payment', {
    planName: 'Platinum',
    transactionId: intent.paymentIntentId,
  });
  seed.authorPayment = paid.payment.id;
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/me/roommates',
    headers: author.headers,
    payload: { email: other.email },
  });
  if (invited.statusCode !== 201) throw new Error(`POST /api/me/roommates: ${invited.statusCode} ${invited.body}`);
  await ok(other, 'POST', `/api/me/invitations/${invited.json().id}/accept`);
});

/** Values tried for each path parameter: every kind of id, someone else's email and the caller's own. */
function paramValues(name: string, caller: TestSession | null): string[] {
  const emails = [author.email, admin.email, ...(caller ? [caller.email] : [])];
  const values: Record<string, string[]> = {
    id: [seed.mealId, seed.upcomingId, seed.authorReview, seed.adminReview, seed.authorPayment],
    email: emails,
    adminEmail: emails,
    width: ['w400'],
    name: [`${crypto.randomUUID()}.webp`],
    plan: ['Silver', 'Gold', 'Platinum'],
  };
  return values[name] ?? [];
}

/** This month in the hostel's zone: the month of the author's payment. */
const thisMonth = () => `?month=${dateIn(MESS_DEFAULTS.timeZone, now()).slice(0, 7)}`;

/** Queries a route needs to answer at all. */
const QUERIES: Record<string, () => string> = {
  '/api/meals/search': () => `?title=${encodeURIComponent(seed.mealTitle)}`,
  '/api/users/search': () => '?email=example',
  '/api/me/bill': thisMonth,
  '/api/admin/bills': thisMonth,
  '/api/admin/bills/export': thisMonth,
};

/** Every concrete URL of one route pattern, each parameter filled with each of its values. */
function urlsOf(pattern: string, caller: TestSession | null): string[] {
  let paths = [''];
  for (const segment of pattern.split('/').slice(1)) {
    const values = segment.startsWith(':') ? paramValues(segment.slice(1), caller) : [segment];
    paths = paths.flatMap((path) => values.map((value) => `${path}/${encodeURIComponent(value)}`));
  }
  return paths.map((path) => `${path}${QUERIES[pattern]?.() ?? ''}`);
}

const walkedRoutes = () =>
  t.app.registeredRoutes
    .filter((r) => r.method === 'GET' && r.url.startsWith('/api') && !NOT_WALKED.some((p) => p.test(r.url)))
    .map((r) => r.url);

function urlsFor(caller: TestSession | null): string[] {
  const urls = [...walkedRoutes().flatMap((route) => urlsOf(route, caller)), ...EXTRA_URLS];
  return caller ? urls.filter((url) => !SIGNED_OUT_ONLY.has(url)) : urls;
}

async function get(caller: TestSession | null, url: string) {
  const headers = { origin: TEST_ORIGIN, ...(caller ? { cookie: caller.cookie } : {}) };
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.body };
}

/** Every account's email but the caller's own (and any the caller wrote into the URL). */
async function othersEmails(caller: TestSession | null, url: string): Promise<string[]> {
  const everyone = (await t.db.select({ email: users.email }).from(users)).map((u) => u.email.toLowerCase());
  const asked = decodeURIComponent(url).toLowerCase();
  return everyone.filter((email) => email !== caller?.email.toLowerCase() && !asked.includes(email));
}

describe('no email in what others can read', () => {
  it('fills in every GET route, each with at least one URL', () => {
    const unfilled = walkedRoutes().filter((route) => urlsOf(route, other).length === 0);
    expect(unfilled).toEqual([]);
    expect(walkedRoutes()).toEqual(expect.arrayContaining(['/api/reviews/meal/:id', '/api/reviews/:id', '/api/meals']));
  });

  it.each([
    ['signed out', () => null],
    ['another student', () => other],
  ])('walks every GET route %s: no answer names another account', async (_label, callerOf) => {
    const caller = callerOf();
    // The admin and the author read first: an answer made for them must not reach this caller.
    for (const warm of [admin, author]) for (const url of urlsFor(warm)) await get(warm, url);
    const leaks: string[] = [];
    let answered = 0;
    for (const url of urlsFor(caller)) {
      const { status, body } = await get(caller, url);
      if (status >= 200 && status < 300) answered++;
      const text = body.toLowerCase();
      for (const email of await othersEmails(caller, url))
        if (text.includes(email)) leaks.push(`${url} (${status}): ${email}`);
    }
    expect(leaks).toEqual([]);
    // The walk read real data, not only refusals.
    expect(answered).toBeGreaterThan(10);
  });

  it("answers a meal's reviews and one review without the reviewer's email, to anyone", async () => {
    for (const caller of [null, other, author, admin]) {
      const list = await get(caller, `/api/reviews/meal/${seed.mealId}`);
      expect(list.status).toBe(200);
      const reviews = JSON.parse(list.body) as Review[];
      expect(reviews.map((r) => r._id).sort()).toEqual([seed.authorReview, seed.adminReview].sort());
      for (const review of reviews) expect(review).not.toHaveProperty('email');
      const one = await get(caller, `/api/reviews/${seed.authorReview}`);
      expect(one.status).toBe(200);
      expect(JSON.parse(one.body)).not.toHaveProperty('email');
      expect(JSON.parse(one.body)).toMatchObject({ displayName: 'Reviewing Student', text: 'Soft beef, good rice.' });
    }
  });

  it("answers meals (list, details, search, upcoming) without the adding admin's email, to anyone", async () => {
    for (const caller of [null, other, admin]) {
      const answers = [
        ...(JSON.parse((await get(caller, '/api/meals?limit=100')).body) as Meal[]),
        ...(JSON.parse((await get(caller, '/api/meals-by-category?category=Dinner')).body) as Meal[]),
        ...(JSON.parse((await get(caller, '/api/upcoming-meals')).body) as Meal[]),
        JSON.parse((await get(caller, `/api/meals/${seed.mealId}`)).body) as Meal,
        JSON.parse((await get(caller, `/api/meals/search?title=${encodeURIComponent(seed.mealTitle)}`)).body) as Meal,
      ];
      const ours = answers.filter((m) => m._id === seed.mealId || m._id === seed.upcomingId);
      expect(ours.length).toBeGreaterThanOrEqual(5);
      for (const meal of ours) {
        expect(meal).not.toHaveProperty('email');
        expect(meal.displayName).toBe('Mess Admin');
      }
    }
  });

  it('still shows the author their own email, and admins the emails their tables need', async () => {
    const own = await ok<ReviewWithEmail[]>(author, 'GET', `/api/reviews/user/${author.email}`);
    expect(own.map((r) => r.email)).toEqual([author.email]);
    const all = await ok<ReviewWithEmail[]>(admin, 'GET', '/api/reviews?limit=100');
    expect(all.find((r) => r._id === seed.authorReview)?.email).toBe(author.email);
    const table = await ok<AdminMeal[]>(admin, 'GET', '/api/admin/meals?limit=100');
    expect(table.find((m) => m._id === seed.mealId)?.email).toBe(admin.email);
    const upcoming = await ok<AdminMeal[]>(admin, 'GET', '/api/admin/upcoming-meals?limit=100');
    expect(upcoming.find((m) => m._id === seed.upcomingId)?.email).toBe(admin.email);
  });

  it('tells the meal page which reviews are mine through my-status, never through the shared answer', async () => {
    const status = (who: TestSession) => ok<MealViewerStatus>(who, 'GET', `/api/meals/${seed.mealId}/my-status`);
    expect((await status(author)).reviewIds).toEqual([seed.authorReview]);
    expect((await status(admin)).reviewIds).toEqual([seed.adminReview]);
    expect((await status(other)).reviewIds).toEqual([]);
    const newer = await ok<Review>(author, 'POST', '/api/reviews', { mealId: seed.mealId, text: 'Second helping.' });
    expect((await status(author)).reviewIds).toEqual([newer._id, seed.authorReview]);
  });
});
