import { PAYMENT_PURPOSES } from '@hostel/contract/payments';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const PAYMENT_STATUSES = ['succeeded', 'failed', 'pending'] as const;

/** A plan payment. Amount in the smallest currency unit (poisha), as the spec sends it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key (migration 0022): a deleted account's payments keep its id, which then names no
    // one, so its bills stay whole in the hostel's accounts. Null for a payment that came after.
    userId: text('user_id'),
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
    // Given back so far, refunds and an open or lost dispute (payment_refunds has each event).
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // Migration 0021: the part of refundedAmount an open (or lost) dispute holds; a won one gives it back.
    disputedAmount: integer('disputed_amount').notNull().default(0),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_purpose_valid', sql`${t.purpose} in ('plan', 'upgrade', 'bill')`),
    check('payments_refund_range', sql`${t.refundedAmount} between 0 and ${t.amount}`),
    check('payments_dispute_range', sql`${t.disputedAmount} between 0 and ${t.refundedAmount}`),
    index('payments_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('payments_created_idx').on(t.createdAt),
  ],
);

export const REFUND_KINDS = ['refund', 'dispute', 'dispute-won'] as const;

/**
 * Every time money of a payment went back or came back (migration 0021), so each lands on the bill
 * of its own month and no month moves: a refund or a dispute (positive, given back), a dispute the
 * hostel won (negative, its amount back). `voidsRebates`: it ended the periods the payment paid
 * for (the whole given back, or a dispute), whose rebates are then void.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind', { enum: REFUND_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    voidsRebates: boolean('voids_rebates').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_refunds_kind_valid', sql`${t.kind} in ('refund', 'dispute', 'dispute-won')`),
    check('payment_refunds_amount_nonzero', sql`${t.amount} <> 0`),
    index('payment_refunds_payment_idx').on(t.paymentId, t.at),
  ],
);
