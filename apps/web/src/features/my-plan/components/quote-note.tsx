import { MESS_ERROR_CODES, PLAN_PREPAY_MAX_DAYS } from '@hostel/contract/mess-constants';
import type { PlanQuote } from '@hostel/contract/my-plan';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/ui/icons.tsx';
import { InlineError } from '../../../components/ui/inline-error.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { describeQuote } from '../plan-view.ts';

/** The quote's refusal in the reader's words: paid far enough ahead (409 PREPAID_ENOUGH), or null. */
export function useQuoteRefusal(quote: UseQueryResult<PlanQuote>): string | null {
  const { t } = useTranslation('plan');
  if (isApiError(quote.error) && quote.error.code === MESS_ERROR_CODES.prepaidEnough) {
    return t('quote.prepaidEnough', { days: PLAN_PREPAY_MAX_DAYS });
  }
  return null;
}

/**
 * Above a plan's card form: what this payment buys (30 days from today, 30 more after the current
 * end, a lower plan after the current one, or an upgrade pro rata to its end). A failed quote offers
 * a retry; a refusal is said by the checkout in place of the card form.
 */
export function QuoteNote({ quote }: { quote: UseQueryResult<PlanQuote> }) {
  const { t } = useTranslation('plan');
  const { language } = useFormat();
  if (quote.isPending) {
    return (
      <p role="status" aria-busy="true" className="mb-5 text-sm font-medium text-stone-600">
        {t('quote.loading')}
      </p>
    );
  }
  if (quote.isError) {
    if (isApiError(quote.error) && quote.error.code === MESS_ERROR_CODES.prepaidEnough) return null;
    return (
      <div className="mb-5">
        <InlineError
          title={t('quote.failed')}
          message={quote.error.message}
          onRetry={() => void quote.refetch()}
          retrying={quote.isFetching}
        />
      </div>
    );
  }
  const { key, values } = describeQuote(quote.data, language);
  return (
    <div className="mb-5 flex gap-3 rounded-2xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
      <ClockIcon className="mt-0.5 size-5 shrink-0 text-orange-700" />
      <p className="text-sm text-stone-800">
        <span className="font-semibold">{t('quote.title')}:</span>{' '}
        <Trans
          t={t}
          i18nKey={key}
          values={values}
          components={{ plan: <span translate="no">{quote.data.plan}</span> }}
        />
      </p>
    </div>
  );
}
