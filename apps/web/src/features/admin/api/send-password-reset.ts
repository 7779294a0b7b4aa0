import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /api/users/{id}/password-reset`: mails that user a link to choose a new password (in their
 * own language). Mail limits apply (429 TOO_MANY_EMAILS). Nothing on the user changes until they use it.
 */
export async function sendPasswordReset(id: string): Promise<void> {
  await apiRequest(`/users/${encodeURIComponent(id)}/password-reset`, { method: 'POST', body: {} });
}

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });
