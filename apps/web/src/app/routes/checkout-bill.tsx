import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { monthName } from '../../features/bills/bill-month.ts';
import { CheckoutFrame, usePayerDashboardPath } from '../../features/payments/components/checkout-frame.tsx';
import { CheckoutPayment } from '../../features/payments/components/checkout-payment.tsx';
import { CheckoutProblemCard } from '../../features/payments/components/payment-notices.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useSession } from '../../lib/auth.ts';

/** `/checkout/bill/{month}`: the first segment after /checkout that names the bill, not a plan. */
export const BILL_SEGMENT = 'bill';

/** The contract's monthSchema, without zod: `2026-11`. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month in the URL that no bill can have: says so and leads back to the dashboard. */
function BadMonth({ month, dashboardPath }: { month: string; dashboardPath: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <CheckoutProblemCard
      titleId="bad-month-title"
      title={t('pay.badMonthTitle')}
      message={<Trans t={t} i18nKey="pay.badMonth" components={{ month: <span translate="no">{month}</span> }} />}
    >
      <Link to={dashboardPath} className="mt-6 rounded font-semibold text-orange-800 underline underline-offset-2">
        {t('success.toDashboard')}
      </Link>
    </CheckoutProblemCard>
  );
}

/**
 * `/checkout/bill/{month}` (through CheckoutRoute): pays what is due on the student's monthly bill
 * (issue 17) with the same card step as a plan; the server works out the amount (409 NOTHING_DUE
 * when nothing is), and a paid bill goes back to the dashboard with a toast.
 */
export function CheckoutBill({ month }: { month: string }) {
  const { user } = useSession();
  const { t } = useTranslation('dashboard');
  const { language } = useFormat();
  const dashboardPath = usePayerDashboardPath();
  const valid = MONTH.test(month);
  const name = valid ? monthName(month, language) : month;

  return (
    <>
      <DocumentTitle page={valid ? t('pay.billDocumentTitle', { month: name }) : t('checkout.checkout')} />
      <CheckoutFrame
        width="narrow"
        back={{ to: dashboardPath, label: t('pay.billBreadcrumb') }}
        heading={valid ? { title: t('pay.billTitle'), intro: t('pay.billIntro', { month: name }) } : null}
      >
        {valid ? (
          <section
            aria-label={t('checkout.payment')}
            className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
          >
            {/* One visit, one PaymentIntent. */}
            <CheckoutPayment
              key={`bill/${month}/${user?.email ?? ''}`}
              purchase={{ kind: 'bill', month }}
              dashboardPath={dashboardPath}
            />
          </section>
        ) : (
          <BadMonth month={month} dashboardPath={dashboardPath} />
        )}
      </CheckoutFrame>
    </>
  );
}
