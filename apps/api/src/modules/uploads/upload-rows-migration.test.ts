import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, olderRelease } from '../../../test/older-release.ts';
import { createEmptyTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

let database: Database;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  // A database of the release before stored photos needed their upload rows.
  await database.migrate(olderRelease(migrationsBefore('0011_upload_quota')));
  await database.db.execute(sql`
    insert into users (id, name, email, image) values ('u1', 'Old Student', 'old@example.test', '/api/uploads/old-profile.webp')`);
  await database.db.execute(sql`
    insert into uploads (file_name, owner_id, content_type, bytes, width, height)
    values ('recorded.webp', 'u1', 'image/webp', 1234, 800, 600)`);
  await database.db.execute(sql`
    insert into meals (title, category, price, distributor_name, image) values
      ('Demo Dal', 'Lunch', 50, 'Old Canteen', '/api/uploads/demo-dal.webp'),
      ('Recorded', 'Lunch', 50, 'Old Canteen', '/api/uploads/recorded.webp'),
      ('Elsewhere', 'Lunch', 50, 'Old Canteen', 'https://images.example.test/dal.jpg')`);
  await database.migrate();
});
afterAll(() => database?.close());

const uploadRows = async () =>
  rowsOf(await database.db.execute(sql`select file_name, owner_id, bytes from uploads order by file_name`));
const addMeal = (image: string) =>
  database.db.execute(sql`
    insert into meals (title, category, price, distributor_name, image) values ('New', 'Dinner', 70, 'Canteen', ${image})`);

describe('migration 0011 on a database holding photos without upload rows', () => {
  it('gives every stored photo a meal or an account shows an ownerless row, and keeps the rows there were', async () => {
    expect(await uploadRows()).toEqual([
      { file_name: 'demo-dal.webp', owner_id: null, bytes: 0 },
      { file_name: 'old-profile.webp', owner_id: null, bytes: 0 },
      { file_name: 'recorded.webp', owner_id: 'u1', bytes: 1234 },
    ]);
  });

  it('leaves those meals and accounts editable, and their photos usable again', async () => {
    await database.db.execute(sql`update meals set title = title || ' (edited)'`);
    await database.db.execute(sql`update users set name = 'Renamed' where id = 'u1'`);
    await addMeal('/api/uploads/demo-dal.webp');
    await addMeal('https://images.example.test/other.jpg');
  });

  it('refuses a meal naming a stored photo that has no row', async () => {
    await expect(addMeal('/api/uploads/never-stored.webp')).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23503' }),
    });
  });
});
