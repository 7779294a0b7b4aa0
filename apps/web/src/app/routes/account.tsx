import { useTranslation } from 'react-i18next';
import { DashboardLayout } from '../../components/layout/dashboard-layout.tsx';
import { paths } from '../../config/paths.ts';
import { getAccountStatusQueryOptions } from '../../features/account/api/get-account-status.ts';
import { getDeviceSessionsQueryOptions } from '../../features/account/api/get-device-sessions.ts';
import { AccountSummary } from '../../features/account/components/account-summary.tsx';
import { DataSection } from '../../features/account/components/data-section.tsx';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section.tsx';
import { DevicesSection } from '../../features/account/components/devices-section.tsx';
import { EmailSection } from '../../features/account/components/email-section.tsx';
import { PasswordSection } from '../../features/account/components/password-section.tsx';
import { ProfileSection } from '../../features/account/components/profile-section.tsx';
import { startGoogleSignIn } from '../../features/auth/api/google-sign-in.ts';
import { passwordProblem } from '../../features/auth/password-problem.ts';
import { toast } from '../../lib/toast.tsx';
import { queryClient } from '../query-client.ts';

const SECTIONS = [
  { id: 'profile-settings', label: 'profile' },
  { id: 'email-settings', label: 'email' },
  { id: 'password-settings', label: 'password' },
  { id: 'devices', label: 'devices' },
  { id: 'your-data', label: 'data' },
  { id: 'delete-account', label: 'delete' },
] as const;

/** The account's status and devices start loading with the page's code. */
export function prefetchRoute() {
  // prefetchQuery never throws: each section shows its own failure and retry.
  void queryClient.prefetchQuery(getAccountStatusQueryOptions());
  void queryClient.prefetchQuery(getDeviceSessionsQueryOptions());
}

/**
 * Account settings, for students and admins alike (from the avatar menu): profile, email, password,
 * devices, a copy of one's data and deleting the account. The password rule and Google sign-in are
 * the sign-in pages' own, handed in here.
 */
export function AccountRoute() {
  const { t } = useTranslation(['account', 'common']);
  const { t: tAuth } = useTranslation('auth');
  // A fresh Google sign-in, back to the section that asked for it; a failure to start is told here.
  const googleSignInFor = (section: string) => async () => {
    try {
      await startGoogleSignIn(`${paths.account}#${section}`);
    } catch (error) {
      console.error('Google sign-in failed to start', error);
      toast.error(t('common:errors.withMessage', { message: error instanceof Error ? error.message : '' }));
    }
  };
  return (
    <DashboardLayout
      title={t('page.title')}
      eyebrow={t('page.eyebrow')}
      intro={t('page.intro')}
      sections={SECTIONS.map(({ id, label }) => ({ id, label: t(`sections.${label}`) }))}
      profile={<AccountSummary />}
    >
      <ProfileSection />
      <EmailSection onGoogleSignIn={googleSignInFor('email-settings')} />
      <PasswordSection
        passwordProblem={(password) => passwordProblem(password, tAuth)}
        passwordHint={tAuth('signUp.passwordHint')}
      />
      <DevicesSection />
      <DataSection />
      <DeleteAccountSection onGoogleSignIn={googleSignInFor('delete-account')} />
    </DashboardLayout>
  );
}
