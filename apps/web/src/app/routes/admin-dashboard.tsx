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

/** Jump links to the sections below: the page is long, and on a phone very long. */
function SectionLinks() {
  return (
    <nav aria-label="Dashboard sections" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex h-9 items-center rounded-full bg-white px-4 text-sm font-semibold whitespace-nowrap text-stone-700 shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-amber-50 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The spec's admin dashboard: seven stacked sections, from the admin's own card to upcoming meals. */
export function AdminDashboardRoute() {
  // The guard only lets a signed-in admin through, so `user` is there; the record may still be loading.
  const { user, userData } = useSession();
  const email = userData?.email ?? user?.email ?? '';

  return (
    <>
      <title>Admin Dashboard · Hostel Meals</title>
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-24 sm:px-6 lg:px-8">
          <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">Kitchen office</p>
          <h1 className="mt-2 text-4xl font-black tracking-tight text-stone-900 sm:text-5xl">Admin Dashboard</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">
            Manage users, meals, reviews, requests and upcoming meals in one place.
          </p>
        </div>
      </section>
      <div className="mx-auto -mt-16 flex max-w-6xl flex-col gap-6 px-4 pb-16 sm:gap-8 sm:px-6 lg:px-8">
        <AdminProfileCard
          admin={userData}
          fallback={{ name: user?.name ?? '', email: user?.email ?? '', image: user?.image ?? null }}
        />
        <SectionLinks />
        <ManageUsersSection adminEmail={email} adminId={userData?._id ?? user?.id ?? null} />
        <AddMealSection admin={userData} />
        <AllMealsSection />
        <AllReviewsSection />
        <ServeMealsSection />
        <UpcomingMealsSection admin={userData} />
      </div>
    </>
  );
}
