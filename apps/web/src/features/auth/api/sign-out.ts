import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetSignedInUser } from '../../../lib/auth.ts';

/** `POST /api/auth/sign-out`: ends the session on the server. */
export async function signOut(): Promise<void> {
  await apiRequest('/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
