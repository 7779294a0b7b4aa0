import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';

export const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

/** One star glyph (24×24). Decorative. */
export function StarGlyph({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className={cn(filled ? 'fill-amber-400 text-amber-500' : 'fill-stone-200 text-stone-300', className)}
    >
      <path d={STAR_PATH} stroke="currentColor" strokeWidth={1} strokeLinejoin="round" />
    </svg>
  );
}

export interface StarRatingProps {
  /** 0 to `max`; may have decimals. */
  value: number;
  max?: number;
  /** Write the value next to the stars with one decimal (`4.3`). */
  showValue?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Read-only stars: the value rounded to the nearest whole star (4.25 → 4, 4.5 → 5), read out as
 * "Rated 4.3 out of 5" (whole values as "Rated 4 out of 5").
 */
export function StarRating({ value, max = 5, showValue = false, size = 'md', className }: StarRatingProps) {
  const { t } = useTranslation();
  const format = useFormat();
  // `4.25` → `4.3`: one decimal, always shown.
  const formatRatingValue = (rating: number) => format.number(rating, 1);
  const safe = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const filled = Math.round(safe);
  // Whole values read naturally ("Rated 4 out of 5"); others with the one decimal shown (4.25 → "4.3").
  const spoken = Number.isInteger(safe) ? format.number(safe) : formatRatingValue(safe);
  const label = t('rating.rated', { value: spoken, max });
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-1.5', className)}>
      <span className="inline-flex items-center gap-0.5">
        {Array.from({ length: max }, (_, index) => (
          <StarGlyph
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of stars that never reorders.
            key={index}
            filled={index < filled}
            className={size === 'sm' ? 'size-4' : 'size-5'}
          />
        ))}
      </span>
      {showValue ? (
        <span aria-hidden="true" className={cn('font-bold text-stone-800', size === 'sm' ? 'text-sm' : 'text-base')}>
          {formatRatingValue(safe)}
        </span>
      ) : null}
    </span>
  );
}
