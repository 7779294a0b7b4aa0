import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthFrame } from '../../components/layout/auth-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { MailIcon } from '../../components/ui/icons.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { useRequestPasswordReset } from '../../features/auth/api/account-mail.ts';
import type { ForgotPasswordState } from '../../features/auth/components/sign-in-form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';

/**
 * Asks for a password reset link. The answer reads the same whether or not the address has an
 * account (the server's does too), so the page never tells who has one.
 */
export function ForgotPasswordRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const initialEmail = (useLocation().state as ForgotPasswordState | null)?.email ?? '';
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  // The form (and its focused button) is gone: focus the answer, so keyboard and screen reader
  // users land on it rather than on the page's start.
  useEffect(() => {
    if (sentTo) answerRef.current?.focus();
  }, [sentTo]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email')).trim();
    request.mutate(email, {
      onSuccess: () => {
        toast.success(t('forgot.sent'), { id: 'password-reset-mail' });
        setSentTo(email);
      },
      // TOO_MANY_EMAILS arrives worded in the reader's language (api-client.ts).
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : t('common:errors.generic'), { id: 'password-reset-mail' }),
    });
  };

  return (
    <AuthFrame title={t('forgot.title')}>
      {sentTo ? (
        <>
          <div
            ref={answerRef}
            tabIndex={-1}
            role="status"
            className="flex flex-col items-center gap-2 rounded-2xl bg-amber-50 px-4 py-5 text-amber-950 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
          >
            <MailIcon className="size-7 text-orange-700" />
            <p className="font-semibold">{t('forgot.sent')}</p>
            <p className="text-sm">
              <Trans
                t={t}
                i18nKey="forgot.sentDetail"
                values={{ email: sentTo }}
                components={{ email: <strong translate="no" className="[overflow-wrap:anywhere]" /> }}
              />
            </p>
          </div>
          <Button variant="ghost" size="sm" className="mt-4" onClick={() => setSentTo(null)}>
            {t('forgot.again')}
          </Button>
        </>
      ) : (
        <>
          <p className="mb-5 text-sm">{t('forgot.intro')}</p>
          <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('forgot.title')}>
            <TextField
              label={t('fields.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={initialEmail}
            />
            <Button type="submit" size="lg" className="mt-2 w-full" disabled={request.isPending}>
              {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link to={paths.signIn} className="font-semibold text-orange-700 underline-offset-2 hover:underline">
          {t('forgot.backToSignIn')}
        </Link>
      </p>
    </AuthFrame>
  );
}
