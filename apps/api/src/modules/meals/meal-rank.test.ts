import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/rows.ts';
import { mealRank } from '../../db/schema/meal-rank.ts';
import { meals } from '../../db/schema/meals.ts';

// meal_rank is kept by triggers on meals (migration 0009); the app never writes it.
const t = useTestApp();

const rankOf = async (mealId: string) =>
  (await t.db.select().from(mealRank).where(eq(mealRank.mealId, mealId)))[0] ?? null;

describe('meal_rank', () => {
  it('follows every meal: added, liked, reviewed, renamed, released and deleted', async () => {
    const meal = await createMeal(t.db, { title: 'Beef Tehari', likes: 3, reviews: 1, status: 'upcoming' });
    expect(await rankOf(meal.id)).toEqual({
      mealId: meal.id,
      ongoing: false,
      titleLower: 'beef tehari',
      likes: 3,
      reviews: 1,
    });
    await t.db.update(meals).set({ likes: 4, reviews: 2 }).where(eq(meals.id, meal.id));
    await t.db.update(meals).set({ title: 'Chicken TEHARI', status: 'ongoing' }).where(eq(meals.id, meal.id));
    // A change to anything else leaves the rank row alone.
    await t.db.update(meals).set({ description: 'Now with more onions.' }).where(eq(meals.id, meal.id));
    expect(await rankOf(meal.id)).toEqual({
      mealId: meal.id,
      ongoing: true,
      titleLower: 'chicken tehari',
      likes: 4,
      reviews: 2,
    });
    await t.db.delete(meals).where(eq(meals.id, meal.id));
    expect(await rankOf(meal.id)).toBeNull();
  });

  it('lets a like update the meal in place, writing no index entry of meals', async () => {
    const meal = await createMeal(t.db);
    // The backend's not yet reported counts include earlier transactions: the difference is this one's.
    const hotUpdates = await t.db.transaction(async (tx) => {
      const hot = async () =>
        rowsOf(await tx.execute(sql`select pg_stat_get_xact_tuples_hot_updated('meals'::regclass)::int as n`))[0]
          ?.n as number;
      const before = await hot();
      await tx
        .update(meals)
        .set({ likes: sql`${meals.likes} + 1`, updatedAt: sql`now()` })
        .where(eq(meals.id, meal.id));
      return (await hot()) - before;
    });
    expect(hotUpdates).toBe(1);
  });
});
