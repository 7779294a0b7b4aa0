import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateRoots } from './admin-keys.ts';
import type { Created, MealFields, MealOwnerFields } from './meal-input.ts';

export interface CreateUpcomingMealInput extends MealFields, MealOwnerFields {
  /** ISO date-time with its offset. */
  postTime: string;
}

/** `POST /api/upcoming-meals`, with the spec's body (likes 0, rating 0, status upcoming). */
export async function createUpcomingMeal(input: CreateUpcomingMealInput): Promise<Created> {
  const { data } = await apiRequest<Created>('/upcoming-meals', {
    method: 'POST',
    body: { ...input, likes: 0, rating: 0, status: 'upcoming' },
  });
  return data;
}

export function useCreateUpcomingMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUpcomingMeal,
    onSuccess: () => invalidateRoots(queryClient, ['upcomingMeals', 'sessionRecords']),
  });
}
