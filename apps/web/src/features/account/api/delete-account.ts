import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/delete-user`: with the password for an account that has one; without, the server
 * wants a Google sign-in from the last few minutes (FRESH_SIGN_IN_REQUIRED). The last admin cannot go
 * (LAST_ADMIN). The session cookie is cleared with the account.
 */
export async function deleteAccount(password: string | null): Promise<void> {
  await apiRequest('/auth/delete-user', { method: 'POST', body: password === null ? {} : { password } });
}
