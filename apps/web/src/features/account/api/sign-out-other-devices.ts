import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** `POST /api/auth/revoke-other-sessions`: every device but this one is signed out. */
export async function signOutOtherDevices(): Promise<void> {
  await apiRequest('/auth/revoke-other-sessions', { method: 'POST', body: {} });
}

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
