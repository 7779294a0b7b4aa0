import type { BalanceRow, Bill } from '@hostel/contract/bills';
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The months an admin closed (migration 0030, decision 112): oldest first, once, never reopened. */
export const closedMonths = pgTable('closed_months', {
  month: text('month').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  closedBy: text('closed_by'),
});

/** What a closed month's bill of one student was when it closed: kept, never recomputed. */
export type KeptRow = Pick<
  BalanceRow,
  'plan' | 'roommateOf' | 'openingBalance' | 'charges' | 'rebates' | 'payments' | 'due'
> &
  // Issue 26 (decision 116): of the charges, guest meals, fines and adjustments; absent in rows kept before.
  Partial<Pick<BalanceRow, 'guests' | 'fines' | 'adjustments'>>;

/** A student's kept statement of a closed month (no foreign key to users: bills outlive accounts). */
export const billStatements = pgTable(
  'bill_statements',
  {
    month: text('month')
      .notNull()
      .references(() => closedMonths.month),
    userId: text('user_id').notNull(),
    bill: jsonb('bill').$type<Bill>().notNull(),
    row: jsonb('row').$type<KeptRow>().notNull(),
  },
  (t) => [primaryKey({ name: 'bill_statements_pk', columns: [t.month, t.userId] })],
);
