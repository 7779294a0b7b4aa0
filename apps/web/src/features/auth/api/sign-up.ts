import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { refreshSession } from './refresh-session.ts';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  photo: File | null;
}

export class PhotoUploadError extends Error {
  constructor() {
    super('Photo upload failed.');
    this.name = 'PhotoUploadError';
  }
}

/**
 * Creates the account (which signs it in), uploads the photo as that user, then saves the record
 * with name and photo (`POST /api/users`), as the spec's sign-up does. The photo goes up after the
 * account exists because uploads need a session. The server mails a verification link in the
 * language the form was read in; the link lands on /email-verified.
 */
export async function signUpWithEmail({ name, email, password, photo }: SignUpInput): Promise<void> {
  await apiRequest('/auth/sign-up/email', {
    method: 'POST',
    body: { name, email, password, language: currentLanguage(), callbackURL: paths.emailVerified },
  });
  let photoURL: string | null = null;
  if (photo) {
    try {
      photoURL = await uploadImage(photo);
    } catch {
      throw new PhotoUploadError();
    }
  }
  await apiRequest('/users', { method: 'POST', body: { email, displayName: name, photoURL } });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => signUpWithEmail(input),
    // The account exists even when the photo failed, so the session is read again either way.
    onSettled: () => refreshSession(queryClient),
  });
}
