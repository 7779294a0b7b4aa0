import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../../apps/api/src/auth/password-hash.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { uploadData } from '../../apps/api/src/db/schema/uploads.ts';
import { DEMO_MEALS, DEMO_REVIEW_TEXTS, DEMO_UPCOMING } from '../../apps/api/src/db/seed/dishes.ts';
import { renderDishImage } from '../../apps/api/src/db/seed/food-art.ts';
import { encodeCursor } from '../../apps/api/src/lib/keyset.ts';

/**
 * The bench's catalog, written straight into the schema with `insert … select … from generate_series`
 * (PGlite and PostgreSQL both run it): 100,000 meals seed in seconds, where the app's own insert
 * path would take minutes. Counters are computed from the rows afterwards, as the demo seed does.
 */

export interface CatalogSize {
  meals: number;
  users: number;
  likes: number;
  reviews: number;
}

/** The issue's catalog (100,000 meals, 10,000 users, 200,000 likes, 50,000 reviews) scaled to `meals`. */
export function catalogOf(meals: number, minUsers: number): CatalogSize {
  const scale = meals / 100_000;
  return {
    meals,
    users: Math.max(Math.round(10_000 * scale), minUsers),
    likes: Math.round(200_000 * scale),
    reviews: Math.round(50_000 * scale),
  };
}

export const describeCatalog = (c: CatalogSize) =>
  `${c.meals.toLocaleString('en-US')} meals, ${c.users.toLocaleString('en-US')} users, ` +
  `${c.likes.toLocaleString('en-US')} likes, ${c.reviews.toLocaleString('en-US')} reviews`;

export const BENCH_PASSWORD = 'bench-password-42';
export const benchUserId = (n: number) => `bench-user-${n}`;
export const benchUserEmail = (n: number) => `bench-user-${n}@bench.hostelmeals.test`;
export const KITCHEN_ID = 'bench-kitchen';
const IMAGE_NAME = 'bench-meal.webp';
// One meal in UPCOMING_EVERY is upcoming; the rest are on the menu.
const UPCOMING_EVERY = 50;

