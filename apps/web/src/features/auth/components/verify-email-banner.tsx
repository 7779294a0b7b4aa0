import { Trans, useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSendVerificationEmail } from '../api/account-mail.ts';

/**
 * A "Resend" for the verification link of the signed-in user's address; the toast says how it went.
 * Shared by the banner and the /email-verified page.
 */
export function ResendVerificationButton({
  email,
  variant = 'outline',
  size = 'sm',
  className,
}: { email: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
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
    <Button variant={variant} size={size} className={className} onClick={onClick} disabled={send.isPending}>
      {send.isPending ? t('verify.resending') : t('verify.resend')}
    </Button>
  );
}

/**
 * On every page while the signed-in user's address is unverified, fixed to the bottom of the window:
 * it is known only after the page's first paint, and under the navbar its arrival pushed the page
 * down (Lighthouse's layout shift 0.086 on a meal's page; decision 96). In the document it still
 * comes right after the navbar: a polite status region that screen readers hear once, and its button
 * is the next stop after the navbar's. With `room`, the space it takes at the end of the page (an
 * inert, invisible copy), so it never covers the footer's last line.
 */
export function VerifyEmailBanner({ email, room = false }: { email: string; room?: boolean }) {
  if (room) {
    return (
      <div inert aria-hidden="true" className="invisible border-t border-transparent pb-[env(safe-area-inset-bottom)]">
        <BannerRow email={email} />
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="verify-email-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300 bg-amber-50 pb-[env(safe-area-inset-bottom)] text-amber-950 shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
    >
      <BannerRow email={email} />
    </div>
  );
}

function BannerRow({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    // One row at every width: on a phone the text wraps beside the button rather than above it.
    <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 py-2 text-sm sm:gap-4 sm:px-6 lg:px-8">
      <p className="flex min-w-0 flex-1 items-start gap-2 text-left sm:flex-none">
        <MailIcon className="mt-0.5 size-4 shrink-0 text-orange-700" />
        <span className="min-w-0">
          <Trans
            t={t}
            i18nKey="verify.banner"
            values={{ email }}
            components={{ email: <strong translate="no" className="font-semibold [overflow-wrap:anywhere]" /> }}
          />
        </span>
      </p>
      <ResendVerificationButton email={email} className="h-8 shrink-0" />
    </div>
  );
}
