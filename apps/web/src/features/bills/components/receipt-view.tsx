import type { Receipt } from '@hostel/contract/bills';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { InlineError } from '../../../components/ui/inline-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { calendarDate, isCalendarDate } from '../../../i18n/calendar-date.ts';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import { usePaymentWords } from '../../../i18n/payment-words.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useReceipt } from '../api/get-receipt.ts';
import { isNamedStatus, receiptStatus } from '../receipt-status.ts';

/**
 * On paper only the receipt: the layout's navbar, banners and footer (every sibling of <main>) and
 * the page's own buttons (`print:hidden`) stay off it. Paper is white whatever the screen's theme, so
 * the sheet prints black on white: the dark theme's light text and dark fills would not show.
 */
const PRINT_CSS = `@media print {
  :has(> main#main) > :not(main) { display: none !important; }
  html, body, :has(> main#main), main#main { background: #fff !important; }
  [data-receipt], [data-receipt] * { color: #000 !important; background: transparent !important; border-color: #888 !important; box-shadow: none !important; }
}`;

const isNamedProvider = (provider: string): provider is 'sandbox' | 'stripe' =>
  provider === 'sandbox' || provider === 'stripe';

/** A plan period's end: a calendar date (`YYYY-MM-DD`) as it is, an instant in the reader's zone. */
const dayOf = (value: string, date: (value: string) => string, language: 'en' | 'bn') =>
  isCalendarDate(value) ? calendarDate(value, language) : date(value);

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-stone-200 py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-stone-600">{term}</dt>
      <dd className="min-w-0 font-medium text-stone-900">{children}</dd>
    </div>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation(['bill', 'common']);
  const format = useFormat();
  const { language } = format;
  const status = receiptStatus(receipt);
  const words = usePaymentWords();
  return (
    <article
      aria-labelledby="receipt-title"
      data-receipt=""
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8 print:rounded-none print:p-0 print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-stone-900 pb-4">
        <div>
          <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">{t('receipt.eyebrow')}</p>
          <h1 id="receipt-title" className="mt-1 text-3xl font-black tracking-tight text-stone-900">
            {t('receipt.title')}
          </h1>
        </div>
        <p className="text-lg font-extrabold text-stone-900">{t('common:brand.name')}</p>
      </header>
      <dl aria-label={t('receipt.details')} className="mt-2">
        <Row term={t('receipt.for')}>{words.paidFor(receipt)}</Row>
        {receipt.period ? (
          <Row term={t('receipt.period')}>
            {t('receipt.periodValue', {
              from: dayOf(receipt.period.startsAt, format.date, language),
              to: dayOf(receipt.period.endsAt, format.date, language),
            })}
          </Row>
        ) : null}
        <Row term={t('receipt.amount')}>
          <span className="text-xl font-black tabular-nums">{formatPoisha(receipt.amount, language)}</span>
        </Row>
        {receipt.refundedAmount > 0 ? (
          <Row term={t('receipt.refunded')}>
            <span className="font-bold tabular-nums">{formatPoisha(receipt.refundedAmount, language)}</span>
          </Row>
        ) : null}
        <Row term={t('receipt.transactionId')}>
          <code translate="no" className="font-mono text-sm break-all">
            {receipt.transactionId}
          </code>
        </Row>
        <Row term={t('receipt.date')}>
          <time dateTime={receipt.date}>{format.dateTime(receipt.date)}</time>
        </Row>
        {receipt.payerName ? (
          <Row term={t('receipt.payer')}>
            <span translate="no">{receipt.payerName}</span>
          </Row>
        ) : null}
        <Row term={t('receipt.provider')}>
          {isNamedProvider(receipt.provider) ? (
            t(`receipt.providers.${receipt.provider}`)
          ) : (
            <span translate="no">{receipt.provider}</span>
          )}
        </Row>
        <Row term={t('receipt.status')}>
          {isNamedStatus(status) ? t(`receipt.statuses.${status}`) : <span translate="no">{status}</span>}
        </Row>
      </dl>
      <p className="mt-6 text-sm text-stone-600">{t('receipt.thanks')}</p>
    </article>
  );
}

/** A payment's receipt, to read or print: what it paid for, when, how much, and its transaction id. */
export function ReceiptView({ id }: { id: string }) {
  const { t } = useTranslation('bill');
  const receipt = useReceipt(id);

  let body: ReactNode;
  if (receipt.isPending) {
    body = (
      <p role="status" className="inline-flex items-center gap-3 font-semibold text-orange-800">
        <Spinner className="size-5" />
        {t('receipt.loading')}
      </p>
    );
  } else if (receipt.isError) {
    const missing = isApiError(receipt.error) && (receipt.error.status === 404 || receipt.error.status === 403);
    body = missing ? (
      <InlineError title={t('receipt.notFound')} />
    ) : (
      <InlineError
        title={t('receipt.failed')}
        message={receipt.error.message}
        onRetry={() => void receipt.refetch()}
        retrying={receipt.isFetching}
      />
    );
  } else {
    body = <ReceiptSheet receipt={receipt.data} />;
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={paths.userDashboard} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <span aria-hidden="true">‹</span> {t('receipt.back')}
        </Link>
        {receipt.isSuccess ? (
          <Button size="sm" onClick={() => window.print()}>
            {t('receipt.print')}
          </Button>
        ) : null}
      </div>
      {body}
    </div>
  );
}
