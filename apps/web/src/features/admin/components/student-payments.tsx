import type { StudentPayment } from '@hostel/contract/students';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import { usePaymentWords } from '../../../i18n/payment-words.tsx';
import { StudentRefundDialog } from './student-refund-dialog.tsx';

const METHODS = ['card', 'cash', 'bkash', 'nagad', 'rocket'] as const;
const isNamedMethod = (method: string): method is (typeof METHODS)[number] =>
  (METHODS as readonly string[]).includes(method);

/** The student's payments, newest first, with what went back, and a refund for what remains. */
export function StudentPayments({
  payments,
  total,
  aside,
}: {
  payments: StudentPayment[];
  total: number;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const words = usePaymentWords();
  const [refunding, setRefunding] = useState<StudentPayment | null>(null);

  const columns: ReadonlyArray<DataTableColumn<StudentPayment>> = [
    {
      header: t('student.payments.columns.date'),
      rowHeader: true,
      cell: (payment) => (
        <span className="flex flex-col">
          <DateTime value={payment.date} />
          <span className="text-xs font-normal text-stone-600">{words.paidFor(payment)}</span>
        </span>
      ),
    },
    {
      header: t('student.payments.columns.method'),
      cell: (payment) =>
        isNamedMethod(payment.method) ? (
          t(`student.methods.${payment.method}`)
        ) : (
          <span translate="no">{payment.method}</span>
        ),
    },
    {
      header: t('student.payments.columns.amount'),
      align: 'end',
      className: 'font-semibold tabular-nums whitespace-nowrap',
      cell: (payment) => formatPoisha(payment.amount, language),
    },
    {
      header: t('student.payments.columns.refunded'),
      cell: (payment) => {
        const refunded = words.refunded(payment);
        return refunded ? <StatusPill tone="waiting">{refunded}</StatusPill> : t('student.payments.none');
      },
    },
    {
      header: t('student.payments.columns.action'),
      hideLabelOnPhone: true,
      cell: (payment) => (
        <span className="flex flex-wrap items-center gap-2">
          {payment.remaining > 0 ? (
            <Button size="sm" variant="outline" onClick={() => setRefunding(payment)}>
              {t('student.payments.refund')}
              <span className="sr-only"> {words.paidFor(payment)}</span>
            </Button>
          ) : null}
          <Link
            to={paths.receipt(payment.id)}
            className="rounded text-sm font-semibold text-orange-800 underline underline-offset-2"
          >
            {t('student.payments.receipt')}
            <span className="sr-only"> {words.paidFor(payment)}</span>
          </Link>
        </span>
      ),
    },
  ];

  return (
    <SectionCard
      id="student-payments"
      title={t('student.payments.title')}
      description={
        total > payments.length ? t('student.payments.newest', { count: payments.length, total }) : undefined
      }
      aside={aside}
    >
      <DataTable
        caption={t('student.payments.caption')}
        columns={columns}
        rows={payments}
        rowKey={(payment) => payment.id}
        empty={t('student.payments.empty')}
      />
      {refunding ? <StudentRefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </SectionCard>
  );
}
