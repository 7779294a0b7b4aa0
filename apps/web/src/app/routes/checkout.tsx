import type { Plan } from '@hostel/contract/plans';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { usePlanQuote } from '../../features/my-plan/api/get-plan-quote.ts';
import { QuoteNote, useQuoteRefusal } from '../../features/my-plan/components/quote-note.tsx';
import { planPrice, resolveCheckoutPlan } from '../../features/payments/checkout-plan.ts';
import { CheckoutFrame, usePayerDashboardPath } from '../../features/payments/components/checkout-frame.tsx';
import { CheckoutPayment } from '../../features/payments/components/checkout-payment.tsx';
import { CheckoutProblem, HOME_PLANS_HREF } from '../../features/payments/components/checkout-problem.tsx';
import { PaymentRefusal } from '../../features/payments/components/payment-refusal.tsx';
import { PlanSummary } from '../../features/payments/components/plan-summary.tsx';
import { useFormat } from '../../i18n/format.ts';
import { formatPoisha } from '../../i18n/format-poisha.ts';
import { useSession } from '../../lib/auth.ts';
import { useClientConfig } from '../../lib/client-config.ts';
import { BILL_SEGMENT, CheckoutBill } from './checkout-bill.tsx';

interface PlanCheckoutProps {
  plan: Plan;
  email: string;
  badge: string | null | undefined;
  dashboardPath: string;
}

/**
 * A plan's summary and payment. The payment waits for the plan's quote (issue 17): what it buys is
 * said above the card form, its amount is what the intent carries (an upgrade's days left rather
 * than the monthly price), and a refusal (paid far enough ahead) replaces the card form.
 */
function PlanCheckout({ plan, email, badge, dashboardPath }: PlanCheckoutProps) {
  const { t } = useTranslation('dashboard');
  const { language } = useFormat();
  const quote = usePlanQuote(plan.name);
  const refusal = useQuoteRefusal(quote);
  const paymentsOff = useClientConfig().data?.payments.available === false;
  const amount = quote.data?.amount ?? null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
      <PlanSummary
        plan={plan}
        currentBadge={badge}
        billedToday={amount !== null && amount !== plan.price * 100 ? formatPoisha(amount, language) : undefined}
      />
      <section
        aria-label={t('checkout.payment')}
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      >
        {refusal ? (
          <PaymentRefusal message={refusal} dashboardPath={dashboardPath} />
        ) : (
          <>
            {paymentsOff ? null : <QuoteNote quote={quote} />}
            {quote.isError && !paymentsOff ? null : (
              // One visit, one PaymentIntent: another plan's URL starts a fresh form.
              <CheckoutPayment
                key={`${plan.name}/${email}`}
                purchase={{ kind: 'plan', plan, userEmail: email, amount }}
                dashboardPath={dashboardPath}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}

/**
 * `/checkout/{planName}/{price}`: the plan summary and the card form (the route guard requires a
 * signed-in user). `/checkout/bill/{month}` is the bill's checkout: the same route entry, so the
 * first bundle carries no second one (see router.tsx).
 */
export function CheckoutRoute() {
  const { planName, price } = useParams();
  if (planName === BILL_SEGMENT) return <CheckoutBill month={price ?? ''} />;
  return <PlanCheckoutRoute planName={planName} price={price} />;
}

function PlanCheckoutRoute({ planName, price }: { planName: string | undefined; price: string | undefined }) {
  const { user, userData } = useSession();
  const { t } = useTranslation('dashboard');
  const { language } = useFormat();
  const dashboardPath = usePayerDashboardPath();
  const target = resolveCheckoutPlan(planName, price);
  const email = userData?.email ?? user?.email ?? '';
  const heading =
    target.kind === 'plan'
      ? {
          title: t('checkout.title'),
          intro: (
            <Trans
              t={t}
              i18nKey="checkout.intro"
              values={{ price: planPrice(target.plan, language) }}
              components={{ plan: <span translate="no">{target.plan.name}</span> }}
            />
          ),
        }
      : null;

  return (
    <>
      <DocumentTitle
        page={target.kind === 'plan' ? t('checkout.documentTitle', { plan: target.plan.name }) : t('checkout.checkout')}
      />
      <CheckoutFrame width="wide" back={{ to: HOME_PLANS_HREF, label: t('checkout.plans') }} heading={heading}>
        {target.kind === 'plan' ? (
          <PlanCheckout
            plan={target.plan}
            email={email}
            badge={userData?.badge ?? user?.badge}
            dashboardPath={dashboardPath}
          />
        ) : (
          <CheckoutProblem target={target} />
        )}
      </CheckoutFrame>
    </>
  );
}
