import path from 'node:path';
import { ACCOUNT_ERROR_CODES, ACCOUNT_ERRORS } from '@hostel/contract/account';
import { BILL_DUE_CODE, billDueMessage } from '@hostel/contract/account-errors';
import type { Review, ReviewWithEmail } from '@hostel/contract/reviews';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { buyPlan, payFor } from '../../../test/plans.ts';
import { expectedRating, mealCounts } from '../../../test/ratings.ts';
import { signUp, TEST_PASSWORD, type TestSession } from '../../../test/sessions.ts';
import { studentActivity } from '../../../test/student-activity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { uploadTestImage } from '../../../test/uploads.ts';
import { accounts, sessions } from '../../db/schema/auth.ts';
import { mealLikes } from '../../db/schema/meal-likes.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { meals } from '../../db/schema/meals.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { payments } from '../../db/schema/payments.ts';
import { attendance, planPeriods } from '../../db/schema/plans.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';
import { resetClock, setClock } from '../../lib/clock.ts';
import { sweepUnusedUploads } from '../uploads/unused-uploads.ts';
import { deleteAccount } from './account-deletion.ts';

/** Deleting a student's account (issue 16): what goes, what stays, and that every counter stays exact. */
const t = useTestApp();
const act = studentActivity(t);

let ipNumber = 0;
// Sign-ups are limited per address: each account here comes from its own.
const newStudent = () => signUp(t.app, { ip: `198.51.100.${++ipNumber}` });

const likesOf = async (mealId: string) =>
  (await t.db.select({ likes: meals.likes }).from(meals).where(eq(meals.id, mealId)))[0]?.likes;
const likeRows = (mealId: string) => t.db.$count(mealLikes, eq(mealLikes.mealId, mealId));
const get = (url: string, s?: TestSession) => t.app.inject({ url, ...(s ? { headers: s.headers } : {}) });

