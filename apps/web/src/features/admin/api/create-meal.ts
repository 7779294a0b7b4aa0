import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateRoots } from './admin-keys.ts';
import { type Created, type MealFields, type MealOwnerFields, NEW_MEAL_COUNTERS } from './meal-input.ts';

export interface CreateMealInput extends MealFields, MealOwnerFields {
  /** ISO date-time with its offset. */
  date: string;
}

/** `POST /api/meals`: a new ongoing meal, with the spec's full body. */
export async function createMeal(input: CreateMealInput): Promise<Created> {
  const { data } = await apiRequest<Created>('/meals', {
    method: 'POST',
    body: { ...input, ...NEW_MEAL_COUNTERS, status: 'ongoing' },
  });
  return data;
}

/** Adds a meal; the public lists, the admin table and the admin's "Meals added" count refresh. */
export function useCreateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeal,
    onSuccess: () => invalidateRoots(queryClient, ['meals', 'sessionRecords']),
  });
}
