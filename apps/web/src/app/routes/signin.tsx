import { Link } from 'react-router';
import { AuthFrame } from '../../components/layout/auth-frame.tsx';
import { paths } from '../../config/paths.ts';

export function SignInRoute() {
  return (
    <AuthFrame title="Sign in">
      <p>Signing in is coming soon.</p>
      <p className="mt-4 text-sm">
        New here?{' '}
        <Link to={paths.signUp} className="font-semibold text-orange-700 underline-offset-2 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthFrame>
  );
}
