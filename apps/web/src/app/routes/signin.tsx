import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/layout/auth-frame.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { GOOGLE_FAILED_PARAM } from '../../features/auth/api/google-sign-in.ts';
import { GOOGLE_FAILED_MESSAGE, GoogleButton } from '../../features/auth/components/google-button.tsx';
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
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();

  // Google sends a refused or failed sign-in back here with ?google=failed.
  useEffect(() => {
    if (!params.has(GOOGLE_FAILED_PARAM)) return;
    toast.error(GOOGLE_FAILED_MESSAGE, { id: 'google-failed' });
    setParams({}, { replace: true });
  }, [params, setParams]);

  return (
    <AuthFrame title="Sign in">
      {user ? (
        <p className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status">
          You are signed in as <strong>{user.email}</strong>. The page you wanted needs another account.{' '}
          <Link to={paths.home} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'underline' })}>
            Go home
          </Link>
        </p>
      ) : null}
      <SignInForm onSignedIn={() => navigate(returnPath, { replace: true })} />
      <GoogleButton next={returnPath} />
      <p className="mt-6 text-sm">
        New here?{' '}
        <Link to={paths.signUp} className="font-semibold text-orange-700 underline-offset-2 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthFrame>
  );
}
