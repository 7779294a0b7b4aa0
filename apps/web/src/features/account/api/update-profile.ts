import type { UserRecord } from '@hostel/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/auth.ts';
import { type UploadProgress, uploadImage } from '../../../lib/upload-image.ts';

export interface UpdateProfileInput {
  email: string;
  displayName: string;
  /** A new photo; null keeps the current one. */
  photo: File | null;
}

/** The photo could not be uploaded, so nothing was saved. */
export class ProfilePhotoError extends Error {
  constructor(cause: unknown) {
    super('Photo upload failed.', { cause });
    this.name = 'ProfilePhotoError';
  }
}

/**
 * The spec's profile update: the new photo goes up first (`POST /api/uploads`), then the record is
 * saved with the name and, when there is one, the new photo's address (`POST /api/users`).
 */
export async function updateProfile(
  { email, displayName, photo }: UpdateProfileInput,
  progress: UploadProgress = {},
): Promise<UserRecord> {
  let photoURL: string | undefined;
  if (photo) {
    try {
      photoURL = await uploadImage(photo, progress);
    } catch (error) {
      throw new ProfilePhotoError(error);
    }
  }
  const { data } = await apiRequest<{ success: true; user: UserRecord }>('/users', {
    method: 'POST',
    body: { email, displayName, ...(photoURL ? { photoURL } : {}) },
  });
  return data.user;
}

export function useUpdateProfile(progress: UploadProgress = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(input, progress),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.record(user.email.toLowerCase()), user);
      // The navbar's avatar and every list showing the name read these.
      return queryClient.invalidateQueries({ queryKey: sessionKeys.session });
    },
  });
}
