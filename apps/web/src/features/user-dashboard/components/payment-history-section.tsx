import type { Payment } from '@hostel/contract/payments';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { formatTaka } from '../../../lib/format.ts';
import { useUserPayments } from '../api/get-user-payments.ts';
import { USER_PAGE_SIZE } from '../api/user-dashboard-keys.ts';
import { capitalise } from './profile-header.tsx';
import { StatusPill } from './status-pill.tsx';

/** Payments are kept in poisha: `600000` → `৳6000`, `123456` → `৳1234.56`. */
export const formatPaymentAmount = (amount: number) =>
  formatTaka(amount / 100, { fractionDigits: amount % 100 === 0 ? 0 : 2 });

const statusTone = (status: string) =>
  status === 'succeeded' ? 'done' : status === 'failed' || status === 'canceled' ? 'failed' : 'waiting';

/** Section "Payment History": Date, Amount, Status, Transaction ID, 5 a page. */
export function PaymentHistorySection({ email }: { email: string }) {
  const [page, setPage] = useState(1);
  const payments = useUserPayments(email, page);
  const pageCount = usePageCount(payments.data?.total, USER_PAGE_SIZE, page, setPage);
  // The spec has no message for this one: logged, and the table says so with a retry.
  useLoadFailureNotice(payments.error, { log: 'Could not load the payment history' });

  const columns: ReadonlyArray<DataTableColumn<Payment>> = [
    {
      header: 'Date',
      rowHeader: true,
      cell: (payment) => (
        <span className="flex flex-col">
          <DateTime value={payment.date} />
          <span className="text-xs font-normal text-stone-500">{`${payment.planName} plan`}</span>
        </span>
      ),
    },
    {
      header: 'Amount',
      align: 'end',
      cell: (payment) => formatPaymentAmount(payment.amount),
      className: 'font-semibold tabular-nums',
    },
    {
      header: 'Status',
      cell: (payment) => <StatusPill tone={statusTone(payment.status)}>{capitalise(payment.status)}</StatusPill>,
    },
    {
      header: 'Transaction ID',
      wide: true,
      cell: (payment) => <code className="font-mono text-xs break-all text-stone-700">{payment.transactionId}</code>,
    },
  ];

  return (
    <SectionCard id="payment-history" title="Payment History" description="Your plan payments, newest first.">
      <div className="flex flex-col gap-4">
        <DataTable
          caption="Your payments, newest first"
          columns={columns}
          rows={payments.data?.items}
          rowKey={(payment) => payment.id}
          loading={payments.isPending}
          refreshing={payments.isPlaceholderData}
          skeletonRows={3}
          error={
            payments.isError && !payments.data ? (
              <LoadError what="your payments" onRetry={() => void payments.refetch()} />
            ) : undefined
          }
          empty={
            <p>
              No payments yet.{' '}
              <Link
                to={`${paths.home}#plans-title`}
                className="rounded font-semibold text-orange-800 underline underline-offset-2"
              >
                Choose a meal plan
              </Link>
            </p>
          }
        />
        <Pager label="Payments" page={page} pageCount={pageCount} onPageChange={setPage} />
      </div>
    </SectionCard>
  );
}
