import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { calendarMonth } from './calendar-date.ts';
import { useFormat } from './format.ts';
import { formatPoisha } from './format-poisha.ts';

/** What a payment's record says it paid for (the contract's payment and receipt shapes share these). */
export interface PaidFor {
  purpose: 'plan' | 'upgrade' | 'bill';
  /** The plan, or "Bill YYYY-MM" for a bill payment. */
  planName: string;
}

const BILL_LABEL = /^Bill (\d{4}-\d{2})$/;

/**
 * What a payment paid for, in words a student reads (issue 26): "Gold plan", "Upgrade to Platinum",
 * "Bill for November 2026" (the month in the reader's language), never the stored "Bill 2026-11".
 * Payment History, the receipt and the admin's student page all say it this way. The words live in
 * the `bill` catalog, loaded with the screen that asks (Suspense).
 */
export function usePaymentWords() {
  const { t } = useTranslation('bill');
  const { language } = useFormat();
  return {
    /** As text (a description, a screen reader's words). */
    paidForText: ({ purpose, planName }: PaidFor): string => {
      if (purpose === 'bill') {
        const month = BILL_LABEL.exec(planName)?.[1];
        return month ? t('paid.billFor', { month: calendarMonth(month, language) }) : t('paid.bill');
      }
      // The catalog marks the plan's place with <plan/> for the shown form below.
      return t(purpose === 'upgrade' ? 'paid.upgrade' : 'paid.plan').replace('<plan/>', planName);
    },
    /** As shown: the plan's name is the plan's in every language (`translate="no"`). */
    paidFor: ({ purpose, planName }: PaidFor): ReactNode => {
      if (purpose === 'bill') {
        const month = BILL_LABEL.exec(planName)?.[1];
        return month ? t('paid.billFor', { month: calendarMonth(month, language) }) : t('paid.bill');
      }
      return (
        <Trans
          t={t}
          i18nKey={purpose === 'upgrade' ? 'paid.upgrade' : 'paid.plan'}
          components={{ plan: <span translate="no">{planName}</span> }}
        />
      );
    },
    /** "Refunded" for the whole amount, "Refunded ৳3,900" for a part; null when nothing went back. */
    refunded: ({ amount, refundedAmount }: { amount: number; refundedAmount: number }): string | null => {
      if (refundedAmount <= 0) return null;
      return refundedAmount >= amount
        ? t('paid.refunded')
        : t('paid.refundedPart', { amount: formatPoisha(refundedAmount, language) });
    },
  };
}
