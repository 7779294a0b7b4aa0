import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { pageCountOf } from '../../components/ui/pager.tsx';
import { ADMIN_PAGE_SIZE } from './api/admin-keys.ts';

/**
 * Answers the page count of an admin table for `total` rows. When rows disappear (a delete, a
 * publish) and the page shown is now past the end, it steps back to the last page.
 */
export function usePageCount(total: number | undefined, page: number, setPage: (page: number) => void) {
  const pageCount = pageCountOf(total, ADMIN_PAGE_SIZE);
  useEffect(() => {
    if (total !== undefined && page > pageCount) setPage(pageCount);
  }, [total, page, pageCount, setPage]);
  return pageCount;
}

/** Logs a failed table load and, when the spec has a message for it, shows it once per failure. */
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
