import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/auth.ts';
import { useClientConfig } from '../../../lib/client-config.ts';
import { TestModeNotice } from './test-mode-notice.tsx';

export interface CheckoutHeading {
  title: string;
  intro: ReactNode;
}

interface CheckoutFrameProps {
  /** The page's width: a plan's summary and card side by side, or a bill's card alone. */
  width: 'wide' | 'narrow';
  /** Where the breadcrumb leads back to. */
  back: { to: string; label: string };
  /** What is being paid for; null when the URL names nothing payable (only "Checkout" is said). */
  heading: CheckoutHeading | null;
  children: ReactNode;
}

/**
 * The frame every checkout shares: breadcrumb, "Test mode" above the title whenever payments are not
 * real (where the payer cannot miss it), the title on the warm band, and the content overlapping it.
 */
export function CheckoutFrame({ width, back, heading, children }: CheckoutFrameProps) {
  const { t } = useTranslation('dashboard');
  const testMode = useClientConfig().data?.payments.testMode === true;
  const maxWidth = width === 'wide' ? 'max-w-5xl' : 'max-w-3xl';
  return (
    <>
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className={`mx-auto ${maxWidth} px-4 pt-6 pb-20 sm:px-6 sm:pt-8 lg:px-8`}>
          <nav aria-label={t('checkout.breadcrumb')} className="mb-6 text-sm">
            <ol className="flex items-center gap-2 text-stone-600">
              <li>
                <Link to={back.to} className="rounded font-semibold text-orange-800 underline-offset-2 hover:underline">
                  {back.label}
                </Link>
              </li>
              <li aria-hidden="true" className="text-stone-400">
                /
              </li>
              <li aria-current="page">{t('checkout.checkout')}</li>
            </ol>
          </nav>
          {heading ? (
            <>
              {testMode ? <TestModeNotice /> : null}
              <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">{t('checkout.checkout')}</p>
              <h1 className="mt-2 text-3xl font-black tracking-tight text-stone-900 sm:text-4xl">{heading.title}</h1>
              <p className="mt-3 text-stone-700 sm:text-lg">{heading.intro}</p>
            </>
          ) : (
            <h1 className="text-3xl font-black tracking-tight text-stone-900 sm:text-4xl">{t('checkout.checkout')}</h1>
          )}
        </div>
      </section>
      <div className={`mx-auto -mt-14 ${maxWidth} px-4 pb-16 sm:px-6 lg:px-8`}>{children}</div>
    </>
  );
}

/** Where a payer goes back to: their dashboard. */
export function usePayerDashboardPath(): string {
  const { user, userData } = useSession();
  const role = userData?.role ?? user?.role;
  return role === 'admin' ? paths.adminDashboard : paths.userDashboard;
}
