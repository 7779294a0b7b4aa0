import type { BalanceRow } from '@hostel/contract/bills';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import { cn } from '../../../lib/cn.ts';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys.ts';
import {
  type BalanceSort,
  balancesExportUrl,
  type SortOrder,
  useBalances,
  useBalanceTotals,
} from '../api/get-balances.ts';
import { useHostelToday } from '../api/hostel-today.ts';
import {
  ariaSortOf,
  BALANCE_SORT_COLUMNS,
  type BalancesOrder,
  DEFAULT_BALANCES_ORDER,
  nextBalancesOrder,
} from '../balance-sort.ts';
import { monthName, shiftMonth } from '../bill-month.ts';
import { CloseMonthButton } from './close-month-button.tsx';
import { EmailText } from './email-text.tsx';
import { STUDENT_LINK } from './student-link.ts';

/** Issue 17: every student's balance for a month, sortable, paged, and exported as CSV. */
export function BalancesSection() {
  // The bill's month is the hostel's, in the zone its settings name.
  const hostel = useHostelToday();
  const { t } = useTranslation('admin');
  if (hostel) return <Balances thisMonth={hostel.month} />;
  return (
    <SectionCard id="balances" title={t('balances.title')} description={t('balances.description')}>
      <Spinner />
    </SectionCard>
  );
}

