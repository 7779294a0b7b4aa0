import { ACCOUNT_LANGUAGES } from '@hostel/contract/account';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const USER_ROLES = ['user', 'admin'] as const;
export const BADGES = ['bronze', 'silver', 'gold', 'platinum'] as const;

/**
 * Accounts. Column set is the one better-auth expects (id, name, email, emailVerified, image,
 * createdAt, updatedAt) plus our own role, badge and subscription, so the auth library and our
 * queries share one table.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    badge: text('badge', { enum: BADGES }).notNull().default('bronze'),
    subscription: text('subscription'),
    // The language of the account's mails (migration 0015).
    language: text('language', { enum: ACCOUNT_LANGUAGES }).notNull().default('en'),
    // Renewed whenever the account's security changes; every mailed link carries it (migration 0024,
    // auth/security-stamp.ts). Never sent to a client.
    // The student's room number, set by an admin (migration 0027); shown on Balances.
    room: text('room'),
    securityStamp: text('security_stamp').notNull().default(sql`gen_random_uuid()::text`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_valid', sql`${t.role} in ('user', 'admin')`),
    check('users_language_valid', sql`${t.language} in ('en', 'bn')`),
    check('users_room_length', sql`${t.room} is null or char_length(${t.room}) between 1 and 20`),
    check('users_badge_valid', sql`${t.badge} in ('bronze', 'silver', 'gold', 'platinum')`),
    // Admin "Manage Users" searches by any part of the email, case-insensitively.
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_created_at_idx').on(t.createdAt, t.id),
    // "Does an account show this photo?" (unused uploads are removed); hash: a URL may outgrow a btree entry.
    index('users_image_idx').using('hash', t.image),
  ],
);
