import { PAYMENT_METHODS, PAYMENT_PURPOSES } from '@hostel/contract/payments';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    // Migration 0032: how the money came (a card through the provider, or cash or mobile money an
    // admin recorded), the receipt or transaction reference an admin typed, and that admin.
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    reference: text('reference'),
    recordedBy: text('recorded_by'),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_purpose_valid', sql`${t.purpose} in ('plan', 'upgrade', 'bill')`),
    check('payments_refund_range', sql`${t.refundedAmount} between 0 and ${t.amount}`),
    check('payments_method_valid', sql`${t.method} in ('card', 'cash', 'bkash', 'nagad', 'rocket')`),
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
    // Migration 0032: why, and which admin gave it back (null for the provider's own events).
    reason: text('reason'),
    byUserId: text('by_user_id'),
  },
  (t) => [
    check('payment_refunds_kind_valid', sql`${t.kind} in ('refund', 'dispute', 'dispute-won')`),
    check('payment_refunds_amount_nonzero', sql`${t.amount} <> 0`),
    index('payment_refunds_payment_idx').on(t.paymentId, t.at),
  ],
);

export const CHARGE_KINDS = ['guest', 'fine', 'adjustment'] as const;

/**
 * A charge an admin puts on a student's bill (migration 0032): a guest brought to a slot (the
 * kitchen counts it by date, slot and dish), a fine, or an adjustment (negative: a credit).
 */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign keys, as payments: a deleted account's bills stay whole.
    userId: text('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: CHARGE_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    slot: text('slot', { enum: ['breakfast', 'lunch', 'dinner'] }),
    mealId: uuid('meal_id'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('charges_kind_valid', sql`${t.kind} in ('guest', 'fine', 'adjustment')`),
    check('charges_amount_sign', sql`${t.amount} <> 0 AND (${t.kind} = 'adjustment' OR ${t.amount} > 0)`),
    check('charges_guest_slot', sql`(${t.kind} = 'guest') = (${t.slot} IS NOT NULL)`),
    check('charges_slot_valid', sql`${t.slot} IS NULL OR ${t.slot} in ('breakfast', 'lunch', 'dinner')`),
    index('charges_user_date_idx').on(t.userId, t.date),
    index('charges_date_slot_idx').on(t.date, t.slot),
  ],
);
