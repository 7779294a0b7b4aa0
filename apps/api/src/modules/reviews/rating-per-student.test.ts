import type { Review } from '@hostel/contract/reviews';
import { describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { mealCounts } from '../../../test/ratings.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';

/**
 * A meal's rating counts each student once, with the stars of their newest review that has stars;
 * the review count stays the number of reviews.
 */
const t = useTestApp();

async function review(s: TestSession, mealId: string, stars: number | null, text = 'Reviewed') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: s.headers,
    payload: { mealId, text, stars },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Review;
}
const edit = (s: TestSession, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/reviews/${id}`, headers: s.headers, payload });
const remove = (s: TestSession, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: s.headers });
const counts = (mealId: string) => mealCounts(t.db, mealId);

describe('a meal’s rating', () => {
  it('weighs thirty one-star reviews from one student as one', async () => {
    const [spammer, fan] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const meal = await createMeal(t.db);
    for (let i = 0; i < 30; i++) await review(spammer, meal.id, 1, `Awful, again (${i})`);
    await review(fan, meal.id, 5);
    expect(await counts(meal.id)).toEqual({ reviews: 31, rating: 3 });
    const details = await t.app.inject({ url: `/api/meals/${meal.id}` });
    expect(details.json()).toMatchObject({ reviews: 31, rating: 3 });
  });

  it('takes each student’s newest stars through posts, edits and deletes', async () => {
    const [student, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const meal = await createMeal(t.db);
    const first = await review(student, meal.id, 1);
    await review(other, meal.id, 5);
    expect(await counts(meal.id)).toEqual({ reviews: 2, rating: 3 });

    // A newer review's stars replace the older ones; a review without stars changes nothing.
    const second = await review(student, meal.id, 4);
    expect(await counts(meal.id)).toEqual({ reviews: 3, rating: 4.5 });
    await review(student, meal.id, null, 'No stars this time');
    expect(await counts(meal.id)).toEqual({ reviews: 4, rating: 4.5 });

    // Editing the newest rated review counts; editing an older one does not.
    expect((await edit(student, second._id, { text: 'Less good', stars: 2 })).statusCode).toBe(200);
    expect(await counts(meal.id)).toEqual({ reviews: 4, rating: 3.5 });
    expect((await edit(student, first._id, { text: 'Changed my mind', stars: 5 })).statusCode).toBe(200);
    expect(await counts(meal.id)).toEqual({ reviews: 4, rating: 3.5 });

    // Deleting the newest rated review brings the older stars back; taking stars off leaves the student out.
    expect((await remove(student, second._id)).statusCode).toBe(200);
    expect(await counts(meal.id)).toEqual({ reviews: 3, rating: 5 });
    expect((await edit(student, first._id, { text: 'No opinion', stars: null })).statusCode).toBe(200);
    expect(await counts(meal.id)).toEqual({ reviews: 3, rating: 5 });
    expect((await edit(other, (await review(other, meal.id, 3))._id, { text: 'Meh' })).statusCode).toBe(200);
    expect(await counts(meal.id)).toEqual({ reviews: 4, rating: 3 });
  });
});
