import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MyReviewsSection } from '../../features/user-dashboard/components/my-reviews-section.tsx';
import { PaymentHistorySection } from '../../features/user-dashboard/components/payment-history-section.tsx';
import { ProfileHeader } from '../../features/user-dashboard/components/profile-header.tsx';
import { RequestedMealsSection } from '../../features/user-dashboard/components/requested-meals-section.tsx';
import { sessionKeys, useSession } from '../../lib/auth.ts';

const SECTIONS = [
  { id: 'requested-meals', label: 'Requested Meals' },
  { id: 'my-reviews', label: 'My Reviews' },
  { id: 'payment-history', label: 'Payment History' },
] as const;

/** Jump links to the three tables, which stack into a long page on a phone. */
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

/** The spec's user dashboard: the user's header, then requested meals, reviews and payments. */
export function UserDashboardRoute() {
  // The guard lets only a signed-in user (role user) through, so `user` is there.
  const { user, userData, loading } = useSession();
  const queryClient = useQueryClient();
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
    <>
      <title>User Dashboard · Hostel Meals</title>
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-24 sm:px-6 lg:px-8">
          <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">My hostel</p>
          <h1 className="mt-2 text-4xl font-black tracking-tight text-stone-900 sm:text-5xl">User Dashboard</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">
            Your meal requests, your reviews and your plan payments in one place.
          </p>
        </div>
      </section>
      <div className="mx-auto -mt-16 flex max-w-6xl flex-col gap-6 px-4 pb-16 sm:gap-8 sm:px-6 lg:px-8">
        {/* The guard holds the page until the first lookup is done; "Loading..." is for a retried one. */}
        <ProfileHeader user={userData} loading={loading || retrying} onRetry={() => void retryRecord()} />
        <SectionLinks />
        <RequestedMealsSection email={email} />
        <MyReviewsSection email={email} />
        <PaymentHistorySection email={email} />
      </div>
    </>
  );
}
