import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarGlyph } from './star-rating.tsx';

export interface StarRatingInputProps {
  /** Name of the group, e.g. "Your rating (optional)". */
  legend: string;
  /** 1 to `max`, or null for no rating. */
  value: number | null;
  onChange: (value: number | null) => void;
  max?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * A star picker built on native radio buttons (a labelled fieldset), so arrow keys, Tab and screen
 * readers work as for any radio group. "Clear" goes back to no rating.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  max = 5,
  disabled = false,
  className,
}: StarRatingInputProps) {
  const { t } = useTranslation();
  const starLabel = (count: number) => t('rating.stars', { count });
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const starsRef = useRef<HTMLDivElement>(null);

  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios below do the work. */}
        <div ref={starsRef} className="flex items-center" onMouseLeave={() => setHovered(null)}>
          {Array.from({ length: max }, (_, index) => {
            const n = index + 1;
            return (
              <label
                key={n}
                className="relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-orange-600"
                onMouseEnter={() => setHovered(n)}
              >
                <input
                  type="radio"
                  name={name}
                  value={n}
                  checked={value === n}
                  onChange={() => onChange(n)}
                  // Transparent over the star, so a tap on the star is a tap on the radio itself.
                  className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
                />
                <span className="sr-only">{starLabel(n)}</span>
                <StarGlyph filled={n <= shown} className="size-7 transition-transform hover:scale-110" />
              </label>
            );
          })}
        </div>
        <span className="text-sm text-stone-600" aria-hidden="true">
          {value ? starLabel(value) : t('rating.none')}
        </span>
        {value ? (
          <button
            type="button"
            onClick={() => {
              onChange(null);
              // The button goes away with the rating: keep the keyboard in the group.
              starsRef.current?.querySelector('input')?.focus();
            }}
            className="rounded text-sm font-semibold text-orange-700 underline-offset-2 hover:underline"
            aria-label={t('rating.clearLabel')}
          >
            {t('rating.clear')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
