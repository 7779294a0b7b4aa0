import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** `DELETE /api/me/sessions/{id}`: signs that device out (this one too, when it is this one). */
export async function signOutDevice(id: string): Promise<void> {
  await apiRequest(`/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
