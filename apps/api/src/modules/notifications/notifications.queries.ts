import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mealLikes } from '../../db/schema/meal-likes.ts';
import { type NOTIFICATION_KINDS, notifications } from '../../db/schema/notifications.ts';

export const NOTIFICATIONS_CHANNEL = 'hm_notifications';

export interface NewNotification {
  userId: string;
  kind: (typeof NOTIFICATION_KINDS)[number];
  message: string;
  link?: string | null;
}

/** Stores notifications and wakes every server process holding a stream for those users (at commit). */
export async function notify(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(notifications).values(rows);
    for (const userId of new Set(rows.map((r) => r.userId))) {
      await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${userId})`);
    }
  });
}

/** Everyone who liked a meal (to tell them it is on the menu). */
export async function likersOf(db: Db, mealId: string): Promise<string[]> {
  const rows = await db.select({ userId: mealLikes.userId }).from(mealLikes).where(eq(mealLikes.mealId, mealId));
  return rows.map((r) => r.userId);
}

export async function listNotifications(db: Db, userId: string, limit = 20) {
  const own = eq(notifications.userId, userId);
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(own)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(own, isNull(notifications.readAt))),
  ]);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      message: r.message,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    unread: unread?.n ?? 0,
  };
}

/** Marks the caller's own notifications read: the given ones, or all. */
export async function markNotificationsRead(db: Db, userId: string, ids?: string[]): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
