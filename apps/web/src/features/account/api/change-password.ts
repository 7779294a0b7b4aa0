import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * `POST /api/auth/change-password`: needs the current password (INVALID_PASSWORD otherwise) and signs
 * every other device out, so someone who knew the old password is locked out at once.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: true } });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
