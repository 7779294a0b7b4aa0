import crypto from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { meals } from '../src/db/schema/meals.ts';
import { users } from '../src/db/schema/users.ts';

type NewMeal = typeof meals.$inferInsert;
type NewUser = typeof users.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

export async function createUser(db: Db, overrides: Partial<NewUser> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      name: `Student ${n}`,
      email: `student${n}-${crypto.randomUUID().slice(0, 8)}@example.test`,
      ...overrides,
    })
    .returning();
  return row as typeof users.$inferSelect;
}

export async function createMeal(db: Db, overrides: Partial<NewMeal> = {}) {
  const n = next();
  const [row] = await db
    .insert(meals)
    .values({
      title: `Test Meal ${n}`,
      category: 'Lunch',
      price: '100.00',
      distributorName: 'Test Canteen',
      description: 'A meal made for tests.',
      ingredients: ['Rice', 'Dal'],
      image: null,
      ...overrides,
    })
    .returning();
  return row as typeof meals.$inferSelect;
}

/** Many meals in one insert; `build(i)` gives each one's overrides. */
export async function createMeals(db: Db, count: number, build: (i: number) => Partial<NewMeal> = () => ({})) {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = next();
    return {
      title: `Test Meal ${n}`,
      category: 'Lunch' as const,
      price: '100.00',
      distributorName: 'Test Canteen',
      ...build(i),
    };
  });
  return db.insert(meals).values(rows).returning();
}