describe('deleting a student’s account', () => {
  it('takes likes and requests with it, keeps reviews as a former student’s and payments without the person’s data', async () => {
    const admin = await signUp(t.app, { role: 'admin', ip: '198.51.100.200' });
    const [student, other] = await Promise.all([newStudent(), newStudent()]);
    const meal = await createMeal(t.db);
    const upcoming = await createMeal(t.db, { status: 'upcoming' });

    // The student pays (Silver may like upcoming meals), likes both meals, requests one, reviews
    // it twice (the newer stars count) and has a profile photo; another student does the same on one.
    const transactionId = await act.pay(student, 'Silver');
    const photo = await uploadTestImage(t.app, student);
    await act.setPhoto(student, photo);
    await act.like(student, meal.id);
    await act.like(student, upcoming.id);
    await act.like(other, meal.id);
    await act.request(student, meal.id);
    await act.request(other, meal.id);
    const firstReview = await act.review(student, meal.id, 2, 'Too salty.');
    await act.review(student, meal.id, 4, 'Better today.');
    const otherReview = await act.review(other, meal.id, 5, 'Lovely.');
    expect(await mealCounts(t.db, meal.id)).toEqual({ reviews: 3, rating: 4.5 });

    // Answers the read cache now holds, which the deletion must change.
    expect((await get(`/api/meals/${meal.id}`)).json()).toMatchObject({ likes: 2, reviews: 3, rating: 4.5 });
    expect((await get(`/api/reviews/meal/${meal.id}`)).json()).toHaveLength(3);

    await deleteAccount(t.db, student.id);

    // Likes gone, counters exact: one less on each meal the student liked, the other's like kept.
    expect(await t.db.$count(mealLikes, eq(mealLikes.userId, student.id))).toBe(0);
    expect([await likesOf(meal.id), await likeRows(meal.id)]).toEqual([1, 1]);
    expect([await likesOf(upcoming.id), await likeRows(upcoming.id)]).toEqual([0, 0]);
    // Requests gone; the other student's stays.
    expect(await t.db.$count(mealRequests, eq(mealRequests.userId, student.id))).toBe(0);
    expect(await t.db.$count(mealRequests, eq(mealRequests.mealId, meal.id))).toBe(1);

    // Reviews stay, one stand-in author for both, and the rating is what it was.
    const kept = await t.db
      .select({ userId: reviews.userId, formerAuthor: reviews.formerAuthor })
      .from(reviews)
      .where(and(eq(reviews.mealId, meal.id), isNull(reviews.userId)));
    expect(kept).toHaveLength(2);
    expect(new Set(kept.map((r) => r.formerAuthor)).size).toBe(1);
    expect(kept[0]?.formerAuthor).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept[0]?.formerAuthor).not.toBe(student.id);
    expect(await mealCounts(t.db, meal.id)).toEqual({ reviews: 3, rating: 4.5 });
    expect(await expectedRating(t.db, meal.id)).toBe(4.5);

    // The payment stays in the hostel's accounts, with no one's name on it: it keeps the account's
    // id, which names no one now, so the former student's bill stays whole (issue 25).
    const [payment] = await t.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(payment).toMatchObject({ userId: student.id, planName: 'Silver', amount: 300000, status: 'succeeded' });
    expect(await t.db.$count(users, eq(users.id, student.id))).toBe(0);

    // Nothing else of the person: account, sign-in methods, sessions, notifications.
    expect(await t.db.$count(users, eq(users.id, student.id))).toBe(0);
    expect(await t.db.$count(accounts, eq(accounts.userId, student.id))).toBe(0);
    expect(await t.db.$count(sessions, eq(sessions.userId, student.id))).toBe(0);
    expect(await t.db.$count(notifications, eq(notifications.userId, student.id))).toBe(0);

    // Their session stops working at once (the session cache heard of it).
    expect((await get('/api/notifications', student)).statusCode).toBe(401);

    // The public answers changed (the read cache heard of it): a former student's reviews, no photo.
    expect((await get(`/api/meals/${meal.id}`)).json()).toMatchObject({ likes: 1, reviews: 3, rating: 4.5 });
    const listed = (await get(`/api/reviews/meal/${meal.id}`)).json() as Review[];
    expect(listed.map((r) => [r.text, r.displayName, r.image])).toEqual([
      ['Lovely.', other.name, null],
      ['Better today.', null, null],
      ['Too salty.', null, null],
    ]);
    expect((await get(`/api/reviews/${firstReview}`)).json()).toMatchObject({ displayName: null, image: null });
    // The admin's All Reviews lists them too, with no email.
    const all = (await get('/api/reviews', admin)).json() as ReviewWithEmail[];
    expect(all.filter((r) => r.mealId === meal.id).map((r) => [r.text, r.email])).toEqual([
      ['Lovely.', other.email],
      ['Better today.', null],
      ['Too salty.', null],
    ]);

    // Later reviews still count the former student once, with their newest stars (4).
    await act.review(other, meal.id, 3, 'Less good.');
    expect(await mealCounts(t.db, meal.id)).toEqual({ reviews: 4, rating: 3.5 });
    expect(await expectedRating(t.db, meal.id)).toBe(3.5);
    expect((await get(`/api/reviews/${otherReview}`)).json()).toMatchObject({ displayName: other.name });

    // The photo is shown by nothing now: the unused-upload sweep removes it.
    const fileName = path.basename(photo);
    expect(await t.db.$count(uploads, and(eq(uploads.fileName, fileName), isNull(uploads.ownerId)))).toBe(1);
    const removed = await sweepUnusedUploads(t.db, t.app.imageStorage, { graceMs: 0 });
    expect(removed).toContain(fileName);
  });

  it('counts two deleted students’ reviews as two authors, each once', async () => {
    const [low, high] = await Promise.all([newStudent(), newStudent()]);
    const meal = await createMeal(t.db);
    await act.review(low, meal.id, 1);
    await act.review(low, meal.id, 1, 'Still bad.');
    await act.review(high, meal.id, 5);
    expect(await mealCounts(t.db, meal.id)).toEqual({ reviews: 3, rating: 3 });

    await deleteAccount(t.db, low.id);
    await deleteAccount(t.db, high.id);

    // Had both become one author, the rating would be one of their stars (1 or 5), not 3.
    const authors = await t.db
      .selectDistinct({ formerAuthor: reviews.formerAuthor })
      .from(reviews)
      .where(eq(reviews.mealId, meal.id));
    expect(authors).toHaveLength(2);
    expect(await mealCounts(t.db, meal.id)).toEqual({ reviews: 3, rating: 3 });
    expect(await expectedRating(t.db, meal.id)).toBe(3);
  });

  it('is no error for an account already gone', async () => {
    const student = await newStudent();
    await deleteAccount(t.db, student.id);
    await expect(deleteAccount(t.db, student.id)).resolves.toBeUndefined();
  });
});

