import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { BellButton, toastNoNotifications } from '../../components/layout/bell-button.tsx';
import { Footer } from '../../components/layout/footer.tsx';
import { PageSpinner } from '../../components/layout/full-page-spinner.tsx';
import { Navbar } from '../../components/layout/navbar.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/auth.ts';
import { OfflineNotice } from '../../pwa/offline-notice.tsx';

// Only a signed-in reader needs these (and their code): signed-out first visits skip the download.
const AccountMenu = lazy(() =>
  import('../../features/auth/components/account-menu.tsx').then((m) => ({ default: m.AccountMenu })),
);
const VerifyEmailBanner = lazy(() =>
  import('../../features/auth/components/verify-email-banner.tsx').then((m) => ({ default: m.VerifyEmailBanner })),
);
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** The live bell for a signed-in user; signed out, the bell only says there is nothing new. */
export function BellArea() {
  const session = useSession();
  if (!session.user) return <BellButton onClick={toastNoNotifications} />;
  return (
    <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}

/**
 * "Please verify your email address" for a signed-in user who has not yet (nothing otherwise): the
 * banner, fixed to the window's bottom, or with `room` the space it takes at the end of the page.
 */
function VerifyEmailArea({ room = false }: { room?: boolean }) {
  const { user } = useSession();
  if (user?.emailVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={user.email} room={room} />
    </Suspense>
  );
}

/** Join Us when signed out, the avatar menu when signed in (nothing while the session loads). */
export function AccountArea() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.loading) return <span className="size-10" aria-hidden="true" />;
  if (session.user) {
    return (
      <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
        <AccountMenu session={session} />
      </Suspense>
    );
  }
  return (
    <Link to={paths.signIn} className={buttonClasses({ size: 'sm', className: 'px-4' })}>
      {t('nav.joinUs')}
    </Link>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gradient-to-r from-amber-400 via-orange-600 to-amber-400"
    />
  );
}

function LayoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-orange-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      <Navbar account={<AccountArea />} bell={<BellArea />} />
      <VerifyEmailArea />
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <VerifyEmailArea room />
    </div>
  );
}

export function RootLayout() {
  return (
    <LayoutFrame>
      <NavigationProgress />
      {/* A screen whose catalog is still loading (a first visit in Bangla) waits here, inside the frame. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </LayoutFrame>
  );
}

/** Shown while the first page's code loads, so the navbar and footer appear at once. */
export function AppShellFallback() {
  return (
    <LayoutFrame>
      <PageSpinner />
    </LayoutFrame>
  );
}
