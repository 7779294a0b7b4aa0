import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

export interface DataTableColumn<T> {
  /** Column heading; on phones, where rows stack, it is written before each value. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell that names its row (a row header); on phones it becomes the card's title. */
  rowHeader?: boolean;
  /** Numbers line up on the right on wide screens. */
  align?: 'start' | 'end';
  /** Leave the heading out above this value on phones (action buttons speak for themselves). */
  hideLabelOnPhone?: boolean;
  /** On phones, take the card's whole width (long values such as emails). */
  wide?: boolean;
  className?: string;
  /**
   * A sortable column: its heading becomes a button and says how the rows are sorted (aria-sort).
   * Phones hide the header row, so a table that sorts offers its own control there.
   */
  sort?: { state: 'ascending' | 'descending' | 'none'; onSort: () => void };
}

export interface DataTableProps<T> {
  /** The table's name (a visually hidden caption). */
  caption: string;
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** First load: placeholder rows and a "Loading…" status. */
  loading?: boolean;
  /** Another page is on its way: the rows shown dim and the table is marked busy. */
  refreshing?: boolean;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** Shown in place of the rows when they could not be loaded. */
  error?: ReactNode;
  skeletonRows?: number;
}

const alignClass = (align: DataTableColumn<unknown>['align']) => (align === 'end' ? 'sm:text-right' : 'text-left');

// Phones: each row is a card: its row header on top, then the other cells as many to a line as fit,
// each under its column heading (from data-label), and the actions at the bottom.
// Changing the display of table parts makes some browsers drop their table semantics, so the roles
// are written out even though they repeat the elements' own
// (https://adrianroselli.com/2018/02/tables-css-display-properties-and-aria.html).
const phoneRow =
  'max-sm:mb-3 max-sm:grid max-sm:grid-cols-[repeat(auto-fill,minmax(5rem,1fr))] max-sm:gap-x-3 max-sm:gap-y-3 ' +
  'max-sm:rounded-2xl max-sm:bg-white ' +
  'max-sm:p-4 max-sm:shadow-sm max-sm:ring-1 max-sm:ring-stone-200';
const phoneCell =
  'max-sm:flex max-sm:min-w-0 max-sm:flex-col max-sm:gap-0.5 max-sm:p-0 max-sm:text-left ' +
  'max-sm:before:text-[0.6875rem] max-sm:before:font-semibold max-sm:before:tracking-wide ' +
  'max-sm:before:text-stone-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';
const phoneValueCell = 'max-sm:items-start';
const phoneActionsCell = 'max-sm:col-span-full max-sm:items-end max-sm:border-t max-sm:border-stone-100 max-sm:pt-3';
const phoneHeaderCell = 'max-sm:col-span-full max-sm:p-0 max-sm:text-base';

const SORT_ARROWS = { ascending: '↑', descending: '↓', none: '↕' } as const;

/**
 * A sortable column's heading. Its name is the heading alone; the th's aria-sort says the order. On
 * phones (header row hidden) the heading stays text and the button, which could take focus unseen, goes.
 */
function SortButton({ header, state, onSort }: { header: string } & NonNullable<DataTableColumn<unknown>['sort']>) {
  return (
    <>
      <span className="sm:hidden">{header}</span>
      <button
        type="button"
        onClick={onSort}
        className={cn(
          'inline-flex items-center gap-1 rounded-md uppercase hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 max-sm:hidden',
          state !== 'none' && 'text-orange-800',
        )}
      >
        {header}
        <span aria-hidden="true" className={cn('text-sm leading-none', state === 'none' && 'opacity-40')}>
          {SORT_ARROWS[state]}
        </span>
      </button>
    </>
  );
}

