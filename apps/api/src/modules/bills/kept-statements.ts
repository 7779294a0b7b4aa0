import type { BalanceRow, Bill } from '@hostel/contract/bills';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billStatements, closedMonths, type KeptRow } from '../../db/schema/bills.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Closed months (decision 112): their bills are the statements kept when they closed, never
 * recomputed; the first open month carries what changed since as one adjustment line.
 */

/** The last month closed (closing goes oldest first, so every month up to it is closed), or null. */
export async function lastClosedMonth(db: Db): Promise<string | null> {
  const [row] = await db.select({ month: max(closedMonths.month) }).from(closedMonths);
  return row?.month ?? null;
}

/** The kept rows of a closed month by student (one student's when `userId` is given). */
export async function keptRows(db: Db, month: string, userId?: string): Promise<Map<string, KeptRow>> {
  const rows = await db
    .select({ userId: billStatements.userId, row: billStatements.row })
    .from(billStatements)
    .where(
      userId
        ? and(eq(billStatements.month, month), eq(billStatements.userId, userId))
        : eq(billStatements.month, month),
    );
  return new Map(rows.map((r) => [r.userId, r.row]));
}

/** A student's statement of a closed month; one who had no bill then has an empty one. */
export async function keptBill(db: Db, userId: string, month: string, rebateCapSlots: number): Promise<Bill> {
  const [kept] = await db
    .select({ bill: billStatements.bill })
    .from(billStatements)
    .where(and(eq(billStatements.month, month), eq(billStatements.userId, userId)));
  if (kept) return { ...kept.bill, closed: true };
  return {
    month,
    openingBalance: 0,
    lines: [],
    coveredMeals: 0,
    extraMeals: 0,
    rebateSlots: 0,
    rebateCapSlots,
    charges: 0,
    rebates: 0,
    payments: 0,
    due: 0,
    closed: true,
  };
}

/** A closed month's balances: the kept amounts, under each student's name as it is now. */
export async function keptBalances(db: Db, month: string): Promise<BalanceRow[]> {
  const rows = await db
    .select({
      userId: billStatements.userId,
      row: billStatements.row,
      name: users.name,
      email: users.email,
      room: users.room,
    })
    .from(billStatements)
    .leftJoin(users, eq(users.id, billStatements.userId))
    .where(eq(billStatements.month, month));
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name ?? '',
    email: r.email ?? '',
    formerStudent: r.name === null,
    room: r.room ?? null,
    ...r.row,
    guests: r.row.guests ?? 0,
    fines: r.row.fines ?? 0,
    adjustments: r.row.adjustments ?? 0,
    closed: true,
  }));
}

/**
 * The first open month's bill with its correction (decision 112): what the history now says was
 * owed at the month's start, less what the last closed month's statement kept, is one adjustment
 * line on the month's first day; the opening balance is the kept due, and the due is unchanged.
 */
export function withCorrection(bill: Bill, keptDue: number): Bill {
  const correction = bill.openingBalance - keptDue;
  if (correction === 0) return bill;
  const line = {
    date: `${bill.month}-01`,
    kind: 'adjustment' as const,
    slot: null,
    planName: null,
    paymentId: null,
    amount: correction,
  };
  return { ...bill, openingBalance: keptDue, lines: [line, ...bill.lines], charges: bill.charges + correction };
}
