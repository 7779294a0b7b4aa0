import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealRequestKeys } from './meal-request-keys.ts';

/**
 * `POST /api/request-meal`. The spec's client also sends the user and meal facts and `status:
 * 'pending'`; we send them too, though the server takes them from the session and the meal.
 */
export interface RequestMealInput {
  mealId: string;
  userName?: string | null;
  userEmail?: string | null;
  mealTitle?: string;
  mealLikes?: number;
  mealPrice?: number;
}

export interface RequestMealResult {
  success: true;
  insertedId: string;
}

export async function requestMeal(input: RequestMealInput): Promise<RequestMealResult> {
  const { data } = await apiRequest<RequestMealResult>('/request-meal', {
    method: 'POST',
    body: { ...input, status: 'pending' },
  });
  return data;
}

/** Sends a request and marks every request list stale (the user's dashboard, the admin's Serve table). */
export function useRequestMeal({ onSuccess }: { onSuccess?: (result: RequestMealResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMeal,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: mealRequestKeys.all });
      onSuccess?.(result);
    },
  });
}
