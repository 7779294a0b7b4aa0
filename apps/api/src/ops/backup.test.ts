import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../test/factories.ts';
import { signUp } from '../../test/sessions.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { uploadTestImage } from '../../test/uploads.ts';
import type { Database } from '../db/client.ts';
import { BACKUP_TABLES, backup, restore } from './backup.ts';

const t = useTestApp();
let target: Database;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-backup-'));

beforeAll(async () => {
  // Something in every table that matters: accounts, sessions, an upload, a meal with a like,
  // a review, a request, and a paid plan.
  const admin = await signUp(t.app, { role: 'admin' });
  const student = await signUp(t.app);
  const image = await uploadTestImage(t.app, admin);
  const meal = await createMeal(t.db, { image, price: '123.45', ingredients: ['Rice', 'Dal, masoor'] });
  const send = (url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
    t.app.inject({ method, url, headers: student.headers, payload });
  await send(`/api/meals/${meal.id}/like`, { action: 'like' }, 'PATCH');
  await send('/api/reviews', { mealId: meal.id, text: 'Tasty — ভালো', stars: 4 });
  await send('/api/request-meal', { mealId: meal.id });
  const intent = (await send('/api/create-payment-intent', { planName: 'Gold' })).json();
  await send('/api/payments/sandbox/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  await send('/api/confirm-payment', { planName: 'Gold', transactionId: intent.paymentIntentId });
  target = await createTestDatabase();
});
afterAll(async () => {
  await target?.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

const tableRows = (dir: string, table: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'tables', `${table}.json`), 'utf8')) as unknown[])
    .map((r) => JSON.stringify(r))
    .sort();

describe('backup and restore', () => {
  it('round-trips every table and every file into an empty database', async () => {
    const first = path.join(temp, 'first');
    const manifest = await backup(t.db, path.join(t.dataDir, 'uploads'), first);
    expect(manifest.tables.meals).toBeGreaterThan(0);
    expect(manifest.tables.payments).toBe(1);
    expect(manifest.tables.notifications).toBeGreaterThan(0);
    expect(Object.keys(manifest.files).length).toBeGreaterThan(0);

    const restoredUploads = path.join(temp, 'restored-uploads');
    await restore(target.db, restoredUploads, first);
    const second = path.join(temp, 'second');
    const again = await backup(target.db, restoredUploads, second);

    expect(again.tables).toEqual(manifest.tables);
    expect(again.files).toEqual(manifest.files);
    for (const table of BACKUP_TABLES) expect(tableRows(second, table), table).toEqual(tableRows(first, table));
  });

  it('refuses to restore over data unless told to replace it, and detects a damaged file', async () => {
    const first = path.join(temp, 'first');
    await expect(restore(target.db, path.join(temp, 'x'), first)).rejects.toThrow(/not empty/);
    await restore(target.db, path.join(temp, 'replaced'), first, { replace: true });

    const damaged = path.join(temp, 'damaged');
    fs.cpSync(first, damaged, { recursive: true });
    const [name] = fs.readdirSync(path.join(damaged, 'uploads'));
    fs.appendFileSync(path.join(damaged, 'uploads', name as string), 'x');
    await expect(restore(target.db, path.join(temp, 'y'), damaged, { replace: true })).rejects.toThrow(/damaged/);
  });
});
