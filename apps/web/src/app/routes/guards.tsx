import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/layout/full-page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/auth.ts';

/** Where a guard sends someone, remembering the page they wanted for after signing in. */
export interface FromState {
  from?: { pathname: string; search: string };
}

/**
 * The spec's guards: a spinner while the session loads; no signed-in user with an email, or the
 * wrong role, goes to /signin.
 */
function Guard({ requiredRole }: { requiredRole?: 'user' | 'admin' }) {
  const { user, userData, loading } = useSession();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  const currentRole = userData?.role ?? user?.role;
  if (!user?.email || (requiredRole && currentRole !== requiredRole)) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return <Outlet />;
}

export const RequireSignedIn = () => <Guard />;
export const RequireAdmin = () => <Guard requiredRole="admin" />;
export const RequireUserRole = () => <Guard requiredRole="user" />;
