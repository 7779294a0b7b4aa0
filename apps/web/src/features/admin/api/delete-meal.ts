import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateRoots, MEAL_CHANGE_ROOTS } from './admin-keys.ts';

/** `DELETE /api/meals/{id}`: the meal goes, with its likes, reviews and requests. */
export async function deleteMeal(id: string): Promise<void> {
  await apiRequest<{ success: true }>(`/meals/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSuccess: () => invalidateRoots(queryClient, MEAL_CHANGE_ROOTS),
  });
}
