import type { LikeResult, MealViewerStatus } from '@hostel/contract/likes';
import type { Meal } from '@hostel/contract/meals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isOtherMealsQuery, mealDetailKeys } from './meal-detail-keys.ts';
import { mealKeys } from './meal-query-keys.ts';

export interface LikeMealInput {
  mealId: string;
  action: 'like' | 'dislike';
}

/** `PATCH /api/meals/{id}/like`: the meal's count after the change, and whether it released the meal. */
export async function likeMeal({ mealId, action }: LikeMealInput): Promise<LikeResult> {
  const { data } = await apiRequest<LikeResult>(`/meals/${encodeURIComponent(mealId)}/like`, {
    method: 'PATCH',
    body: { action },
  });
  return data;
}

interface Snapshot {
  meal: Meal | undefined;
  status: MealViewerStatus | undefined;
}

/**
 * Like or unlike, optimistically: the button and count change at once (the spec's "local count
 * changes by 1"), then take the server's count; a failure puts both back. A release makes the meal
 * ongoing, so its details are refetched (the Request button appears). Lists are marked stale so
 * /meals shows the new count.
 */
export function useLikeMeal({ onSuccess }: { onSuccess?: (result: LikeResult, input: LikeMealInput) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeMeal,
    onMutate: async ({ mealId, action }): Promise<Snapshot> => {
      const mealKey = mealDetailKeys.detail(mealId);
      const statusKey = mealDetailKeys.viewerStatus(mealId);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: mealKey }),
        queryClient.cancelQueries({ queryKey: statusKey }),
      ]);
      const snapshot: Snapshot = {
        meal: queryClient.getQueryData<Meal>(mealKey),
        status: queryClient.getQueryData<MealViewerStatus>(statusKey),
      };
      const liked = action === 'like';
      if (snapshot.status?.liked !== liked) {
        queryClient.setQueryData<Meal>(mealKey, (old) =>
          old ? { ...old, likes: Math.max(0, old.likes + (liked ? 1 : -1)) } : old,
        );
      }
      queryClient.setQueryData<MealViewerStatus>(statusKey, (old) => (old ? { ...old, liked } : old));
      return snapshot;
    },
    onError: (_error, { mealId }, snapshot) => {
      if (snapshot?.meal) queryClient.setQueryData(mealDetailKeys.detail(mealId), snapshot.meal);
      if (snapshot?.status) queryClient.setQueryData(mealDetailKeys.viewerStatus(mealId), snapshot.status);
      // The optimistic guess may have been wrong about more than this click: ask the server.
      void queryClient.invalidateQueries({ queryKey: mealDetailKeys.viewerStatus(mealId) });
      void queryClient.invalidateQueries({ queryKey: mealDetailKeys.detail(mealId) });
    },
    onSuccess: (result, input) => {
      const { mealId } = input;
      queryClient.setQueryData<Meal>(mealDetailKeys.detail(mealId), (old) =>
        old ? { ...old, likes: result.likes, status: result.released ? 'ongoing' : old.status } : old,
      );
      queryClient.setQueryData<MealViewerStatus>(mealDetailKeys.viewerStatus(mealId), (old) =>
        old ? { ...old, liked: result.liked } : old,
      );
      if (result.released) void queryClient.invalidateQueries({ queryKey: mealDetailKeys.detail(mealId) });
      void queryClient.invalidateQueries({
        queryKey: mealKeys.all,
        predicate: (query) => isOtherMealsQuery(mealId)(query.queryKey),
      });
      onSuccess?.(result, input);
    },
  });
}
