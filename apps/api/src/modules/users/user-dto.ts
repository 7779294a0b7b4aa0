import type { UserRecord } from '@hostel/contract/users';
import type { UserRow } from './users.queries.ts';

/** The spec's user record: displayName and photoURL (also image). */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    _id: row.id,
    email: row.email,
    displayName: row.name,
    photoURL: row.image,
    image: row.image,
    role: row.role,
    badge: row.badge,
    subscription: row.subscription,
    mealsAdded: row.mealsAdded,
    createdAt: row.createdAt.toISOString(),
  };
}
