import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSignIn } from '../api/sign-in.ts';

/** What the sign-in form hands the forgot-password page. */
export interface ForgotPasswordState {
  email?: string;
}

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  // Carried to the forgot-password page, so the address need not be typed twice.
  const [email, setEmail] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate(
      { email: String(form.get('email')).trim(), password: String(form.get('password')) },
      {
        onSuccess: () => {
          toast.success(t('signIn.success'));
          onSignedIn();
        },
        // Too many attempts says so (with when to retry); everything else is the spec's message.
        onError: (error) => toast.error(isApiError(error) && error.status === 429 ? error.message : t('signIn.failed')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('signIn.title')}>
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Link
        to={paths.forgotPassword}
        state={{ email: email.trim() } satisfies ForgotPasswordState}
        className="-mt-2 self-end rounded text-sm font-semibold text-orange-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
      >
        {t('forgot.link')}
      </Link>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
