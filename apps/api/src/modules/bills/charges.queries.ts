import type { createChargeSchema } from '@hostel/contract/payments';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { meals } from '../../db/schema/meals.ts';
import { charges } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { checkRecordedDate } from './recorded-date.ts';

type CreateCharge = z.infer<typeof createChargeSchema>;
export type ChargeRow = typeof charges.$inferSelect;

/** A guest meal, a fine or an adjustment an admin puts on a student's bill (issue 26, decision 116). */
export async function createCharge(db: Db, body: CreateCharge, adminId: string, at: Date): Promise<ChargeRow> {
  await checkRecordedDate(db, body.date, at, 'charge');
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
  if (!student) throw notFound('Student not found');
  if (body.mealId) {
    const [meal] = await db.select({ id: meals.id }).from(meals).where(eq(meals.id, body.mealId));
    if (!meal) throw new HttpError(400, 'That dish is not in the catalogue.');
  }
  const [row] = await db
    .insert(charges)
    .values({
      userId: body.userId,
      date: body.date,
      kind: body.kind,
      amount: body.amount,
      reason: body.reason,
      slot: body.slot ?? null,
      mealId: body.mealId ?? null,
      createdBy: adminId,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('charge row missing');
  return row;
}

export const toCharge = (row: ChargeRow) => ({
  id: row.id,
  userId: row.userId,
  date: row.date,
  kind: row.kind,
  amount: row.amount,
  reason: row.reason,
  slot: row.slot,
  mealId: row.mealId,
});
