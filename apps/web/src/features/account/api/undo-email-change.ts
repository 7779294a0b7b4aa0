import type { UndoEmailChangeResult } from '@hostel/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetSignedInUser } from '../../../lib/auth.ts';

/**
 * `POST /api/account/undo-email-change`: puts the account's old address back, ends every session
 * (this browser's too, so its cached user goes) and answers a reset token for choosing a password.
 * A dead link answers 400.
 */
export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const { data } = await apiRequest<UndoEmailChangeResult>('/account/undo-email-change', {
        method: 'POST',
        body: { token },
      });
      forgetSignedInUser(queryClient);
      return data.resetToken;
    },
  });
}
