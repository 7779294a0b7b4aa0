import { ACCOUNT_ERROR_CODES, ACCOUNT_ERRORS } from '@hostel/contract/account';
import type { UserRole } from '@hostel/contract/users';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { refusedWhenPhotoGone } from '../uploads/stored-photo-claim.ts';

export type UserRow = typeof users.$inferSelect & { mealsAdded: number };

// Qualified by hand: inside a one-table select Drizzle prints columns unqualified.
const mealsAdded = sql<number>`(select count(*)::int from meals m where m.added_by = "users"."id")`;

export async function getUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users, mealsAdded })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row ? { ...row.user, mealsAdded: row.mealsAdded } : undefined;
}

export async function getUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select({ user: users, mealsAdded }).from(users).where(eq(users.id, id)).limit(1);
  return row ? { ...row.user, mealsAdded: row.mealsAdded } : undefined;
}

/** Updates the caller's own profile fields; role and badge are never touched here. */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  changes: { name?: string | undefined; image?: string | null | undefined },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .catch(refusedWhenPhotoGone);
}

export interface UserPage {
  items: UserRow[];
  total: number;
}

/** Newest accounts first, optionally only those whose email contains `emailPart`. */
export async function listUsers(
  db: Db,
  params: { limit: number; offset: number; emailPart?: string | undefined },
): Promise<UserPage> {
  const where = params.emailPart ? sql`lower(${users.email}) like ${containsPattern(params.emailPart)}` : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ user: users, mealsAdded })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map((r) => ({ ...r.user, mealsAdded: r.mealsAdded })), total: totalRow?.total ?? 0 };
}

/**
 * Sets a user's role. An admin cannot demote themself, and the last admin can never be demoted:
 * the admins are locked first, so two admins demoting each other at once cannot leave none.
 */
export async function setUserRole(
  db: Db,
  actorId: string,
  targetId: string,
  role: UserRole,
): Promise<UserRow & { changed: boolean }> {
  if (actorId === targetId && role !== 'admin') {
    throw new HttpError(400, 'You cannot remove your own admin role.');
  }
  const changed = await db.transaction(async (tx) => {
    // In id order, as account deletion locks them (account-deletion.ts): no deadlock between the two.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.id)
      .for('update');
    const [target] = await tx
      .select({ id: users.id, role: users.role, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, targetId));
    if (!target) throw new HttpError(404, 'User not found');
    // An admin's address must be proven: password resets and notices for the hostel go there.
    if (role === 'admin' && target.role !== 'admin' && !target.emailVerified) {
      throw new HttpError(403, ACCOUNT_ERRORS.emailNotVerified, ACCOUNT_ERROR_CODES.emailNotVerified);
    }
    if (role === 'user' && target.role === 'admin' && admins.filter((a) => a.id !== targetId).length === 0) {
      throw new HttpError(409, 'The last admin cannot be demoted.');
    }
    const updated = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(and(eq(users.id, targetId), ne(users.role, role)))
      .returning({ id: users.id });
    return updated.length > 0;
  });
  const [row] = await db.select({ user: users, mealsAdded }).from(users).where(eq(users.id, targetId));
  if (!row) throw new HttpError(404, 'User not found');
  return { ...row.user, mealsAdded: row.mealsAdded, changed };
}

/** Sets (or with null clears) a student's room number; undefined when there is no such account. */
export async function setUserRoom(
  db: Db,
  userId: string,
  room: string | null,
): Promise<{ id: string; room: string | null } | undefined> {
  const [row] = await db
    .update(users)
    .set({ room, updatedAt: now() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, room: users.room });
  return row;
}
