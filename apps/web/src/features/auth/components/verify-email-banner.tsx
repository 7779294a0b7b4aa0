import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSendVerificationEmail } from '../api/account-mail.ts';

/**
 * A "Resend" for the verification link of the signed-in user's address; the toast says how it went.
 * Shared by the banner and the /email-verified page.
 */
export function ResendVerificationButton({ email, className }: { email: string; className?: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const send = useSendVerificationEmail();
  const onClick = () =>
    send.mutate(email, {
      onSuccess: () => toast.success(t('verify.sent'), { id: 'verification-mail' }),
      // TOO_MANY_EMAILS arrives worded in the reader's language (api-client.ts).
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : t('common:errors.generic'), { id: 'verification-mail' }),
    });
  return (
    <Button variant="outline" size="sm" className={className} onClick={onClick} disabled={send.isPending}>
      {send.isPending ? t('verify.resending') : t('verify.resend')}
    </Button>
  );
}

/**
 * Under the navbar on every page while the signed-in user's address is unverified. A polite status
 * region: screen readers hear it once, and the button is the next stop after the navbar.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm sm:px-6 lg:px-8">
        <p className="flex min-w-0 items-start gap-2 text-left">
          <MailIcon className="mt-0.5 size-4 shrink-0 text-orange-700" />
          <span className="min-w-0">
            <Trans
              t={t}
              i18nKey="verify.banner"
              values={{ email }}
              components={{ email: <strong translate="no" className="font-semibold break-all" /> }}
            />
          </span>
        </p>
        <ResendVerificationButton email={email} className="h-8" />
      </div>
    </div>
  );
}
