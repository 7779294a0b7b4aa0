import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/layout/auth-frame.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { GOOGLE_FAILED_PARAM } from '../../features/auth/api/google-sign-in.ts';
import { GoogleButton } from '../../features/auth/components/google-button.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { useSession } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.tsx';
import type { FromState } from './guards.tsx';

/** The page a guard sent the user away from, or home. */
export function useReturnPath(): string {
  const from = (useLocation().state as FromState | null)?.from;
  return from ? `${from.pathname}${from.search}` : paths.home;
}

export function SignInRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();

  // Google sends a refused or failed sign-in back here with ?google=failed.
  useEffect(() => {
    if (!params.has(GOOGLE_FAILED_PARAM)) return;
    toast.error(t('google.failed'), { id: 'google-failed' });
    setParams({}, { replace: true });
  }, [params, setParams, t]);

  return (
    <AuthFrame title={t('signIn.title')}>
      {user ? (
        <p className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status">
          <Trans
            t={t}
            i18nKey="signIn.signedInAs"
            values={{ email: user.email }}
            components={{ email: <strong translate="no" /> }}
          />{' '}
          <Link to={paths.home} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'underline' })}>
            {t('signIn.goHome')}
          </Link>
        </p>
      ) : null}
      <SignInForm onSignedIn={() => navigate(returnPath, { replace: true })} />
      <GoogleButton next={returnPath} />
      <p className="mt-6 text-sm">
        {t('signIn.newHere')}{' '}
        <Link to={paths.signUp} className="font-semibold text-orange-700 underline-offset-2 hover:underline">
          {t('signIn.createAccount')}
        </Link>
      </p>
    </AuthFrame>
  );
}
