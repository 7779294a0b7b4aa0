import { ACCOUNT_DATA_FORMAT, type AccountData, accountDataSchema } from '@hostel/contract/account';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { studentActivity } from '../../../test/student-activity.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { uploadTestImage } from '../../../test/uploads.ts';
import { accounts, sessions } from '../../db/schema/auth.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

/** "Download my data" (issue 16): GET /api/me/data. */
const t = useTestApp();
const act = studentActivity(t);

const download = (s: TestSession | null, extra: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/me/data', headers: { origin: TEST_ORIGIN, ...(s ? { cookie: s.cookie } : {}), ...extra } });

describe('GET /api/me/data', () => {
  it('is for the signed-in person only', async () => {
    const res = await download(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers one JSON file of everything kept about the caller, and nothing of anyone else', async () => {
    const student = await signUp(t.app, { name: 'Rahim Uddin', ip: '198.51.100.1' });
    const other = await signUp(t.app, { name: 'Karim Other', ip: '198.51.100.2' });
    const meal = await createMeal(t.db, { title: 'Export Khichuri' });
    const servedMeal = await createMeal(t.db, { title: 'Export Biryani' });
    const upcoming = await createMeal(t.db, { title: 'Export Haleem', status: 'upcoming' });

    const transactionId = await act.pay(student, 'Gold');
    const photo = await uploadTestImage(t.app, student);
    await act.setPhoto(student, photo);
    await act.like(student, meal.id);
    await act.like(student, upcoming.id);
    await act.request(student, meal.id);
    await act.request(student, servedMeal.id);
    await t.db
      .update(mealRequests)
      .set({ status: 'Served', servedAt: new Date() })
      .where(eq(mealRequests.mealId, servedMeal.id));
    await act.review(student, meal.id, 4, 'Warm and filling.');
    // Someone else's, on the same meals: none of it may appear.
    await act.pay(other, 'Silver');
    await act.like(other, meal.id);
    await act.request(other, meal.id);
    await act.review(other, meal.id, 1, 'Other person’s secret opinion.');

    setClock(() => new Date('2031-02-03T10:00:00.000Z'));
    const res = await download(student, { 'user-agent': 'ExportTest/1.0' }).finally(resetClock);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="hostel-meals-data-2031-02-03.json"');
    expect(res.headers['cache-control']).toBe('no-store');

    const data = accountDataSchema.parse(res.json()) as AccountData;
    expect(data.format).toBe(ACCOUNT_DATA_FORMAT);
    expect(data.exportedAt).toBe('2031-02-03T10:00:00.000Z');
    expect(data.profile).toMatchObject({
      name: 'Rahim Uddin',
      email: student.email,
      emailVerified: expect.any(Boolean),
      image: photo,
      role: 'user',
      badge: 'gold',
      subscription: 'Gold',
      language: 'en',
    });
    expect(data.signInMethods).toEqual([{ provider: 'credential', linkedAt: expect.any(String) }]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ mealId: meal.id, mealTitle: 'Export Khichuri', text: 'Warm and filling.', stars: 4 }),
    ]);
    expect(data.likes.map((l) => l.mealTitle).sort()).toEqual(['Export Haleem', 'Export Khichuri']);
    expect(data.mealRequests.map((r) => [r.mealTitle, r.status, r.servedAt === null]).sort()).toEqual([
      ['Export Biryani', 'Served', false],
      ['Export Khichuri', 'pending', true],
    ]);
    expect(data.payments).toEqual([
      {
        planName: 'Gold',
        amount: 600000,
        currency: 'bdt',
        status: 'succeeded',
        provider: 'sandbox',
        transactionId,
        paidAt: expect.any(String),
        purpose: 'plan',
        refundedAmount: 0,
      },
    ]);
    // The Gold plan it bought, 30 days long.
    expect(data.planPeriods).toEqual([{ planName: 'Gold', startsAt: expect.any(String), endsAt: expect.any(String) }]);
    const [period] = data.planPeriods;
    expect(Date.parse(period?.endsAt ?? '') - Date.parse(period?.startsAt ?? '')).toBe(30 * 86_400_000);
    expect(data.mealChoices).toEqual([]);
    expect(data.rooms).toEqual([]);
    expect(data.notifications.map((n) => n.kind)).toContain('payment_succeeded');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toEqual({
      createdAt: expect.any(String),
      lastActiveAt: expect.any(String),
      expiresAt: expect.any(String),
      ipAddress: expect.toBeOneOf([expect.any(String), null]),
      userAgent: expect.toBeOneOf([expect.any(String), null]),
    });
    expect(data.photos).toEqual([{ url: photo, bytes: expect.any(Number), uploadedAt: expect.any(String) }]);

    // No secret of the caller's, and nothing of the other student's, anywhere in the file.
    const [credential] = await t.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, student.id));
    const tokens = await t.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, student.id));
    expect(credential?.password).toBeTruthy();
    const forbidden = [
      credential?.password as string,
      ...tokens.map((s) => s.token),
      student.id,
      other.id,
      other.email,
      'Karim Other',
      'Other person’s secret opinion.',
    ];
    for (const secret of forbidden) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/password|token"|scrypt/i);
  });

  it('is limited per person', async () => {
    const student = await signUp(t.app, { ip: '198.51.100.3' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await download(student)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
