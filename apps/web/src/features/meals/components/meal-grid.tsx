import type { Meal } from '@hostel/contract/meals';
import { useTranslation } from 'react-i18next';
import { MealCard, MealCardSkeleton } from './meal-card.tsx';

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

export interface MealGridProps {
  meals: readonly Meal[];
  headingLevel?: 'h2' | 'h3';
  /** How many of the first cards load their image eagerly. */
  eagerImages?: number;
  label?: string;
}

export function MealGrid({ meals, headingLevel, eagerImages = 0, label }: MealGridProps) {
  return (
    <ul className={gridClass} aria-label={label}>
      {meals.map((meal, index) => (
        <li key={meal._id}>
          <MealCard meal={meal} headingLevel={headingLevel} priority={index < eagerImages} />
        </li>
      ))}
    </ul>
  );
}

export function MealGridSkeleton({ count = 6, label }: { count?: number; label?: string }) {
  const { t } = useTranslation('meals');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label ?? t('list.loading')}</span>
      <div className={gridClass}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
          <MealCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