describe('POST /api/auth/delete-user (better-auth calls deleteAccount before its own delete)', () => {
  const deleteMine = (s: TestSession) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: s.headers,
      payload: { password: TEST_PASSWORD },
    });

  it('deletes a student the same way: likes and requests gone, reviews kept as a former student’s', async () => {
    const student = await newStudent();
    const meal = await createMeal(t.db);
    await act.like(student, meal.id);
    await act.request(student, meal.id);
    const reviewId = await act.review(student, meal.id, 2);

    const res = await deleteMine(student);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.$count(users, eq(users.id, student.id))).toBe(0);
    expect([await likesOf(meal.id), await likeRows(meal.id)]).toEqual([0, 0]);
    expect(await t.db.$count(mealRequests, eq(mealRequests.mealId, meal.id))).toBe(0);
    expect(await mealCounts(t.db, meal.id)).toEqual({ reviews: 1, rating: 2 });
    expect((await get(`/api/reviews/${reviewId}`)).json()).toMatchObject({ displayName: null, stars: 2 });
    expect((await get('/api/notifications', student)).statusCode).toBe(401);
  });

  it('refuses the last admin with 409 and LAST_ADMIN, and leaves them signed in', async () => {
    // This file's first test made an admin; that one leaves first, then the next one is the last.
    const [earlier] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    const last = await signUp(t.app, { role: 'admin', ip: '198.51.100.201' });
    if (earlier) await deleteAccount(t.db, earlier.id);

    const res = await deleteMine(last);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: ACCOUNT_ERRORS.lastAdmin, code: ACCOUNT_ERROR_CODES.lastAdmin });
    expect(await t.db.$count(users, eq(users.id, last.id))).toBe(1);
    expect((await get('/api/notifications', last)).statusCode).toBe(200);
  });
});

