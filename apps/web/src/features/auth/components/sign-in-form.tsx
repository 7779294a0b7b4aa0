import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSignIn } from '../api/sign-in.ts';

export const SIGN_IN_SUCCESS = 'Successfully signed in!';
export const SIGN_IN_FAILED = 'Failed to sign in. Please check your credentials.';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate(
      { email: String(form.get('email')).trim(), password: String(form.get('password')) },
      {
        onSuccess: () => {
          toast.success(SIGN_IN_SUCCESS);
          onSignedIn();
        },
        // Too many attempts says so (with when to retry); everything else is the spec's message.
        onError: (error) => toast.error(isApiError(error) && error.status === 429 ? error.message : SIGN_IN_FAILED),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
