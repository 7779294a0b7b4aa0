import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ChangeEmailInput {
  newEmail: string;
  /** The current password; null for an account without one (a fresh Google sign-in stands for it). */
  password: string | null;
}

/**
 * `POST /api/auth/change-email`: mails a confirmation link to the new address. Nothing changes until
 * that link is opened, so the account and its status stay as they are here.
 */
export async function changeEmail({ newEmail, password }: ChangeEmailInput): Promise<void> {
  await apiRequest('/auth/change-email', {
    method: 'POST',
    body: { newEmail, ...(password === null ? {} : { password }), callbackURL: paths.emailVerified },
  });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
