import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/layout/auth-frame.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { refreshSession } from '../../features/auth/api/refresh-session.ts';
import { LinkOutcome, LinkOutcomePage } from '../../features/auth/components/link-outcome.tsx';
import { ResendVerificationButton } from '../../features/auth/components/verify-email-banner.tsx';
import { useSession } from '../../lib/auth.ts';

/**
 * Where a verification link lands. The server has already checked the link: it comes here plainly
 * after verifying (and signing the browser in), or with `?error=TOKEN_EXPIRED|INVALID_TOKEN|…`.
 */
export function EmailVerifiedRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const error = params.get('error');
  const queryClient = useQueryClient();

  // The cached session still says "unverified" (or signed out): read it afresh, so the banner goes,
  // and let every other screen (the account page's status) load anew too.
  useEffect(() => {
    void refreshSession(queryClient)
      .then(() => queryClient.invalidateQueries())
      .catch(() => undefined);
  }, [queryClient]);

  if (error) return <VerificationFailed expired={error === 'TOKEN_EXPIRED'} />;
  return (
    <LinkOutcomePage
      title={t('emailVerified.title')}
      ok
      message={t('emailVerified.success')}
      next={paths.home}
      nextLabel={t('emailVerified.continue')}
    />
  );
}

/** What went wrong, and the way to a new link: Resend when signed in, else sign in first. */
function VerificationFailed({ expired }: { expired: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  const { user, loading } = useSession();
  let next = (
    <span role="status" className="mt-6 flex justify-center text-orange-700">
      <Spinner className="size-6" />
      <span className="sr-only">{t('common:status.loading')}</span>
    </span>
  );
  if (!loading && user?.emailVerified) {
    next = (
      <>
        <p className="mt-4 text-sm">{t('emailVerified.alreadyVerified')}</p>
        <Link to={paths.home} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
          {t('emailVerified.continue')}
        </Link>
      </>
    );
  } else if (!loading && user) {
    next = (
      <>
        <p className="mt-4 text-sm">{t('emailVerified.askNew')}</p>
        <ResendVerificationButton email={user.email} variant="primary" size="lg" className="mt-6 w-full" />
      </>
    );
  } else if (!loading) {
    next = (
      <>
        <p className="mt-4 text-sm">{t('emailVerified.signInForNew')}</p>
        <Link to={paths.signIn} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
          {t('emailVerified.signIn')}
        </Link>
      </>
    );
  }
  return (
    <AuthFrame title={t('emailVerified.failedTitle')}>
      <LinkOutcome ok={false}>{expired ? t('emailVerified.expired') : t('emailVerified.invalid')}</LinkOutcome>
      {next}
    </AuthFrame>
  );
}
