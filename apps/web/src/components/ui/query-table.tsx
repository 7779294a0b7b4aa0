import { DataTable, type DataTableProps } from './data-table.tsx';
import { LoadError } from './load-error.tsx';
import { Pager, type PagerProps } from './pager.tsx';

/** A page of a list as a TanStack query gives it (its result, narrowed to what the table reads). */
export interface PagedQuery<T> {
  data: { items: readonly T[] } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryTableProps<T> extends Omit<DataTableProps<T>, 'rows' | 'loading' | 'refreshing' | 'error'> {
  query: PagedQuery<T>;
  /** What could not be loaded, for the error and its retry. */
  loadWhat: string;
  pager: PagerProps;
}

/**
 * A server-paged table and its pager: skeleton rows while the first page loads, the old page dimmed
 * while the next one does, and an error with a retry only when there is nothing to show.
 */
export function QueryTable<T>({ query, loadWhat, pager, ...table }: QueryTableProps<T>) {
  return (
    <>
      <DataTable
        {...table}
        rows={query.data?.items}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        error={
          query.isError && !query.data ? <LoadError what={loadWhat} onRetry={() => void query.refetch()} /> : undefined
        }
      />
      <Pager {...pager} />
    </>
  );
}