describe('debts survive the debtor (issue 25)', () => {
  const as = (s: TestSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: s.headers, ...(payload ? { payload } : {}) });

  it("leaves a room-mate's bill as it was when the Platinum buyer goes: the room ends then, its past stays", async () => {
    const admin = await signUp(t.app, { role: 'admin', ip: '198.51.100.211' });
    const [buyer, mate] = [await newStudent(), await newStudent()];
    const biryani = (await createMeal(t.db, { title: 'Biryani', price: '120' })).id;
    try {
      setClock(() => new Date('2026-11-02T04:00:00Z'));
      await as(admin, 'PUT', '/api/menu/2026-11-05/dinner', { mealIds: [biryani] });
      await buyPlan(t.app, buyer, 'Platinum');
      const invited = await as(buyer, 'POST', '/api/me/roommates', { email: mate.email });
      expect((await as(mate, 'POST', `/api/me/invitations/${invited.json().id}/accept`)).statusCode).toBe(200);
      // Shared cover: the dinner turned off and on again is no extra meal.
      await as(mate, 'PUT', '/api/me/attendance/2026-11-05/dinner', { on: false });
      expect((await as(mate, 'PUT', '/api/me/attendance/2026-11-05/dinner', { on: true })).json()).toMatchObject({
        covered: true,
        price: 0,
      });
      setClock(() => new Date('2026-11-10T04:00:00Z'));
      const before = (await as(mate, 'GET', '/api/me/bill?month=2026-11')).json();
      expect(before).toMatchObject({ charges: 0, due: 0, extraMeals: 0 });
      const deleted = await as(buyer, 'POST', '/api/auth/delete-user', { password: TEST_PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(200);
      // By hand: nothing charged, nothing due, as before the buyer went.
      expect((await as(mate, 'GET', '/api/me/bill?month=2026-11')).json()).toEqual(before);
      expect((await as(mate, 'GET', '/api/me/plan')).json()).toMatchObject({ plan: null });
    } finally {
      resetClock();
    }
  });

  it('refuses to delete an account with money due (409, what and how to pay), then keeps its bills without the person', async () => {
    const admin = await signUp(t.app, { role: 'admin', ip: '198.51.100.210' });
    const student = await newStudent();
    const biryani = (await createMeal(t.db, { title: 'Biryani', price: '120' })).id;
    try {
      setClock(() => new Date('2026-11-02T04:00:00Z'));
      await as(admin, 'PUT', '/api/menu/2026-11-05/lunch', { mealIds: [biryani] });
      await buyPlan(t.app, student, 'Silver');
      expect((await as(student, 'PUT', '/api/me/attendance/2026-11-05/lunch', { on: true })).statusCode).toBe(200);
      setClock(() => new Date('2026-11-06T04:00:00Z'));
      // A covered breakfast still to come, turned off: its rebate is on the bill already.
      await as(student, 'PUT', '/api/me/attendance/2026-11-09/breakfast', { on: false });

      // By hand: Silver ৳3,000 charged and paid, the extra lunch ৳120 due, the rebate of 9 November ৳100.
      const refused = await as(student, 'POST', '/api/auth/delete-user', { password: TEST_PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: billDueMessage('৳20'), code: BILL_DUE_CODE });
      expect(await t.db.$count(users, eq(users.id, student.id))).toBe(1);

      const { confirm, amount } = await payFor(t.app, student, { billMonth: '2026-11' });
      expect([confirm.statusCode, amount]).toEqual([200, 2000]);
      const deleted = await as(student, 'POST', '/api/auth/delete-user', { password: TEST_PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(200);

      // The person is gone; what was paid, chosen and served stays, under no name.
      expect(await t.db.$count(users, eq(users.id, student.id))).toBe(0);
      expect(await t.db.$count(planPeriods, eq(planPeriods.userId, student.id))).toBe(1);
      const kept = await t.db
        .select({ date: attendance.date, slot: attendance.slot })
        .from(attendance)
        .where(eq(attendance.userId, student.id))
        .orderBy(attendance.date);
      expect(kept).toEqual([
        { date: '2026-11-05', slot: 'lunch' },
        { date: '2026-11-09', slot: 'breakfast' },
      ]);
      expect(await t.db.$count(payments, eq(payments.userId, student.id))).toBe(2);
      // The admin's balances still have the month: ৳3,000 + ৳120 charged, ৳100 rebated, ৳3,020 paid.
      const rows = (await as(admin, 'GET', '/api/admin/bills?month=2026-11&limit=100')).json() as {
        userId: string;
      }[];
      expect(rows.find((r) => r.userId === student.id)).toEqual({
        userId: student.id,
        name: '',
        email: '',
        formerStudent: true,
        room: null,
        // The plan the month was eaten on stays with the bill (issue 26).
        plan: 'Silver',
        roommateOf: null,
        openingBalance: 0,
        charges: 312000,
        // Guest meals, fines and adjustments are counted in charges and shown apart (issue 26).
        guests: 0,
        fines: 0,
        adjustments: 0,
        rebates: 10000,
        payments: 302000,
        due: 0,
        closed: false,
      });
    } finally {
      resetClock();
    }
  });
});
