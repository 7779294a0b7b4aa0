import { FRESH_SIGN_IN_SECONDS } from '@hostel/contract/account-constants';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CheckIcon, MailIcon } from '../../../components/ui/icons.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.tsx';
import { useChangeEmail } from '../api/change-email.ts';
import { useAccountStatus } from '../api/get-account-status.ts';
import { AccountStatusState } from './account-status-state.tsx';

/** The longest address the mail standards allow. */
const EMAIL_MAX_LENGTH = 254;

function VerifiedPill({ verified }: { verified: boolean }) {
  const { t } = useTranslation('account');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
        verified ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-amber-50 text-amber-900 ring-amber-300',
      )}
    >
      {verified ? <CheckIcon className="size-3.5" /> : null}
      {verified ? t('email.verified') : t('email.notVerified')}
    </span>
  );
}

export interface EmailSectionProps {
  /** Leaves for Google and comes back here signed in afresh (a Google-only account's confirmation). */
  onGoogleSignIn: () => Promise<void>;
}

/**
 * The address and whether it is verified, and a change of address: the link goes to the new address
 * and nothing changes until it is opened there. The change takes the current password; an account
 * without one needs a Google sign-in from the last minutes.
 */
export function EmailSection({ onGoogleSignIn }: EmailSectionProps) {
  const { t } = useTranslation(['account', 'common']);
  const status = useAccountStatus();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hasPassword = status.data?.hasPassword ?? false;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('newEmail') as HTMLInputElement;
    const passwordInput = form.elements.namedItem('password') as HTMLInputElement | null;
    const newEmail = input.value.trim();
    const problem = !newEmail
      ? t('email.problems.empty')
      : !input.validity.valid
        ? t('email.problems.invalid')
        : newEmail.toLowerCase() === status.data?.email.toLowerCase()
          ? t('email.problems.same')
          : null;
    if (problem) {
      toast.error(t('common:errors.withMessage', { message: problem }));
      input.focus();
      return;
    }
    if (passwordInput && !passwordInput.value) {
      toast.error(t('common:errors.withMessage', { message: t('email.problems.password') }));
      passwordInput.focus();
      return;
    }
    change.mutate(
      { newEmail, password: passwordInput ? passwordInput.value : null },
      {
        onSuccess: () => {
          toast.success(t('email.sent'));
          setSentTo(newEmail);
          form.reset();
        },
        onError: (error) => {
          console.error('Email change failed', error);
          toast.error(t('common:errors.withMessage', { message: error.message }));
        },
      },
    );
  };

  return (
    <SectionCard id="email-settings" title={t('email.title')} description={t('email.description')}>
      {status.data ? (
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-stone-800">{t('email.current')}</p>
            <p className="flex flex-wrap items-center gap-2">
              <MailIcon className="size-4 shrink-0 text-stone-500" />
              <span translate="no" className="font-medium break-all text-stone-900">
                {status.data.email}
              </span>
              <VerifiedPill verified={status.data.emailVerified} />
            </p>
            {status.data.emailVerified ? null : <p className="text-sm text-stone-600">{t('email.verifyHint')}</p>}
          </div>
          <form onSubmit={onSubmit} className="flex max-w-xl flex-col gap-3" noValidate>
            <TextField
              label={t('email.newLabel')}
              name="newEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              maxLength={EMAIL_MAX_LENGTH}
              required
              hint={t('email.newHint')}
            />
            {hasPassword ? (
              <TextField
                label={t('email.passwordLabel')}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                hint={t('email.passwordHint')}
              />
            ) : (
              <div className="flex flex-col items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
                <p>{t('email.googleNote', { minutes: FRESH_SIGN_IN_SECONDS / 60 })}</p>
                <Button variant="outline" size="sm" onClick={() => void onGoogleSignIn()}>
                  {t('email.googleSignIn')}
                </Button>
              </div>
            )}
            <div>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? <Spinner className="size-4" /> : null}
                {change.isPending ? t('email.sending') : t('email.submit')}
              </Button>
            </div>
          </form>
          {sentTo ? (
            <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <Trans
                t={t}
                i18nKey="email.sentTo"
                values={{ email: sentTo }}
                components={{ email: <strong translate="no" className="break-all" /> }}
              />
            </p>
          ) : null}
        </div>
      ) : (
        <AccountStatusState failed={status.isError} onRetry={() => void status.refetch()} />
      )}
    </SectionCard>
  );
}
