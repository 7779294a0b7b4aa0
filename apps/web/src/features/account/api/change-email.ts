import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/change-email`: mails a confirmation link to the new address. Nothing changes until
 * that link is opened, so the account and its status stay as they are here.
 */
export async function changeEmail(newEmail: string): Promise<void> {
  await apiRequest('/auth/change-email', { method: 'POST', body: { newEmail, callbackURL: paths.emailVerified } });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
