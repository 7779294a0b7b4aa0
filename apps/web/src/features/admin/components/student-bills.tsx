import type { StudentBill } from '@hostel/contract/students';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { calendarMonth } from '../../../i18n/calendar-date.ts';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';

/** The bills of the last 12 months, newest first, as the student's own bill counts them. */
export function StudentBills({ bills }: { bills: StudentBill[] }) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const money = (poisha: number) =>
    poisha < 0 ? (
      <span className="font-semibold whitespace-nowrap text-emerald-700">
        {t('balances.credit', { amount: formatPoisha(-poisha, language) })}
      </span>
    ) : (
      <span className="whitespace-nowrap">{formatPoisha(poisha, language)}</span>
    );
  const amount = (header: string, value: (bill: StudentBill) => number): DataTableColumn<StudentBill> => ({
    header,
    align: 'end',
    className: 'tabular-nums',
    cell: (bill) => money(value(bill)),
  });
  const columns: ReadonlyArray<DataTableColumn<StudentBill>> = [
    { header: t('student.bills.month'), rowHeader: true, cell: (bill) => calendarMonth(bill.month, language) },
    amount(t('balances.columns.opening'), (bill) => bill.openingBalance),
    amount(t('balances.columns.charges'), (bill) => bill.charges),
    amount(t('balances.columns.rebates'), (bill) => bill.rebates),
    amount(t('balances.columns.payments'), (bill) => bill.payments),
    amount(t('balances.columns.due'), (bill) => bill.due),
  ];
  return (
    <SectionCard id="student-bills" title={t('student.bills.title')} description={t('student.bills.description')}>
      <DataTable
        caption={t('student.bills.caption')}
        columns={columns}
        rows={bills}
        rowKey={(bill) => bill.month}
        empty={t('student.bills.empty')}
      />
    </SectionCard>
  );
}
