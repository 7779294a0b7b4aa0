import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateRoots, MEAL_CHANGE_ROOTS } from './admin-keys.ts';
import type { MealFields, MealOwnerFields } from './meal-input.ts';

export interface UpdateMealInput extends MealFields, MealOwnerFields {
  id: string;
  /** ISO date-time with its offset. */
  date: string;
}

/** `PUT /api/meals/{id}`; the spec's form always sends status ongoing (the server keeps the status it has). */
export async function updateMeal({ id, ...fields }: UpdateMealInput): Promise<{ success?: boolean }> {
  const { data } = await apiRequest<{ success?: boolean }>(`/meals/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...fields, status: 'ongoing' },
  });
  return data;
}

export function useUpdateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeal,
    onSuccess: () => invalidateRoots(queryClient, MEAL_CHANGE_ROOTS),
  });
}
