import type { Payment } from '@hostel/contract/payments';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { formatDate, formatTaka, useFormat } from '../../../i18n/format.ts';
import type { Language } from '../../../i18n/languages.ts';
import { usePaymentWords } from '../../../i18n/payment-words.tsx';
import { useUserPayments } from '../api/get-user-payments.ts';
import { USER_PAGE_SIZE } from '../api/user-dashboard-keys.ts';
import { capitalise } from './profile-header.tsx';

/** Payments are kept in poisha: `600000` → `৳6000`, `123456` → `৳1234.56` (`৳৬০০০` in Bangla). */
export const formatPaymentAmount = (amount: number, language: Language) =>
  formatTaka(amount / 100, { fractionDigits: amount % 100 === 0 ? 0 : 2, language });

const statusTone = (status: string) =>
  status === 'succeeded' ? 'done' : status === 'failed' || status === 'canceled' ? 'failed' : 'waiting';

/** Statuses with a name in the catalog; any other is the provider's own word, shown as it is. */
const NAMED_STATUSES = ['succeeded', 'processing', 'canceled', 'failed'] as const;
const isNamedStatus = (status: string): status is (typeof NAMED_STATUSES)[number] =>
  (NAMED_STATUSES as readonly string[]).includes(status);

function PaymentStatus({ status }: { status: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <StatusPill tone={statusTone(status)}>
      {isNamedStatus(status) ? t(`payments.status.${status}`) : <span translate="no">{capitalise(status)}</span>}
    </StatusPill>
  );
}

/** Section "Payment History": Date, Amount, Status, Transaction ID, 5 a page; each row links to its receipt. */
export function PaymentHistorySection({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  const { language } = useFormat();
  const [page, setPage] = useState(1);
  const payments = useUserPayments(email, page);
  const words = usePaymentWords();
  const pageCount = usePageCount(payments.data?.total, USER_PAGE_SIZE, page, setPage);
  // The spec has no message for this one: logged, and the table says so with a retry.
  useLoadFailureNotice(payments.error, { log: 'Could not load the payment history' });

  const columns: ReadonlyArray<DataTableColumn<Payment>> = [
    {
      header: t('payments.columns.date'),
      rowHeader: true,
      cell: (payment) => (
        <span className="flex flex-col">
          <DateTime value={payment.date} />
          <span className="text-xs font-normal text-stone-500">{words.paidFor(payment)}</span>
        </span>
      ),
    },
    {
      header: t('payments.columns.amount'),
      align: 'end',
      cell: (payment) => formatPaymentAmount(payment.amount, language),
      className: 'font-semibold tabular-nums',
    },
    {
      header: t('payments.columns.status'),
      cell: (payment) => {
        const refunded = words.refunded(payment);
        return refunded ? (
          <StatusPill tone="waiting">{refunded}</StatusPill>
        ) : (
          <PaymentStatus status={payment.status} />
        );
      },
    },
    {
      header: t('payments.columns.transactionId'),
      wide: true,
      cell: (payment) => (
        <code translate="no" className="font-mono text-xs break-all text-stone-700">
          {payment.transactionId}
        </code>
      ),
    },
    {
      header: t('payments.columns.receipt'),
      hideLabelOnPhone: true,
      cell: (payment) => (
        <Link
          to={paths.receipt(payment.id)}
          className="rounded font-semibold whitespace-nowrap text-orange-800 underline underline-offset-2"
        >
          <Trans
            t={t}
            i18nKey="payments.receipt"
            values={{ date: formatDate(payment.date, language) }}
            components={{ sr: <span className="sr-only" /> }}
          />
        </Link>
      ),
    },
  ];

  return (
    <SectionCard id="payment-history" title={t('payments.title')} description={t('payments.description')}>
      <div className="flex flex-col gap-4">
        <QueryTable
          caption={t('payments.caption')}
          columns={columns}
          query={payments}
          loadWhat={t('payments.loadWhat')}
          rowKey={(payment) => payment.id}
          skeletonRows={3}
          empty={
            <p>
              {t('payments.empty')}{' '}
              <Link
                to={`${paths.home}#plans-title`}
                className="rounded font-semibold text-orange-800 underline underline-offset-2"
              >
                {t('payments.choosePlan')}
              </Link>
            </p>
          }
          pager={{ label: t('payments.pager'), page, pageCount, onPageChange: setPage }}
        />
      </div>
    </SectionCard>
  );
}
