import type { Bill } from '@hostel/contract/bills';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import { cn } from '../../../lib/cn.ts';
import { useMyBill } from '../api/get-my-bill.ts';
import { currentMonth, lastBillMonth, type Month, monthName } from '../bill-month.ts';
import { BillLines } from './bill-lines.tsx';
import { MonthPicker } from './month-picker.tsx';

export const BILL_SECTION_ID = 'my-bill';

/**
 * Where paying this month's bill happens (the checkout's bill route). Kept here rather than in
 * config/paths.ts, which the first page loads, until the checkout that owns it names it there.
 */
const checkoutBillPath = (month: Month) => `/checkout/bill/${encodeURIComponent(month)}`;

function Figure({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-1.5', strong && 'border-t border-stone-200 pt-3')}>
      <dt className={strong ? 'font-bold text-stone-900' : 'text-stone-600'}>{term}</dt>
      <dd className={cn('tabular-nums', strong ? 'text-lg font-black text-stone-900' : 'font-semibold text-stone-900')}>
        {children}
      </dd>
    </div>
  );
}

/** Opening balance, charges, rebates and payments, then what is due (or in credit), and the pay link. */
function BillTotals({ bill, payable }: { bill: Bill; payable: boolean }) {
  const { t } = useTranslation('bill');
  const { language } = useFormat();
  const money = (poisha: number) => formatPoisha(poisha, language);
  const credit = bill.due < 0;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-bold text-stone-900">{t('totals.title')}</h3>
      <dl className="text-sm">
        <Figure term={t('totals.opening')}>
          {bill.openingBalance < 0
            ? t('totals.openingCredit', { amount: money(-bill.openingBalance) })
            : money(bill.openingBalance)}
        </Figure>
        <Figure term={t('totals.charges')}>{money(bill.charges)}</Figure>
        <Figure term={t('totals.rebates')}>{money(-Math.abs(bill.rebates))}</Figure>
        <Figure term={t('totals.payments')}>{money(-Math.abs(bill.payments))}</Figure>
        <Figure strong term={bill.due > 0 ? t('totals.due') : credit ? t('totals.credit') : t('totals.settled')}>
          {money(Math.abs(bill.due))}
        </Figure>
      </dl>
      {payable && bill.due > 0 ? (
        <Link to={checkoutBillPath(bill.month)} className={buttonClasses({ className: 'self-start' })}>
          {t('pay', { amount: money(bill.due) })}
        </Link>
      ) : null}
    </div>
  );
}

/** Covered meals eaten, extra meals, and rebated slots against the month's cap. */
function BillMeals({ bill }: { bill: Bill }) {
  const { t } = useTranslation('bill');
  const format = useFormat();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-bold text-stone-900">{t('meals.title')}</h3>
      <dl className="text-sm">
        <Figure term={t('meals.covered')}>{format.number(bill.coveredMeals)}</Figure>
        <Figure term={t('meals.extra')}>{format.number(bill.extraMeals)}</Figure>
        <Figure term={t('meals.rebated')}>
          {t('meals.ofCap', { count: format.number(bill.rebateSlots), cap: format.number(bill.rebateCapSlots) })}
        </Figure>
      </dl>
    </div>
  );
}

function BillBody() {
  const { t } = useTranslation('bill');
  const { language } = useFormat();
  const current = currentMonth();
  const [month, setMonth] = useState<Month>(current);
  const bill = useMyBill(month);
  const shown = bill.data;
  // The bill on screen may still be the previous month's while the chosen one loads.
  const stale = bill.isPlaceholderData || (shown !== undefined && shown.month !== month);
  const name = monthName(month, language);

  let body: ReactNode;
  if (bill.isPending) {
    body = (
      <p role="status" className="inline-flex items-center gap-3 py-6 font-semibold text-orange-800">
        <Spinner className="size-5" />
        {t('status.loading')}
      </p>
    );
  } else if (bill.isError && !shown) {
    body = <LoadError what={t('status.loadWhat')} onRetry={() => void bill.refetch()} />;
  } else if (shown) {
    const empty = shown.lines.length === 0 && shown.openingBalance === 0;
    body = (
      <div className={cn('flex flex-col gap-6 transition-opacity', stale && 'opacity-60')}>
        {empty ? (
          <p className="rounded-2xl bg-stone-50 px-4 py-6 text-center text-stone-600">
            {t('status.empty', { month: name })}
          </p>
        ) : (
          <BillLines lines={shown.lines} caption={t('lines.caption', { month: monthName(shown.month, language) })} />
        )}
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <BillTotals bill={shown} payable={!stale && shown.month === current} />
          <BillMeals bill={shown} />
        </div>
      </div>
    );
  }

  return (
    <SectionCard id={BILL_SECTION_ID} title={t('section.title')} description={t('section.description')}>
      {/* Above the bill, not beside the heading: on a phone the buttons wrap instead of overflowing. */}
      <div className="flex flex-col gap-5">
        <MonthPicker value={month} current={current} latest={lastBillMonth()} onChange={setMonth} />
        <div aria-busy={stale}>{body}</div>
      </div>
    </SectionCard>
  );
}

/**
 * Section "My Bill" of the user dashboard. Its catalog loads with it: until then a blank card holds
 * its place, so the rest of the dashboard does not wait behind a page spinner.
 */
export function BillSection() {
  return (
    <Suspense
      fallback={
        <div
          id={BILL_SECTION_ID}
          aria-busy="true"
          className="h-64 scroll-mt-24 animate-pulse rounded-3xl bg-white shadow-sm ring-1 ring-stone-200"
        />
      }
    >
      <BillBody />
    </Suspense>
  );
}
