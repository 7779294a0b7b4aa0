import type { StudentPage } from '@hostel/contract/students';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A student's page sits under the `bills` root with the balances: a payment, refund or charge made
 * anywhere refreshes both.
 */
export const studentPageKey = (id: string) => ['bills', 'admin', 'student', id] as const;

/** `GET /api/admin/students/{id}`. */
export async function getStudentPage(id: string, signal?: AbortSignal): Promise<StudentPage> {
  const { data } = await apiRequest<StudentPage>(`/admin/students/${encodeURIComponent(id)}`, { signal });
  return data;
}

export const getStudentPageQueryOptions = (id: string) =>
  queryOptions({ queryKey: studentPageKey(id), queryFn: ({ signal }) => getStudentPage(id, signal) });

export const useStudentPage = (id: string) => useQuery(getStudentPageQueryOptions(id));

/**
 * A change an admin makes on the page: it refreshes the page, the balances, and (a room, a plan)
 * the users' tables.
 */
export function useStudentChange<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bills'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
