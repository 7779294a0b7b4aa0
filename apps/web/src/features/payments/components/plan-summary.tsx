import type { Plan } from '@hostel/contract/plans';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { planPrice } from '../checkout-plan.ts';

export interface PlanSummaryProps {
  plan: Plan;
  /** The buyer's badge now (`bronze`, `gold`, ...), when known. */
  currentBadge?: string | null;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The order summary: the plan, its monthly price and what it includes. */
export function PlanSummary({ plan, currentBadge }: PlanSummaryProps) {
  return (
    <section
      aria-labelledby="plan-summary-title"
      className="relative overflow-hidden rounded-3xl bg-stone-900 p-5 text-white shadow-lg sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-orange-600/25 blur-2xl"
      />
      <p className="text-xs font-bold tracking-widest text-amber-300 uppercase">Your plan</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h2 id="plan-summary-title" className="text-2xl font-extrabold tracking-tight">
          {plan.name}
        </h2>
        {plan.popular ? (
          <span className="rounded-full bg-orange-700 px-3 py-0.5 text-xs font-bold tracking-wide uppercase">
            Most Popular
          </span>
        ) : null}
      </div>
      <p className="mt-3 flex items-baseline gap-1 sm:mt-4">
        <span className="text-4xl font-black tracking-tight tabular-nums">{planPrice(plan)}</span>
        <span className="text-sm font-medium text-stone-300">per month</span>
      </p>
      <ul
        aria-label={`${plan.name} plan includes`}
        className="mt-5 grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm sm:mt-6 lg:grid-cols-1 lg:gap-3"
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-amber-300" />
            <span className="text-stone-200">{feature}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-5 flex flex-col gap-2 border-t border-white/15 pt-4 text-sm sm:mt-6 sm:pt-5">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-300">Billed today</dt>
          <dd className="font-bold tabular-nums">{planPrice(plan)}</dd>
        </div>
        {currentBadge ? (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-300">Your badge now</dt>
            <dd className="font-semibold">{capitalise(currentBadge)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
