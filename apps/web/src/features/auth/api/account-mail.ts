import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetSignedInUser } from '../../../lib/auth.ts';
import { refreshSession } from './refresh-session.ts';

/**
 * The calls that mail a link (address verification, password reset) and the reset itself. Each
 * mailing call may answer 429 TOO_MANY_EMAILS, which the API client words in the reader's language.
 */

/** `POST /api/auth/send-verification-email`: a new verification link to the signed-in user's address. */
export async function sendVerificationEmail(email: string): Promise<void> {
  await apiRequest('/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: paths.emailVerified },
  });
}

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });

/**
 * `POST /api/auth/request-password-reset`: the server answers the same whether or not the address has
 * an account, so the page can never tell either.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: paths.resetPassword },
  });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/**
 * `POST /api/auth/reset-password`: sets the new password, ends every session of the account and
 * signs this browser in; the session is read afresh (a previous user's cached data goes first).
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ token, newPassword }: ResetPasswordInput) => {
      await apiRequest('/auth/reset-password', { method: 'POST', body: { token, newPassword } });
      forgetSignedInUser(queryClient);
      await refreshSession(queryClient);
    },
  });
}
