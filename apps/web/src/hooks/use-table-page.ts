import { useEffect } from 'react';
import { pageCountOf } from '../components/ui/pager.tsx';
import { toast } from '../lib/toast.tsx';

/**
 * The page count of a paged table for `total` rows, `pageSize` a page. When rows go away (a delete,
 * a publish, a cancel) and the page shown is now past the end, it steps back to the last page.
 */
export function usePageCount(
  total: number | undefined,
  pageSize: number,
  page: number,
  setPage: (page: number) => void,
) {
  const pageCount = pageCountOf(total, pageSize);
  useEffect(() => {
    if (total !== undefined && page > pageCount) setPage(pageCount);
  }, [total, page, pageCount, setPage]);
  return pageCount;
}

/** Logs a failed table load and, when the spec has a message for it, toasts it once per failure. */
export function useLoadFailureNotice(
  error: Error | null,
  { log, toastMessage }: { log: string; toastMessage?: string },
) {
  useEffect(() => {
    if (!error) return;
    console.error(log, error);
    if (toastMessage) toast.error(toastMessage, { id: toastMessage });
  }, [error, log, toastMessage]);
}
