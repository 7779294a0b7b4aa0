import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { users } from './users.ts';

const PLAN_NAMES = ['Silver', 'Gold', 'Platinum'] as const;
const SLOTS = ['breakfast', 'lunch', 'dinner'] as const;

/**
 * The time a plan payment bought (migration 0017): a 30-day period, or the part of one an upgrade
 * raised to a higher plan. `paymentId` paid for the time, `upgradePaymentId` for the plan.
 */
export const planPeriods = pgTable(
  'plan_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key (migration 0022): a deleted account's periods stay, for its bills.
    userId: text('user_id').notNull(),
    planName: text('plan_name', { enum: PLAN_NAMES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    upgradePaymentId: uuid('upgrade_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    // Migration 0021: the end it was paid for, when a full refund or a dispute ended it early
    // (its rebates are void); a dispute the hostel wins puts it back.
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    // Migration 0032: the plan an upgrade raised it from, and the upgrade before that one: a
    // refunded upgrade puts both back.
    upgradedFrom: text('upgraded_from', { enum: PLAN_NAMES }),
    priorUpgradePaymentId: uuid('prior_upgrade_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plan_periods_plan_valid', sql`${t.planName} in ('Silver', 'Gold', 'Platinum')`),
    check('plan_periods_in_order', sql`${t.endsAt} >= ${t.startsAt}`),
    index('plan_periods_user_ends_idx').on(t.userId, t.endsAt),
    index('plan_periods_ends_idx').on(t.endsAt),
    index('plan_periods_starts_idx').on(t.startsAt),
    index('plan_periods_payment_idx').on(t.paymentId),
    index('plan_periods_upgrade_payment_idx').on(t.upgradePaymentId),
  ],
);

/** A Platinum buyer's room: an invitation, then a membership, until `endedAt`. */
export const roommates = pgTable(
  'roommates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign keys (migration 0026): a deletion ends the room instead (account-deletion.ts), so
    // the cover it shared stays on the room-mates' past bills.
    buyerId: text('buyer_id').notNull(),
    /** Who joined: null while an invitation waits (issue 25; it names an address, not an account). */
    memberId: text('member_id'),
    /** The address the buyer typed, lower-cased: the account proven to own it may answer. */
    invitedEmail: text('invited_email').notNull(),
    status: text('status', { enum: ['invited', 'accepted'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('roommates_status_valid', sql`${t.status} in ('invited', 'accepted')`),
    check('roommates_not_self', sql`${t.buyerId} <> ${t.memberId}`),
    check('roommates_member_when_accepted', sql`${t.status} = 'invited' OR ${t.memberId} IS NOT NULL`),
    index('roommates_member_idx').on(t.memberId),
  ],
);

/**
 * A student's own choice for a slot (a slot with no row is on when covered, off when not): its
 * last change. `price` is what the slot's menu cost when it was turned on: an extra meal is charged
 * that. `counted`: that change used one of Silver's monthly updates, which a Silver rebate needs.
 */
export const attendance = pgTable(
  'attendance',
  {
    // No foreign key (migration 0022): what a deleted account chose and was served stays, for its bills.
    userId: text('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot', { enum: SLOTS }).notNull(),
    on: boolean('on').notNull(),
    price: integer('price').notNull().default(0),
    counted: boolean('counted').notNull().default(false),
    /** The dish chosen among the slot's alternatives (migration 0028); null: the slot's first. */
    mealId: uuid('meal_id'),
    /** A leave turned the slot off (migration 0031): undoing the leave restores it. */
    onLeave: boolean('on_leave').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'attendance_pk', columns: [t.userId, t.date, t.slot] }),
    check('attendance_slot_valid', sql`${t.slot} in ('breakfast', 'lunch', 'dinner')`),
    check('attendance_price_valid', sql`${t.price} >= 0`),
    index('attendance_date_slot_idx').on(t.date, t.slot),
  ],
);

/**
 * The changes that used one of Silver's limited updates (`counted`; migration 0020 dropped the
 * others: the slot's own row keeps its last change), which the month's count reads.
 */
export const attendanceChanges = pgTable(
  'attendance_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot', { enum: SLOTS }).notNull(),
    on: boolean('on').notNull(),
    counted: boolean('counted').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attendance_changes_user_at_idx').on(t.userId, t.at)],
);
