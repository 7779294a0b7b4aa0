import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client.ts';
import { mealLikes } from '../schema/meal-likes.ts';
import { mealRequests } from '../schema/meal-requests.ts';
import { meals } from '../schema/meals.ts';
import { reviews } from '../schema/reviews.ts';
import { uploadData, uploads } from '../schema/uploads.ts';
import { BADGES, users } from '../schema/users.ts';
import { DEMO_MEALS, DEMO_REVIEW_TEXTS, DEMO_STUDENT_NAMES, DEMO_UPCOMING, type DemoDish } from './dishes.ts';
import { renderDishImage } from './food-art.ts';
import { createRandom } from './random.ts';
import { seedDemoMess } from './seed-mess.ts';

const DAY = 24 * 60 * 60 * 1000;
const KITCHEN_ID = 'demo-kitchen';

/** True when nothing has been stored yet: no meals and no accounts. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [mealCount, userCount] = await Promise.all([db.$count(meals), db.$count(users)]);
  return mealCount === 0 && userCount === 0;
}

/**
 * Demo content for a new installation: a kitchen admin (no password: it cannot sign in),
 * 60 students, 45+ meals with generated pictures, and real like, review and request rows from
 * which every counter is computed, so the counters agree with the rows as they always must; plans
 * in force for the badge holders and the menu of the days around today (seed-mess.ts).
 */
export async function seedDemo(db: Db, now = new Date()): Promise<{ meals: number }> {
  const random = createRandom(20261121);

  const allDishes = [
    ...DEMO_MEALS.map((d) => ({ dish: d, upcoming: false })),
    ...DEMO_UPCOMING.map((d) => ({ dish: d, upcoming: true })),
  ];
  const images = await Promise.all(allDishes.map(({ dish }, i) => renderDishPhoto(dish, i)));

  const students = DEMO_STUDENT_NAMES.map((name, i) => ({
    id: `demo-student-${i + 1}`,
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i + 1}@students.hostelmeals.demo`,
    role: 'user' as const,
    badge: i % 9 === 0 ? random.pick(BADGES.slice(1)) : ('bronze' as const),
    createdAt: new Date(now.getTime() - random.int(20, 120) * DAY),
  }));

  const mealRows = allDishes.map(({ dish, upcoming }, i) => ({
    id: crypto.randomUUID(),
    title: dish.title,
    category: dish.category,
    image: images[i]?.url as string,
    ingredients: dish.ingredients,
    description: dish.description,
    price: dish.price,
    distributorName: dish.distributorName,
    // Ongoing meals were posted over the last two months; upcoming ones are planned for the next two weeks.
    postTime: upcoming
      ? new Date(now.getTime() + random.int(1, 14) * DAY + random.int(0, 12) * 3600_000)
      : new Date(now.getTime() - random.int(0, 60) * DAY - random.int(0, 23) * 3600_000 - random.int(0, 59) * 60_000),
    addedBy: KITCHEN_ID,
    status: upcoming ? ('upcoming' as const) : ('ongoing' as const),
  }));

  const likeRows = mealRows.flatMap((meal) => {
    // Upcoming meals stay under the release threshold, or they would be released at once.
    const count = meal.status === 'upcoming' ? random.int(0, 6) : random.int(0, 40);
    return random.sample(students, count).map((s) => ({ mealId: meal.id, userId: s.id }));
  });

  const reviewRows = mealRows
    .filter((m) => m.status === 'ongoing')
    .flatMap((meal) =>
      random.sample(students, random.int(0, 6)).map((s) => ({
        mealId: meal.id,
        userId: s.id,
        text: random.pick(DEMO_REVIEW_TEXTS),
        stars: random.pick([2, 3, 3, 4, 4, 4, 5, 5, 5]),
        // Within three days of the meal, never after now: a review from the future would sort above a new one.
        createdAt: new Date(Math.min(now.getTime(), meal.postTime.getTime() + random.int(1, 72) * 3600_000)),
      })),
    );

  const requestRows = random
    .sample(
      mealRows.filter((m) => m.status === 'ongoing'),
      18,
    )
    .map((meal, i) => ({
      mealId: meal.id,
      userId: (students[i * 3] ?? students[0])?.id as string,
      status: i % 3 === 0 ? ('Served' as const) : ('pending' as const),
      servedAt: i % 3 === 0 ? now : null,
    }));

  await db.transaction(async (tx) => {
    await tx.insert(users).values([
      { id: KITCHEN_ID, name: 'Hostel Mess Kitchen', email: 'kitchen@hostelmeals.demo', role: 'admin' },
      // The spec's subscription is the plan in force: the one each badge holder's period gives.
      ...students.map((s) => ({
        ...s,
        subscription: s.badge === 'bronze' ? null : s.badge.charAt(0).toUpperCase() + s.badge.slice(1),
      })),
    ]);
    // Ownerless upload rows: every stored photo a meal shows has one (migration 0011).
    await tx
      .insert(uploads)
      .values(images.map((image) => image.upload))
      .onConflictDoNothing();
    // The pictures themselves, in the database like every stored image (decision 91).
    await tx
      .insert(uploadData)
      .values(images.map((image) => ({ fileName: image.upload.fileName, data: image.data })))
      .onConflictDoNothing();
    await tx.insert(meals).values(mealRows);
    await tx.insert(mealLikes).values(likeRows);
    await tx.insert(reviews).values(reviewRows);
    await tx.insert(mealRequests).values(requestRows);
    await seedDemoMess(tx, { students, meals: mealRows, random, now });
    // Counters from the rows, in the same transaction.
    await tx.execute(sql`
      update meals m set
        likes = (select count(*) from meal_likes l where l.meal_id = m.id),
        reviews = (select count(*) from reviews r where r.meal_id = m.id),
        rating = meal_rating(m.id)
    `);
  });
  return { meals: mealRows.length };
}

async function renderDishPhoto(dish: DemoDish, index: number) {
  const slug = dish.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const name = `demo-${slug}.webp`;
  const data = await renderDishImage(dish.art, index + 1);
  const { width = 0, height = 0 } = await sharp(data).metadata();
  const upload = { fileName: name, ownerId: null, contentType: 'image/webp', bytes: data.length, width, height };
  return { url: `/api/uploads/${name}`, upload, data };
}
