import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /api/admin/bills/{month}/close`: the month's bills become kept statements. Only an ended
 * month, oldest first; twice answers 409 (the server's message says why).
 */
export async function closeMonth(month: string) {
  const { data } = await apiRequest(`/admin/bills/${encodeURIComponent(month)}/close`, { method: 'POST' });
  return data;
}

export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMonth,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bills'] }),
  });
}
