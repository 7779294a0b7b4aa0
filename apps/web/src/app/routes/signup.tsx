import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthFrame } from '../../components/layout/auth-frame.tsx';
import { paths } from '../../config/paths.ts';
import { GoogleButton } from '../../features/auth/components/google-button.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';

export function SignUpRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthFrame title={t('signUp.title')}>
      <SignUpForm onSignedUp={() => navigate(paths.home, { replace: true })} />
      <GoogleButton next={paths.home} />
      <p className="mt-6 text-sm">
        {t('signUp.haveAccount')}{' '}
        <Link to={paths.signIn} className="font-semibold text-orange-700 underline-offset-2 hover:underline">
          {t('signUp.signIn')}
        </Link>
      </p>
    </AuthFrame>
  );
}
