import { useTranslation } from 'react-i18next';
import { DashboardLayout } from '../../components/layout/dashboard-layout.tsx';
import { AddMealSection } from '../../features/admin/components/add-meal-section.tsx';
import { AdminProfileCard } from '../../features/admin/components/admin-profile-card.tsx';
import { AllMealsSection } from '../../features/admin/components/all-meals-section.tsx';
import { AllReviewsSection } from '../../features/admin/components/all-reviews-section.tsx';
import { BalancesSection } from '../../features/admin/components/balances-section.tsx';
import { ManageUsersSection } from '../../features/admin/components/manage-users-section.tsx';
import { MessSettingsSection } from '../../features/admin/components/mess-settings-section.tsx';
import { ServeMealsSection } from '../../features/admin/components/serve-meals-section.tsx';
import { TodaySection } from '../../features/admin/components/today-section.tsx';
import { UpcomingMealsSection } from '../../features/admin/components/upcoming-meals-section.tsx';
import { WeekMenuSection } from '../../features/admin/components/week-menu-section.tsx';
import { useSession } from '../../lib/auth.ts';

// The day's work first (issue 26): today, the week's menu and the balances, then the rest.
const SECTIONS = [
  { id: 'today', label: 'today' },
  { id: 'week-menu', label: 'weekMenu' },
  { id: 'balances', label: 'balances' },
  { id: 'manage-users', label: 'users' },
  { id: 'add-meal', label: 'addMeal' },
  { id: 'kitchen-rules', label: 'kitchen' },
  { id: 'all-meals', label: 'meals' },
  { id: 'all-reviews', label: 'reviews' },
  { id: 'serve-meals', label: 'serve' },
  { id: 'upcoming-meals', label: 'upcoming' },
] as const;

/** The spec's admin dashboard: stacked sections, from the admin's own card and the day's work to upcoming meals. */
export function AdminDashboardRoute() {
  // The guard only lets a signed-in admin through, so `user` is there; the record may still be loading.
  const { user, userData } = useSession();
  const { t } = useTranslation('admin');
  const email = userData?.email ?? user?.email ?? '';

  return (
    <DashboardLayout
      title={t('page.title')}
      eyebrow={t('page.eyebrow')}
      intro={t('page.intro')}
      sections={SECTIONS.map(({ id, label }) => ({ id, label: t(`sections.${label}`) }))}
      profile={
        <AdminProfileCard
          admin={userData}
          fallback={{ name: user?.name ?? '', email: user?.email ?? '', image: user?.image ?? null }}
        />
      }
    >
      <TodaySection />
      <WeekMenuSection />
      <BalancesSection />
      <ManageUsersSection adminEmail={email} adminId={userData?._id ?? user?.id ?? null} />
      <AddMealSection admin={userData} />
      <MessSettingsSection />
      <AllMealsSection />
      <AllReviewsSection />
      <ServeMealsSection />
      <UpcomingMealsSection admin={userData} />
    </DashboardLayout>
  );
}
