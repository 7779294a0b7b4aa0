import { DISPLAY_NAME_MAX_LENGTH } from '@hostel/contract/account-constants';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.tsx';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, MAX_IMAGE_BYTES } from '../../../lib/upload-image.ts';
import { PhotoUploadError, useSignUp } from '../api/sign-up.ts';
import { passwordProblem } from '../password-problem.ts';

const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const signUp = useSignUp();

  /** Checked before anything is sent, so a bad photo never leaves a half-made account. */
  const photoProblem = (photo: File | null): string | null => {
    if (!photo || photo.size === 0) return t('problems.photoMissing');
    const problem = imageFileProblem(photo);
    if (problem === 'type') return t('problems.photoType');
    if (problem === 'size') return t('problems.photoSize', { mb: MAX_IMAGE_MB });
    return null;
  };
  const failed = (message: string) => toast.error(t('common:errors.withMessage', { message }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('photo') instanceof File ? (form.get('photo') as File) : null;
    const input = {
      name: String(form.get('name')).trim(),
      email: String(form.get('email')).trim(),
      password: String(form.get('password')),
      photo,
    };
    const problem =
      (input.name ? null : t('problems.name')) ?? photoProblem(photo) ?? passwordProblem(input.password, t);
    if (problem) {
      failed(problem);
      return;
    }
    signUp.mutate(input, {
      onSuccess: () => {
        toast.success(t('signUp.success'));
        onSignedUp();
      },
      onError: (error) => {
        // The account exists without its photo; the user is signed in, so carry on.
        if (error instanceof PhotoUploadError) {
          failed(t('problems.photoUpload'));
          onSignedUp();
          return;
        }
        // The server's own words (an address already in use, a common password).
        failed(error.message);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('signUp.title')}>
      <TextField
        label={t('fields.name')}
        name="name"
        autoComplete="name"
        required
        maxLength={DISPLAY_NAME_MAX_LENGTH}
      />
      <TextField
        // Unlike the other fields, a photo is often optional elsewhere: the label says it is not here.
        label={t('fields.photoRequired')}
        name="photo"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        required
        hint={
          <Trans
            t={t}
            i18nKey="signUp.photoHint"
            values={{ mb: MAX_IMAGE_MB }}
            components={{ format: <span translate="no" /> }}
          />
        }
      />
      <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" required />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={t('signUp.passwordHint')}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={signUp.isPending}>
        {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
