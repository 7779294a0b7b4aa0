import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryRoots } from './user-dashboard-keys.ts';

export interface CancelMealRequestInput {
  id: string;
  /** The spec's client sends its email; the server checks it is the caller's. */
  email: string;
}

/** Thrown when the server answers 2xx without `success: true`. */
export class CancelRefusedError extends Error {
  constructor() {
    super('The server did not cancel the request.');
    this.name = 'CancelRefusedError';
  }
}

/** `DELETE /api/requests/{id}`: cancels one of the user's own pending requests (a served one is kept: 409). */
export async function cancelMealRequest({ id, email }: CancelMealRequestInput): Promise<void> {
  const { data } = await apiRequest<{ success?: boolean }>(`/requests/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    body: { email },
  });
  if (data?.success !== true) throw new CancelRefusedError();
}

/**
 * Cancels a request. Settles only once the request lists have been refetched (so the row has left
 * the table when the toast shows); meals refresh too (their pages show "Requested").
 */
export function useCancelMealRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMealRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.mealRequests }),
        queryClient.invalidateQueries({ queryKey: queryRoots.meals }),
      ]),
  });
}
