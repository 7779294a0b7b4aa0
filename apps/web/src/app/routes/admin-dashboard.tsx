import { DashboardLayout } from '../../components/layout/dashboard-layout.tsx';
import { AddMealSection } from '../../features/admin/components/add-meal-section.tsx';
import { AdminProfileCard } from '../../features/admin/components/admin-profile-card.tsx';
import { AllMealsSection } from '../../features/admin/components/all-meals-section.tsx';
import { AllReviewsSection } from '../../features/admin/components/all-reviews-section.tsx';
import { ManageUsersSection } from '../../features/admin/components/manage-users-section.tsx';
import { ServeMealsSection } from '../../features/admin/components/serve-meals-section.tsx';
import { UpcomingMealsSection } from '../../features/admin/components/upcoming-meals-section.tsx';
import { useSession } from '../../lib/auth.ts';

const SECTIONS = [
  { id: 'manage-users', label: 'Users' },
  { id: 'add-meal', label: 'Add Meal' },
  { id: 'all-meals', label: 'Meals' },
  { id: 'all-reviews', label: 'Reviews' },
  { id: 'serve-meals', label: 'Serve' },
  { id: 'upcoming-meals', label: 'Upcoming' },
] as const;

/** The spec's admin dashboard: seven stacked sections, from the admin's own card to upcoming meals. */
export function AdminDashboardRoute() {
  // The guard only lets a signed-in admin through, so `user` is there; the record may still be loading.
  const { user, userData } = useSession();
  const email = userData?.email ?? user?.email ?? '';

  return (
    <DashboardLayout
      title="Admin Dashboard"
      eyebrow="Kitchen office"
      intro="Manage users, meals, reviews, requests and upcoming meals in one place."
      sections={SECTIONS}
      profile={
        <AdminProfileCard
          admin={userData}
          fallback={{ name: user?.name ?? '', email: user?.email ?? '', image: user?.image ?? null }}
        />
      }
    >
      <ManageUsersSection adminEmail={email} adminId={userData?._id ?? user?.id ?? null} />
      <AddMealSection admin={userData} />
      <AllMealsSection />
      <AllReviewsSection />
      <ServeMealsSection />
      <UpcomingMealsSection admin={userData} />
    </DashboardLayout>
  );
}
