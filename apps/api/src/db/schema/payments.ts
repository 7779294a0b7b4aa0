import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const PAYMENT_STATUSES = ['succeeded', 'failed', 'pending'] as const;

/** A plan payment. Amount in the smallest currency unit (poisha), as the spec sends it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the payer deleted their account: the payment stays in the hostel's accounts, anonymous.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    planName: text('plan_name').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('bdt'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    provider: text('provider').notNull(),
    // The provider's PaymentIntent id: recording the same intent twice is impossible.
    transactionId: text('transaction_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    index('payments_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