/**
 * A plain data table: a header row, one row per item, a loading state, an empty state and an error
 * state. Wide screens get a classic table; below 640 px every row stacks into a card.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  refreshing = false,
  empty,
  error,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const state = error ? 'error' : loading ? 'loading' : rows && rows.length > 0 ? 'rows' : 'empty';

  return (
    <div className="sm:overflow-x-auto sm:rounded-2xl sm:ring-1 sm:ring-stone-200">
      <table
        // biome-ignore lint/a11y/noRedundantRoles: see "Phones" above.
        role="table"
        aria-busy={loading || refreshing}
        className="w-full border-collapse text-sm text-stone-800 max-sm:block"
      >
        <caption className="sr-only">{caption}</caption>
        <thead
          // biome-ignore lint/a11y/noRedundantRoles: see "Phones" above.
          role="rowgroup"
          className="bg-amber-50/80 max-sm:sr-only"
        >
          <tr
            // biome-ignore lint/a11y/noRedundantRoles: see "Phones" above.
            role="row"
          >
            {columns.map((column) => (
              <th
                key={column.header}
                // biome-ignore lint/a11y/noRedundantRoles: see "Phones" above.
                role="columnheader"
                scope="col"
                aria-sort={column.sort?.state}
                className={cn(
                  'px-4 py-3 text-xs font-bold tracking-wide whitespace-nowrap text-stone-600 uppercase',
                  alignClass(column.align),
                )}
              >
                {column.sort ? <SortButton header={column.header} {...column.sort} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          // biome-ignore lint/a11y/noRedundantRoles: see "Phones" above.
          role="rowgroup"
          className={cn(
            'transition-opacity max-sm:block sm:divide-y sm:divide-stone-100 sm:bg-white',
            refreshing && 'opacity-60',
          )}
        >
          {state === 'rows'
            ? rows?.map((row) => (
                <tr
                  key={rowKey(row)}
                  // biome-ignore lint/a11y/noRedundantRoles: see "Phones" above.
                  role="row"
                  className={cn('align-middle hover:bg-amber-50/40', phoneRow)}
                >
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th
                        key={column.header}
                        // biome-ignore lint/a11y/noRedundantRoles: see "Phones" above.
                        role="rowheader"
                        scope="row"
                        className={cn(
                          'px-4 py-3 text-left font-semibold text-stone-900',
                          phoneHeaderCell,
                          column.className,
                        )}
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        // biome-ignore lint/a11y/noRedundantRoles: see "Phones" above.
                        role="cell"
                        data-label={column.hideLabelOnPhone ? undefined : column.header}
                        className={cn(
                          'px-4 py-3',
                          alignClass(column.align),
                          phoneCell,
                          column.hideLabelOnPhone ? phoneActionsCell : phoneValueCell,
                          column.wide && 'max-sm:col-span-full',
                          column.className,
                        )}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            : null}
          {state !== 'rows' ? (
            <tr
              // biome-ignore lint/a11y/noRedundantRoles: see "Phones" above.
              role="row"
              className="max-sm:block"
            >
              <td
                // biome-ignore lint/a11y/noRedundantRoles: see "Phones" above.
                role="cell"
                colSpan={columns.length}
                className="px-4 max-sm:block max-sm:px-0"
              >
                {state === 'loading' ? (
                  <div className="py-3">
                    <div aria-hidden="true" className="flex flex-col gap-3">
                      {Array.from({ length: skeletonRows }, (_, index) => (
                        <span
                          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder bars that never reorder.
                          key={index}
                          className="block h-9 w-full animate-pulse rounded-xl bg-stone-200/70"
                        />
                      ))}
                    </div>
                    <p
                      role="status"
                      className="mt-3 flex items-center justify-center gap-2 text-sm font-medium text-orange-800"
                    >
                      <Spinner className="size-4" />
                      {t('status.loading')}
                    </p>
                  </div>
                ) : (
                  <div className="py-10 text-center text-stone-600 max-sm:rounded-2xl max-sm:bg-white max-sm:px-4 max-sm:ring-1 max-sm:ring-stone-200">
                    {state === 'error' ? error : empty}
                  </div>
                )}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
