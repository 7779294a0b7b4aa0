import { paths } from '../../../config/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const GOOGLE_FAILED_PARAM = 'google';

/**
 * Starts Google sign-in: the server answers the provider's address and we leave for it. The
 * provider comes back to /auth/callback (then `next`), or to /signin?google=failed.
 */
export async function startGoogleSignIn(next: string): Promise<void> {
  const { data } = await apiRequest<{ url: string }>('/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: `${paths.authCallback}?next=${encodeURIComponent(next)}`,
      errorCallbackURL: `/signin?${GOOGLE_FAILED_PARAM}=failed`,
    },
  });
  window.location.assign(data.url);
}
