import type { StuckMail } from '@hostel/contract/mail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const stuckMailKey = ['admin-mail', 'failed'] as const;

/** `GET /api/admin/mail?status=failed`: mail the mail server refused, oldest first. */
export const useStuckMail = () =>
  useQuery({
    queryKey: stuckMailKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<StuckMail[]>('/admin/mail', { params: { status: 'failed' }, signal })).data,
  });

/** `POST /api/admin/mail/{id}/retry`: sends it again now; the list is read again after. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest<{ queued: true }>(`/admin/mail/${encodeURIComponent(id)}/retry`, { method: 'POST' })).data,
    // The pass that sends it runs right after the answer; give it a moment before reading the queue.
    onSettled: () =>
      new Promise<void>((resolve) => setTimeout(resolve, 1500)).then(() =>
        queryClient.invalidateQueries({ queryKey: stuckMailKey }),
      ),
  });
}
