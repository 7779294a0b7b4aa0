import type { Badge, UserRole } from '@hostel/contract/users';

// The session types live apart from auth.ts and session-cache.ts because both need them: auth.ts
// reads sessions through the cache, and the cache stores what auth.ts resolves. Keeping them in
// either file made the two import each other (an import cycle that `npm run lint` refuses).

/** The signed-in user as the API sees it on a request. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: UserRole;
  badge: Badge;
  emailVerified: boolean;
}

/** A session's user, and the session's token (for a query that checks the session itself). */
export type CachedSession = SessionUser & { sessionToken: string };
