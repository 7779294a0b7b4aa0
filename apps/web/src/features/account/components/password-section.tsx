import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useAccountStatus } from '../api/get-account-status.ts';
import { AccountStatusState } from './account-status-state.tsx';

export interface PasswordSectionProps {
  /** The sign-up password rule's complaint in the reader's language, or null for a good password. */
  passwordProblem: (password: string) => string | null;
  /** The rule in words, under the new password. */
  passwordHint: string;
}

/**
 * A change of password: the current one first, then the new one twice. Every other device is signed
 * out. An account that only signs in with Google has no password to change.
 */
export function PasswordSection({ passwordProblem, passwordHint }: PasswordSectionProps) {
  const { t } = useTranslation(['account', 'common']);
  const status = useAccountStatus();
  const change = useChangePassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const currentPassword = field('currentPassword').value;
    const newPassword = field('newPassword').value;
    const confirmPassword = field('confirmPassword').value;
    const [problem, culprit] = !currentPassword
      ? [t('password.problems.current'), 'currentPassword']
      : passwordProblem(newPassword) !== null
        ? [passwordProblem(newPassword), 'newPassword']
        : newPassword === currentPassword
          ? [t('password.problems.same'), 'newPassword']
          : newPassword !== confirmPassword
            ? [t('password.problems.mismatch'), 'confirmPassword']
            : [null, null];
    if (problem && culprit) {
      toast.error(t('common:errors.withMessage', { message: problem }));
      field(culprit).focus();
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t('password.changed'));
          form.reset();
        },
        onError: (error) => {
          console.error('Password change failed', error);
          toast.error(t('common:errors.withMessage', { message: error.message }));
          field('currentPassword').focus();
        },
      },
    );
  };

  let body: ReactNode;
  if (!status.data) {
    body = <AccountStatusState failed={status.isError} onRetry={() => void status.refetch()} />;
  } else if (!status.data.hasPassword) {
    body = <p className="max-w-xl text-stone-700">{t('password.googleOnly')}</p>;
  } else {
    body = (
      <form onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4" noValidate>
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={status.data.email} readOnly hidden />
        <TextField
          label={t('password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          label={t('password.new')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={passwordHint}
        />
        <TextField
          label={t('password.confirm')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <Spinner className="size-4" /> : null}
            {change.isPending ? t('password.saving') : t('password.submit')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <SectionCard id="password-settings" title={t('password.title')} description={t('password.description')}>
      {body}
    </SectionCard>
  );
}
