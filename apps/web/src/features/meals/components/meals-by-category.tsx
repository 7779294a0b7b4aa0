import { MEAL_CATEGORIES, type MealCategory } from '@hostel/contract/meals-constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/ui/inline-error.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useCategoryLabel } from '../../../hooks/use-category-label.ts';
import { useMealsByCategory } from '../api/get-meals-by-category.ts';
import { MealGrid, MealGridSkeleton } from './meal-grid.tsx';

type CategoryTab = 'All' | MealCategory;

const TABS: readonly CategoryTab[] = ['All', ...MEAL_CATEGORIES];

function CategoryMeals({ category }: { category: MealCategory | null }) {
  const { t, i18n } = useTranslation(['meals', 'common']);
  const categoryLabel = useCategoryLabel();
  const { data, error, isPending, isError, refetch, isRefetching } = useMealsByCategory(category);
  // Inside a sentence the category reads in lower case ("No dinner meals…"); Bangla has no case.
  const inSentence = category ? categoryLabel(category).toLocaleLowerCase(i18n.resolvedLanguage) : '';

  // The spec only logs failures of this list; we also show a quiet inline state with a retry.
  useEffect(() => {
    if (error) console.error('Failed to load meals by category', error);
  }, [error]);

  if (isPending) {
    return (
      <MealGridSkeleton
        label={
          category ? t('byCategory.loadingCategory', { category: categoryLabel(category) }) : t('byCategory.loadingAll')
        }
      />
    );
  }
  if (isError) {
    return (
      <InlineError
        title={t('byCategory.failed')}
        message={t('common:status.checkConnection')}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (data.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-6 py-12 text-center text-stone-600 ring-1 ring-stone-200">
        {category ? t('byCategory.emptyCategory', { category: inSentence }) : t('byCategory.emptyAll')}
      </p>
    );
  }
  return <MealGrid meals={data} headingLevel="h3" />;
}

/** The home page's category tabs (All, Breakfast, Lunch, Dinner), six meals each. */
export function MealsByCategory() {
  const { t } = useTranslation(['meals', 'common']);
  const [tab, setTab] = useState<CategoryTab>('All');
  const items = TABS.map((value) => ({ value, label: t(`common:category.${value}`) }));
  return (
    <Tabs label={t('byCategory.tabs')} items={items} value={tab} onValueChange={setTab}>
      <CategoryMeals key={tab} category={tab === 'All' ? null : tab} />
    </Tabs>
  );
}
