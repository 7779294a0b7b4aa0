import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { buttonClasses } from './button.tsx';

/** Pages needed for `total` items, `pageSize` a page: never fewer than one ("Page 1 of 1" when empty). */
export const pageCountOf = (total: number | undefined, pageSize: number) =>
  Math.max(1, Math.ceil((total ?? 0) / pageSize));

export interface PagerProps {
  /** What is paged, for the navigation landmark's name: "Users" → "Users pages". */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * "Prev · Page X of Y · Next". Prev is disabled on the first page and Next on the last; when the
 * button just pressed becomes disabled, focus moves to the other one instead of falling to the page.
 */
export function Pager({ label, page, pageCount, onPageChange, className }: PagerProps) {
  // Controls of lazily loaded screens: their words are not in the first bundle (the home page's budget).
  const { t } = useTranslation('controls');
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef<HTMLButtonElement | null>(null);
  const atStart = page <= 1;
  const atEnd = page >= pageCount;

  // After the page changed (and the other button may have become enabled), move focus if asked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is the trigger, not an input.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current.focus();
    refocus.current = null;
  }, [page]);

  const go = (target: number) => {
    const next = Math.min(Math.max(target, 1), pageCount);
    if (next === page) return;
    if (next === 1) refocus.current = nextRef.current;
    else if (next === pageCount) refocus.current = prevRef.current;
    onPageChange(next);
  };

  return (
    <nav aria-label={t('pager.label', { label })} className={cn('flex items-center justify-between gap-3', className)}>
      <button
        ref={prevRef}
        type="button"
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        onClick={() => go(page - 1)}
        disabled={atStart}
      >
        <span aria-hidden="true">←</span> {t('pager.prev')}
      </button>
      <p className="text-sm font-semibold text-stone-700 tabular-nums" aria-live="polite">
        {t('pager.status', { page, total: pageCount })}
      </p>
      <button
        ref={nextRef}
        type="button"
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        onClick={() => go(page + 1)}
        disabled={atEnd}
      >
        {t('pager.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