function Balances({ thisMonth }: { thisMonth: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [month, setMonth] = useState(thisMonth);
  const [sort, setSort] = useState<BalancesOrder>(DEFAULT_BALANCES_ORDER);
  const [page, setPage] = useState(1);
  const balances = useBalances({ month, sort: sort.by, order: sort.order, page });
  const totals = useBalanceTotals(month);
  const pageCount = usePageCount(balances.data?.total, ADMIN_PAGE_SIZE, page, setPage);
  useLoadFailureNotice(balances.error, { log: 'Could not load the balances' });

  const showMonth = (next: string) => {
    setMonth(next);
    setPage(1);
  };
  const sortBy = (by: BalanceSort, order?: SortOrder) => {
    setSort((current) => (order ? { by, order } : nextBalancesOrder(current, by)));
    setPage(1);
  };
  const sortState = (by: BalanceSort) => ariaSortOf(sort, by);

  /** ৳ from poisha as the student's bill writes it; a negative balance is money in hand, written as credit. */
  const money = (poisha: number) => {
    const taka = formatPoisha(Math.abs(poisha), format.language);
    // Kept on one line; the cell itself may wrap, so its heading (written before it on phones) can.
    return poisha < 0 ? (
      <span className="font-semibold whitespace-nowrap text-emerald-700">{t('balances.credit', { amount: taka })}</span>
    ) : (
      <span className="whitespace-nowrap">{taka}</span>
    );
  };
  const amount = (header: string, value: (row: BalanceRow) => number, by?: BalanceSort) =>
    ({
      header,
      align: 'end',
      className: 'tabular-nums',
      cell: (row) => money(value(row)),
      sort: by ? { state: sortState(by), onSort: () => sortBy(by) } : undefined,
    }) satisfies DataTableColumn<BalanceRow>;

  const columns: ReadonlyArray<DataTableColumn<BalanceRow>> = [
    {
      header: t('balances.columns.name'),
      rowHeader: true,
      cell: (row) =>
        row.formerStudent ? (
          t('balances.formerStudent')
        ) : (
          <Link to={paths.adminStudent(row.userId)} className={STUDENT_LINK}>
            {row.name ? <span translate="no">{row.name}</span> : t('balances.unnamed')}
          </Link>
        ),
      sort: { state: sortState('name'), onSort: () => sortBy('name') },
    },
    { header: t('balances.columns.room'), cell: (row) => (row.room ? <span translate="no">{row.room}</span> : '—') },
    { header: t('balances.columns.email'), wide: true, cell: (row) => <EmailText email={row.email} /> },
    {
      header: t('balances.columns.plan'),
      // Plan names are the plans' names in every language (as the plan cards show them).
      cell: (row) =>
        row.plan ? (
          <>
            <span translate="no">{row.plan}</span>
            {row.roommateOf !== null && (
              <span className="block text-xs text-stone-600">
                {row.roommateOf ? (
                  <Trans
                    t={t}
                    i18nKey="balances.roommateOf"
                    components={{ name: <span translate="no">{row.roommateOf}</span> }}
                  />
                ) : (
                  t('balances.roommate')
                )}
              </span>
            )}
          </>
        ) : (
          t('balances.noPlan')
        ),
    },
    amount(t('balances.columns.opening'), (row) => row.openingBalance),
    amount(t('balances.columns.charges'), (row) => row.charges, 'charges'),
    amount(t('balances.columns.rebates'), (row) => row.rebates, 'rebates'),
    amount(t('balances.columns.payments'), (row) => row.payments, 'payments'),
    {
      ...amount(t('balances.columns.due'), (row) => row.due, 'due'),
      cell: (row) => <span className={cn(row.due > 0 && 'font-bold text-stone-900')}>{money(row.due)}</span>,
    },
  ];

  const orderWords = (by: BalanceSort, order: SortOrder) =>
    by === 'name'
      ? t(order === 'asc' ? 'balances.orders.nameAsc' : 'balances.orders.nameDesc')
      : t(`balances.orders.${order}`);
  const sortOptions = BALANCE_SORT_COLUMNS.flatMap((by) =>
    (['desc', 'asc'] as const).map((order) => ({
      value: `${by}:${order}` as const,
      label: t('balances.sortOption', { column: t(`balances.columns.${by}`), order: orderWords(by, order) }),
    })),
  );

  const label = monthName(month, format.language);
  return (
    <SectionCard
      id="balances"
      title={t('balances.title')}
      description={t('balances.description')}
      aside={
        <a
          href={balancesExportUrl({ month, sort: sort.by, order: sort.order })}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('balances.export')}
        </a>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-lg font-bold text-stone-900" aria-live="polite">
              {label}
            </p>
            <CloseMonthButton
              month={month}
              label={label}
              ended={month < thisMonth}
              closed={totals.data?.closed ?? balances.data?.items[0]?.closed ?? false}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => showMonth(shiftMonth(month, -1))}>
              {t('balances.previous')}
            </Button>
            <Button variant="outline" size="sm" disabled={month === thisMonth} onClick={() => showMonth(thisMonth)}>
              {t('balances.thisMonth')}
            </Button>
            {/* No bill runs ahead of the month it is now. */}
            <Button
              variant="outline"
              size="sm"
              disabled={month >= thisMonth}
              onClick={() => showMonth(shiftMonth(month, 1))}
            >
              {t('balances.next')}
            </Button>
          </div>
        </div>
        {/* Phones hide the sortable header row; the same orders are offered here. */}
        <SelectField
          className="sm:hidden"
          label={t('balances.sortBy')}
          value={`${sort.by}:${sort.order}` as const}
          options={sortOptions}
          onValueChange={(value) => {
            const [by, order] = value.split(':') as [BalanceSort, SortOrder];
            sortBy(by, order);
          }}
        />
        <QueryTable
          caption={t('balances.caption', { month: label })}
          columns={columns}
          query={balances}
          loadWhat={t('balances.loadWhat')}
          rowKey={(row) => row.userId}
          empty={t('balances.empty')}
          pager={{ label: t('balances.pager'), page, pageCount, onPageChange: setPage }}
        />
        {totals.data && totals.data.students > 0 && (
          <section aria-labelledby="balances-totals" className="rounded-xl p-3 ring-1 ring-stone-200">
            <h3 id="balances-totals" className="font-bold text-stone-900">
              {t('balances.totals', { count: totals.data.students, students: format.number(totals.data.students) })}
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 tabular-nums sm:grid-cols-5">
              {(
                [
                  ['opening', totals.data.openingBalance],
                  ['charges', totals.data.charges],
                  ['rebates', totals.data.rebates],
                  ['payments', totals.data.payments],
                  ['due', totals.data.due],
                ] as const
              ).map(([column, value]) => (
                <div key={column} data-total={column}>
                  <dt className="text-xs text-stone-600">{t(`balances.columns.${column}`)}</dt>
                  <dd>{money(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </SectionCard>
  );
}
