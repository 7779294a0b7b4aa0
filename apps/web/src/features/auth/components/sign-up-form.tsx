import { PASSWORD_HINT, passwordProblem } from '@hostel/contract/password-rule';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.tsx';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../lib/upload-image.ts';
import { PhotoUploadError, useSignUp } from '../api/sign-up.ts';

export const SIGN_UP_SUCCESS = 'User created successfully and saved to DB';

/** Checked before anything is sent, so a bad photo never leaves a half-made account. */
function photoProblem(photo: File | null): string | null {
  if (!photo || photo.size === 0) return 'Please choose a profile photo.';
  if (!ACCEPTED_IMAGE_TYPES.split(',').includes(photo.type))
    return 'The photo must be a JPEG, PNG, WebP or AVIF image.';
  if (photo.size > MAX_IMAGE_BYTES) return 'The photo must be at most 5 MB.';
  return null;
}

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const signUp = useSignUp();

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
      (input.name ? null : 'Please enter your name.') ?? photoProblem(photo) ?? passwordProblem(input.password);
    if (problem) {
      toast.error(`Error: ${problem}`);
      return;
    }
    signUp.mutate(input, {
      onSuccess: () => {
        toast.success(SIGN_UP_SUCCESS);
        onSignedUp();
      },
      onError: (error) => {
        toast.error(`Error: ${error.message}`);
        // The account exists without its photo; the user is signed in, so carry on.
        if (error instanceof PhotoUploadError) onSignedUp();
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign up">
      <TextField label="Name" name="name" autoComplete="name" required maxLength={80} />
      <TextField
        label="Photo"
        name="photo"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        required
        hint="JPEG, PNG, WebP or AVIF, up to 5 MB."
      />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={`Password: ${PASSWORD_HINT}.`}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating your account…' : 'Sign up'}
      </Button>
    </form>
  );
}
