import { DISPLAY_NAME_MAX_LENGTH } from '@hostel/contract/account-constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/layout/auth-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { useCreateAdmin, useSetupStatus } from '../../features/auth/api/first-run-setup.ts';
import { LinkOutcomePage } from '../../features/auth/components/link-outcome.tsx';
import { NewPasswordFields, readNewPassword } from '../../features/auth/components/new-password-fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';

/**
 * The first run's page (decision 102): the link the server logs while no admin can sign in lands
 * here with `?token=`. It creates the hostel's admin, after which the link is dead and the page says
 * so (as it does for a link used before, or a visit without a token).
 */
export function SetupRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useSetupStatus();
  const create = useCreateAdmin();
  const [outcome, setOutcome] = useState<'created' | 'used' | null>(null);

  if (outcome === 'created') {
    return (
      <LinkOutcomePage
        title={t('setup.createdTitle')}
        ok
        message={t('setup.created')}
        next={paths.signIn}
        nextLabel={t('setup.signIn')}
      />
    );
  }
  if (outcome === 'used' || status.data?.open === false || (!token && status.isSuccess)) {
    return (
      <LinkOutcomePage
        title={t('setup.usedTitle')}
        ok={false}
        message={token ? t('setup.used') : t('setup.noToken')}
        next={paths.signIn}
        nextLabel={t('setup.signIn')}
      />
    );
  }

  const failed = (message: string) => toast.error(t('common:errors.withMessage', { message }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name')).trim();
    const email = String(form.get('email')).trim();
    const newPassword = readNewPassword(form, 'password', t);
    const password = newPassword.password;
    const problem = (name ? null : t('problems.name')) ?? newPassword.problem;
    if (problem) {
      failed(problem);
      return;
    }
    create.mutate(
      { token, name, email, password },
      {
        onSuccess: () => setOutcome('created'),
        onError: (error) => {
          if (isApiError(error) && error.status === 410) {
            setOutcome('used');
            return;
          }
          failed(isApiError(error) && error.status === 403 ? t('setup.invalid') : error.message);
        },
      },
    );
  };

  return (
    <AuthFrame title={t('setup.title')}>
      <p className="mb-5 text-sm">{t('setup.intro')}</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('setup.title')}>
        <TextField
          label={t('fields.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={DISPLAY_NAME_MAX_LENGTH}
        />
        <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" required />
        <NewPasswordFields name="password" label={t('fields.password')} confirmLabel={t('setup.confirmPassword')} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={create.isPending}>
          {create.isPending ? t('setup.submitting') : t('setup.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}
