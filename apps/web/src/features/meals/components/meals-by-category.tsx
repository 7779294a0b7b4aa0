import { MEAL_CATEGORIES, type MealCategory } from '@hostel/contract/meals-constants';
import { useEffect, useState } from 'react';
import { InlineError } from '../../../components/ui/inline-error.tsx';
import { type TabItem, Tabs } from '../../../components/ui/tabs.tsx';
import { useMealsByCategory } from '../api/get-meals-by-category.ts';
import { MealGrid, MealGridSkeleton } from './meal-grid.tsx';

type CategoryTab = 'All' | MealCategory;

const TABS: ReadonlyArray<TabItem<CategoryTab>> = [
  { value: 'All', label: 'All' },
  ...MEAL_CATEGORIES.map((category) => ({ value: category, label: category })),
];

function CategoryMeals({ category }: { category: MealCategory | null }) {
  const { data, error, isPending, isError, refetch, isRefetching } = useMealsByCategory(category);

  // The spec only logs failures of this list; we also show a quiet inline state with a retry.
  useEffect(() => {
    if (error) console.error('Failed to load meals by category', error);
  }, [error]);

  if (isPending) return <MealGridSkeleton label={`Loading ${category ?? 'all'} meals`} />;
  if (isError) {
    return (
      <InlineError
        title="We couldn't load these meals right now."
        message="Please check your connection and try again."
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (data.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-6 py-12 text-center text-stone-600 ring-1 ring-stone-200">
        No {category ? category.toLowerCase() : ''} meals on the menu yet. Check back soon!
      </p>
    );
  }
  return <MealGrid meals={data} headingLevel="h3" />;
}

/** The home page's category tabs (All, Breakfast, Lunch, Dinner), six meals each. */
export function MealsByCategory() {
  const [tab, setTab] = useState<CategoryTab>('All');
  return (
    <Tabs label="Meal categories" items={TABS} value={tab} onValueChange={setTab}>
      <CategoryMeals key={tab} category={tab === 'All' ? null : tab} />
    </Tabs>
  );
}
