import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardLayout } from '../../components/layout/dashboard-layout.tsx';
import { BillSection } from '../../features/bills/components/bill-section.tsx';
import { MyPlanSection } from '../../features/my-plan/components/my-plan-section.tsx';
import { MyReviewsSection } from '../../features/user-dashboard/components/my-reviews-section.tsx';
import { PaymentHistorySection } from '../../features/user-dashboard/components/payment-history-section.tsx';
import { ProfileHeader } from '../../features/user-dashboard/components/profile-header.tsx';
import { RequestedMealsSection } from '../../features/user-dashboard/components/requested-meals-section.tsx';
import { sessionKeys, useSession } from '../../lib/auth.ts';

const SECTIONS = [
  { id: 'my-plan', label: 'myPlan' },
  { id: 'requested-meals', label: 'requested' },
  { id: 'my-reviews', label: 'reviews' },
  { id: 'payment-history', label: 'payments' },
  { id: 'my-bill', label: 'bill' },
] as const;

/** The spec's user dashboard: the user's header, then requested meals, reviews and payments. */
export function UserDashboardRoute() {
  // The guard lets only a signed-in user (role user) through, so `user` is there.
  const { user, userData, loading } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation('dashboard');
  const [retrying, setRetrying] = useState(false);
  const email = userData?.email ?? user?.email ?? '';

  const retryRecord = async () => {
    if (!user?.email) return;
    setRetrying(true);
    try {
      await queryClient.refetchQueries({ queryKey: sessionKeys.record(user.email.toLowerCase()) });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <DashboardLayout
      title={t('page.title')}
      eyebrow={t('page.eyebrow')}
      intro={t('page.intro')}
      sections={SECTIONS.map(({ id, label }) => ({ id, label: t(`sections.${label}`) }))}
      // The guard holds the page until the first lookup is done; "Loading..." is for a retried one.
      profile={<ProfileHeader user={userData} loading={loading || retrying} onRetry={() => void retryRecord()} />}
    >
      <MyPlanSection />
      <RequestedMealsSection email={email} />
      <MyReviewsSection email={email} />
      <PaymentHistorySection email={email} />
      <BillSection />
    </DashboardLayout>
  );
}
