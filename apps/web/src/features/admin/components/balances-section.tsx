import type { BalanceRow } from '@hostel/contract/bills';
import { DEFAULT_TIME_ZONE } from '@hostel/contract/mess-constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { useFormat } from '../../../i18n/format.ts';
import { cn } from '../../../lib/cn.ts';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys.ts';
import { type BalanceSort, balancesExportUrl, type SortOrder, useBalances } from '../api/get-balances.ts';
import {
  ariaSortOf,
  BALANCE_SORT_COLUMNS,
  type BalancesOrder,
  DEFAULT_BALANCES_ORDER,
  nextBalancesOrder,
} from '../balance-sort.ts';
import { monthIn, monthName, shiftMonth } from '../bill-month.ts';
import { EmailText } from './email-text.tsx';

/** Issue 17: every student's balance for a month, sortable, paged, and exported as CSV. */
export function BalancesSection() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  // The bill's month is the hostel's: counted in its default zone, as the week grid counts weeks.
  const thisMonth = useMemo(() => monthIn(DEFAULT_TIME_ZONE, new Date()), []);
  const [month, setMonth] = useState(thisMonth);
  const [sort, setSort] = useState<BalancesOrder>(DEFAULT_BALANCES_ORDER);
  const [page, setPage] = useState(1);
  const balances = useBalances({ month, sort: sort.by, order: sort.order, page });
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

  /** ৳ from poisha; a negative balance is money the student has in hand, written as credit. */
  const money = (poisha: number) => {
    const taka = format.taka(Math.abs(poisha) / 100);
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
        ) : row.name ? (
          <span translate="no">{row.name}</span>
        ) : (
          t('balances.unnamed')
        ),
      sort: { state: sortState('name'), onSort: () => sortBy('name') },
    },
    { header: t('balances.columns.email'), wide: true, cell: (row) => <EmailText email={row.email} /> },
    {
      header: t('balances.columns.plan'),
      // Plan names are the plans' names in every language (as the plan cards show them).
      cell: (row) => (row.plan ? <span translate="no">{row.plan}</span> : t('balances.noPlan')),
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
        <a href={balancesExportUrl(month)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('balances.export')}
        </a>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-bold text-stone-900" aria-live="polite">
            {label}
          </p>
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
      </div>
    </SectionCard>
  );
}
