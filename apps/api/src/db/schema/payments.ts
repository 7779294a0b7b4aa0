import { PAYMENT_PURPOSES } from '@hostel/contract/payments';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    // Migration 0017: a plan bought, an upgrade pro rata, or the bill paid.
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('plan'),
    // False when the plan changed while the student paid: the amount is credit on the bill instead.
    applied: boolean('applied').notNull().default(true),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_purpose_valid', sql`${t.purpose} in ('plan', 'upgrade', 'bill')`),
    check('payments_refund_range', sql`${t.refundedAmount} between 0 and ${t.amount}`),
    index('payments_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('payments_created_idx').on(t.createdAt),
  ],
);
