import { MEAL_CATEGORIES, type MealCategory } from '@hostel/contract/meals-constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const isCategory = (value: string): value is MealCategory => MEAL_CATEGORIES.includes(value as MealCategory);

/**
 * A meal category in the reader's language (the API keeps the English value). A value the app does
 * not know is shown as it came.
 */
export function useCategoryLabel() {
  const { t } = useTranslation();
  return useCallback((category: string) => (isCategory(category) ? t(`category.${category}`) : category), [t]);
}
