import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/auth.ts';

/** `POST /api/auth/sign-out`: ends the session on the server. */
export async function signOut(): Promise<void> {
  await apiRequest('/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Signed out first, on the live query, so every screen watching the session updates at once;
      // then forget everything that was this user's own (record, likes, requests, dashboards).
      // (Clearing the whole cache instead would leave mounted screens watching a removed query.)
      queryClient.setQueryData(sessionKeys.session, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionKeys.session[0] || query.queryKey.length > 1,
      });
    },
  });
}
