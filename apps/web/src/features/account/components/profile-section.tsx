import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ImageFileField } from '../../../components/ui/image-file-field.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSession } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.tsx';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, MAX_IMAGE_BYTES } from '../../../lib/upload-image.ts';
import { ProfilePhotoError, useUpdateProfile } from '../api/update-profile.ts';

const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);
/** The contract's `DISPLAY_NAME_MAX_LENGTH` (its module imports zod, so it is not bundled for one number). */
const NAME_MAX_LENGTH = 80;

/** Name and photo: the spec's "profile update". A new photo is optional; without one the current stays. */
export function ProfileSection() {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const { user, userData } = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateProfile({ onProgress: (fraction) => setProgress(fraction * 100) });

  if (!user) return null;
  const name = userData?.displayName || user.name;
  const photo = userData?.photoURL ?? user.image;
  const failed = (message: string) => toast.error(t('common:errors.withMessage', { message }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const displayName = String(data.get('name') ?? '').trim();
    const file = data.get('photo');
    const newPhoto = file instanceof File && file.size > 0 ? file : null;
    const photoProblem = newPhoto ? imageFileProblem(newPhoto) : null;
    const problem = !displayName
      ? t('auth:problems.name')
      : photoProblem === 'type'
        ? t('auth:problems.photoType')
        : photoProblem === 'size'
          ? t('auth:problems.photoSize', { mb: MAX_IMAGE_MB })
          : null;
    if (problem) {
      failed(problem);
      form.querySelector<HTMLInputElement>(displayName ? 'input[name="photo"]' : 'input[name="name"]')?.focus();
      return;
    }
    update.mutate(
      { email: user.email, displayName, photo: newPhoto },
      {
        onSuccess: () => {
          toast.success(t('profile.saved'));
          // The new photo is the current one now: the chooser starts empty again.
          form.reset();
        },
        onError: (error) => {
          console.error('Profile update failed', error);
          failed(error instanceof ProfilePhotoError ? t('auth:problems.photoUpload') : error.message);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <SectionCard id="profile-settings" title={t('profile.title')} description={t('profile.description')}>
      {/* Keyed by the saved values, so the fields show them again once saved (a reset reads the defaults). */}
      <form key={`${name}|${photo ?? ''}`} onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4" noValidate>
        <TextField
          label={t('profile.name')}
          name="name"
          autoComplete="name"
          defaultValue={name}
          required
          maxLength={NAME_MAX_LENGTH}
        />
        <ImageFileField
          label={t('profile.photo')}
          name="photo"
          accept={ACCEPTED_IMAGE_TYPES}
          currentUrl={photo}
          hint={
            <Trans
              t={t}
              i18nKey="profile.photoHint"
              values={{ mb: MAX_IMAGE_MB }}
              components={{ format: <span translate="no" /> }}
            />
          }
        />
        {progress !== null ? (
          <ProgressBar label={t('profile.uploading')} value={progress} className="max-w-sm" />
        ) : null}
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner className="size-4" /> : null}
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
