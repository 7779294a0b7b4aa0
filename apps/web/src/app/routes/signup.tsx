import { Link } from 'react-router';
import { AuthFrame } from '../../components/layout/auth-frame.tsx';
import { paths } from '../../config/paths.ts';

export function SignUpRoute() {
  return (
    <AuthFrame title="Sign up">
      <p>Creating an account is coming soon.</p>
      <p className="mt-4 text-sm">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-semibold text-orange-700 underline-offset-2 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthFrame>
  );
}
