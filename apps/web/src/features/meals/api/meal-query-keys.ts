import type { MealsFilters } from '@hostel/contract/meals-filters';

/** Query keys of the meals feature; mutations invalidate `mealKeys.all` (or a narrower key). */
export const mealKeys = {
  all: ['meals'] as const,
  lists: () => [...mealKeys.all, 'list'] as const,
  list: (filters: MealsFilters) => [...mealKeys.lists(), filters] as const,
  byCategory: (category: string | null) => [...mealKeys.all, 'by-category', category ?? 'All'] as const,
  searchByTitle: (title: string) => [...mealKeys.all, 'search', title] as const,
};
