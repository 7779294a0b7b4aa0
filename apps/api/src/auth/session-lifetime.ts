import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/auth.ts';

interface SessionBeingRefreshed {
  context?: { session?: { session?: { createdAt?: Date | string } } | null };
}

/**
 * An absolute session lifetime on top of better-auth's sliding expiry, which it does not have: a
 * session never lives past `maxAgeSeconds` after its sign-in. better-auth only moves `expiresAt`
 * forward when it refreshes the session it has just looked up (get-session puts it in the
 * endpoint's context), so that refresh is capped. Every reader (better-auth, the session cache, the
 * like function) already refuses a session past `expires_at`, so none of them needs to know.
 */
export function sessionLifetimeHooks(maxAgeSeconds: number) {
  return {
    update: {
      before: async (data: { expiresAt?: Date } & Record<string, unknown>, ctx: SessionBeingRefreshed | null) => {
        if (!data.expiresAt) return;
        const createdAt = ctx?.context?.session?.session?.createdAt;
        // A refresh of a session we cannot date is not allowed to extend it.
        if (!createdAt) return false;
        const end = new Date(new Date(createdAt).getTime() + maxAgeSeconds * 1000);
        return { data: { ...data, expiresAt: data.expiresAt < end ? data.expiresAt : end } };
      },
    },
  };
}

/**
 * At start: sessions that slid past the lifetime before it existed (or before it was shortened)
 * end at created_at + lifetime, as if they had been capped all along.
 */
export async function capSessionLifetimes(db: Db, maxAgeSeconds: number): Promise<void> {
  const end = sql`${sessions.createdAt} + make_interval(secs => ${maxAgeSeconds})`;
  await db.update(sessions).set({ expiresAt: end }).where(sql`${sessions.expiresAt} > ${end}`);
}
