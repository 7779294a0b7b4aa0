import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSignIn } from '../api/sign-in.ts';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();

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
      <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" required />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