/** Fills an empty, migrated database, with the one picture every meal shows. */
export async function seedCatalog(db: Db, size: CatalogSize): Promise<void> {
  const image = await renderImage();
  // Made once by the app's own hasher: every bench user signs in with BENCH_PASSWORD.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const dishes = [...DEMO_MEALS, ...DEMO_UPCOMING].map((d, idx) => ({
    idx,
    title: d.title,
    category: d.category,
    ingredients: d.ingredients,
    description: d.description,
    price: d.price,
    distributor: d.distributorName,
  }));
  const ongoing = size.meals - Math.floor(size.meals / UPCOMING_EVERY);
  // Each ongoing meal gets `rounds` likers at most, from users spread `step` apart, so pairs never repeat.
  const rounds = Math.max(1, Math.ceil(size.likes / ongoing));
  const step = Math.floor(size.users / rounds);
  if (step < 1) throw new Error(`${size.likes} likes need more than ${size.users} users`);
  const mealId = (g: ReturnType<typeof sql>) => uuidFrom(sql`'bench-meal-' || ${g}`);

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, name, email, email_verified, role, created_at, updated_at)
      values (${KITCHEN_ID}, 'Bench Kitchen', 'kitchen@bench.hostelmeals.test', true, 'admin', now(), now())`);
    await tx.execute(sql`
      insert into users (id, name, email, email_verified, role, badge, created_at, updated_at)
      select 'bench-user-' || g, 'Bench Student ' || g, 'bench-user-' || g || '@bench.hostelmeals.test', true, 'user',
        case when g % 10 = 0 then 'gold' else 'bronze' end, now() - g * interval '1 minute', now()
      from generate_series(1, ${size.users}::int) g`);
    await tx.execute(sql`
      insert into accounts (id, account_id, provider_id, user_id, password)
      select 'bench-account-' || g, 'bench-user-' || g, 'credential', 'bench-user-' || g, ${passwordHash}
      from generate_series(1, ${size.users}::int) g`);
    await tx.execute(sql`
      insert into uploads (file_name, owner_id, content_type, bytes, width, height)
      values (${IMAGE_NAME}, ${KITCHEN_ID}, 'image/webp', ${image.data.length}, ${image.width}, ${image.height})`);
    await tx.insert(uploadData).values({ fileName: IMAGE_NAME, data: image.data });
    // Ongoing meals were posted every 5 minutes into the past; upcoming ones are planned within two weeks.
    await tx.execute(sql`
      with d as (
        select * from json_to_recordset(${JSON.stringify(dishes)}::json)
          as x(idx int, title text, category text, ingredients text[], description text, price numeric, distributor text)
      )
      insert into meals (id, title, category, image, ingredients, description, price, distributor_name, post_time,
        added_by, status, created_at, updated_at)
      select ${mealId(sql`g`)}, d.title || ' #' || g, d.category, ${image.url}, d.ingredients, d.description,
        d.price + g % 20, d.distributor,
        case when g % ${UPCOMING_EVERY} = 0 then now() + (g % 336) * interval '1 hour' + g * interval '1 second'
             else now() - g * interval '5 minutes' end,
        ${KITCHEN_ID}, case when g % ${UPCOMING_EVERY} = 0 then 'upcoming' else 'ongoing' end, now(), now()
      from generate_series(1, ${size.meals}::int) g join d on d.idx = g % ${dishes.length}`);
    // Likes on ongoing meals only: an upcoming meal with enough likes would have been released.
    await tx.execute(sql`
      insert into meal_likes (meal_id, user_id, created_at)
      select ${mealId(sql`g`)}, 'bench-user-' || (1 + (g * 7 + r * ${step}) % ${size.users}), now() - (g % 1000) * interval '1 minute'
      from generate_series(0, ${rounds - 1}::int) r, generate_series(1, ${size.meals}::int) g
      where g % ${UPCOMING_EVERY} <> 0
      order by r, g
      limit ${size.likes}`);
    await tx.execute(sql`
      with t as (select array_agg(value) as texts from json_array_elements_text(${JSON.stringify(DEMO_REVIEW_TEXTS)}::json))
      insert into reviews (id, meal_id, user_id, text, stars, created_at, updated_at)
      select ${uuidFrom(sql`'bench-review-' || k`)}, ${mealId(sql`case when m % ${UPCOMING_EVERY} = 0 then m - 1 else m end`)},
        'bench-user-' || (1 + k % ${size.users}), t.texts[1 + k % array_length(t.texts, 1)], 1 + k % 5,
        now() - k * interval '1 minute', now() - k * interval '1 minute'
      from t, generate_series(1, ${size.reviews}::int) k, lateral (select 1 + (k * 13) % ${size.meals} as m) pick`);
    // Two weeks of the daily menu from today in the hostel's zone: three meals on every slot.
    await tx.execute(sql`
      insert into menu_entries (date, slot, meal_id, position)
      select (now() at time zone 'Asia/Dhaka')::date + d, s.slot, ${mealId(sql`1 + d * 9 + s.n * 3 + p`)}, p
      from generate_series(0, 13) d, generate_series(0, 2) p,
        (values ('breakfast', 0), ('lunch', 1), ('dinner', 2)) as s(slot, n)
      where (1 + d * 9 + s.n * 3 + p) % ${UPCOMING_EVERY} <> 0`);
    // Issue 17: every user has a Gold plan in force and has turned some slots of the week off and on,
    // so the menu's per-student state is read from real rows.
    await tx.execute(sql`
      insert into plan_periods (user_id, plan_name, starts_at, ends_at)
      select 'bench-user-' || u, 'Gold', now() - interval '5 days', now() + interval '25 days'
      from generate_series(1, ${size.users}::int) u`);
    await tx.execute(sql`
      insert into attendance (user_id, date, slot, "on", price)
      select 'bench-user-' || u, (now() at time zone 'Asia/Dhaka')::date + d, s.slot, s.slot <> 'breakfast', 12000
      from generate_series(1, ${size.users}::int) u, generate_series(1, 6, 2) d,
        (values ('breakfast'), ('dinner')) as s(slot)`);
    // The counters from the rows, as every write keeps them.
    await tx.execute(sql`
      update meals m set likes = c.n
      from (select meal_id, count(*)::int as n from meal_likes group by meal_id) c where c.meal_id = m.id`);
    await tx.execute(sql`
      update meals m set reviews = c.n, rating = meal_rating(m.id)
      from (select meal_id, count(*)::int as n from reviews group by meal_id) c
      where c.meal_id = m.id`);
  });
  // Fresh statistics and visibility map, as a database that has lived a while would have.
  await db.execute(sql`vacuum analyze`);
}

/** A deterministic version-4 UUID (the API accepts only RFC 4122 ids) from the md5 of `text`. */
const uuidFrom = (text: ReturnType<typeof sql>) =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

async function renderImage() {
  const dish = DEMO_MEALS[0];
  if (!dish) throw new Error('no demo dish to draw');
  const data = await renderDishImage(dish.art, 1);
  const { width = 0, height = 0 } = await sharp(data).metadata();
  return { url: `/api/uploads/${IMAGE_NAME}`, data, width, height };
}

/** What the cases need from the seeded catalog, read once before the server takes the database. */
export interface Fixtures {
  /** Rows skipped by the deep page: 50,000, or half the menu of a smaller catalog. */
  deepOffset: number;
  deepCursor: string;
  detailIds: string[];
  /** One ongoing meal per signed-in bench user, toggled by that user only. */
  toggleMealIds: string[];
  /** A term found in exactly one title. */
  rareSearch: string;
}

export async function readFixtures(db: Db, togglers: number): Promise<Fixtures> {
  const [{ n: ongoing = 0 } = {}] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from meals where status = 'ongoing'`),
  );
  const deepOffset = Math.min(50_000, Math.floor(ongoing / 2));
  const [deep] = rowsOf<{ key: string; id: string }>(
    await db.execute(sql`
      select post_time::text as key, id from meals where status = 'ongoing'
      order by post_time desc, id desc offset ${deepOffset - 1} limit 1`),
  );
  if (!deep) throw new Error('catalog too small for a deep page');
  const ids = rowsOf<{ id: string; title: string }>(
    await db.execute(sql`select id, title from meals where status = 'ongoing' order by id limit ${20 + togglers}`),
  );
  if (ids.length < 20 + togglers) throw new Error(`catalog too small: ${20 + togglers} ongoing meals needed`);
  const rareTitle = ids[0]?.title ?? '';
  return {
    deepOffset,
    deepCursor: encodeCursor(deep.key, deep.id),
    detailIds: ids.slice(0, 20).map((r) => r.id),
    toggleMealIds: ids.slice(20).map((r) => r.id),
    rareSearch: rareTitle.slice(rareTitle.lastIndexOf('#')),
  };
}

/** `db.execute` answers `{ rows }` on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
