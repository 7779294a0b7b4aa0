import type { BalanceSort, SortOrder } from './api/get-balances.ts';

export interface BalancesOrder {
  by: BalanceSort;
  order: SortOrder;
}

/** The table opens on who owes most. */
export const DEFAULT_BALANCES_ORDER: BalancesOrder = { by: 'due', order: 'desc' };

/** Names read A to Z first; amounts biggest first (who owes most, who paid most). */
const FIRST_ORDER: Record<BalanceSort, SortOrder> = {
  name: 'asc',
  due: 'desc',
  charges: 'desc',
  rebates: 'desc',
  payments: 'desc',
};
export const BALANCE_SORT_COLUMNS = Object.keys(FIRST_ORDER) as BalanceSort[];

/** A click on a column's heading: the same column turns round, another starts in its own first order. */
export const nextBalancesOrder = (current: BalancesOrder, by: BalanceSort): BalancesOrder => ({
  by,
  order: current.by === by ? (current.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[by],
});

/** What a column's heading says about the rows (its th's aria-sort). */
export const ariaSortOf = (current: BalancesOrder, by: BalanceSort) =>
  current.by !== by ? 'none' : current.order === 'asc' ? 'ascending' : 'descending';
