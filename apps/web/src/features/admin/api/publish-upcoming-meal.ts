import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateRoots } from './admin-keys.ts';

/** `POST /api/upcoming-meals/{id}` with status published: the meal becomes ongoing (409 if it already is). */
export async function publishUpcomingMeal(id: string): Promise<{ success?: boolean }> {
  const { data } = await apiRequest<{ success?: boolean }>(`/upcoming-meals/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { status: 'published' },
  });
  return data;
}

/** Publishing moves a meal from the upcoming lists to the meal lists: both refresh. */
export function usePublishUpcomingMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishUpcomingMeal,
    onSettled: () => invalidateRoots(queryClient, ['upcomingMeals', 'meals']),
  });
}
