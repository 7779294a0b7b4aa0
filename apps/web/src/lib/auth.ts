import type { UserRecord } from '@hostel/contract/users';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** The signed-in identity better-auth answers (`GET /api/auth/get-session`). */
export interface SessionIdentity {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: 'user' | 'admin';
  badge: string;
  /** False until the address's verification link is followed (Google accounts arrive verified). */
  emailVerified: boolean;
}

export const sessionKeys = {
  session: ['session'] as const,
  record: (email: string) => ['session', 'record', email] as const,
};

export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionIdentity | null> {
  const { data } = await apiRequest<{ user: SessionIdentity } | null>('/auth/get-session', { signal });
  return data?.user ?? null;
}

/**
 * After the session ended (sign-out, a deleted account): signed out first, on the live query, so every
 * screen watching the session updates at once; then everything that was this user's own (record,
 * likes, requests, dashboards, account) is forgotten. Clearing the whole cache instead would leave
 * mounted screens watching a removed query.
 */
export function forgetSignedInUser(queryClient: QueryClient) {
  queryClient.setQueryData(sessionKeys.session, null);
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionKeys.session[0] || query.queryKey.length > 1,
  });
}

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.session,
    queryFn: ({ signal }) => getSession({ signal }),
    staleTime: 5 * 60_000,
  });

/** The backend user record (`GET /api/user/{email}`, email lower-cased as the spec says). */
export async function getUserRecord(email: string, { signal }: { signal?: AbortSignal } = {}): Promise<UserRecord> {
  const { data } = await apiRequest<UserRecord>(`/user/${encodeURIComponent(email.toLowerCase())}`, { signal });
  return data;
}

export const getUserRecordQueryOptions = (email: string) =>
  queryOptions({
    queryKey: sessionKeys.record(email.toLowerCase()),
    queryFn: async ({ signal }) => {
      try {
        return await getUserRecord(email, { signal });
      } catch (error) {
        // A cancelled lookup (navigation, refetch) is no failure: let the query library handle it.
        if (signal.aborted) throw error;
        // The spec: a failed record lookup leaves the record null and is logged.
        console.error('Could not load the user record', error);
        return null;
      }
    },
    staleTime: 60_000,
  });

export interface Session {
  /** Signed-in identity, or null when signed out. */
  user: SessionIdentity | null;
  /** The backend record, or null (signed out, or its lookup failed). */
  userData: UserRecord | null;
  /** True until the first session answer (and the record, when signed in) has arrived. */
  loading: boolean;
}

/** The session of the spec's section 4: identity, backend record, loading. */
export function useSession(): Session {
  const session = useQuery(getSessionQueryOptions());
  const user = session.data ?? null;
  const record = useQuery({ ...getUserRecordQueryOptions(user?.email ?? ''), enabled: Boolean(user?.email) });
  return {
    user,
    userData: record.data ?? null,
    loading: session.isPending || (Boolean(user?.email) && record.isPending),
  };
}
