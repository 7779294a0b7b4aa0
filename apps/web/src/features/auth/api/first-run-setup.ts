import type { SetupStatus } from '@hostel/contract/setup';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The first run's calls: whether a setup link can still be used, and creating the admin with it. */
const setupKeys = { status: ['setup', 'status'] as const };

/** `GET /api/setup`: open while no admin can sign in and a link the server logged is live. */
export async function getSetupStatus({ signal }: { signal?: AbortSignal } = {}): Promise<SetupStatus> {
  const { data } = await apiRequest<SetupStatus>('/setup', { signal });
  return data;
}

export const getSetupStatusQueryOptions = () =>
  queryOptions({ queryKey: setupKeys.status, queryFn: ({ signal }) => getSetupStatus({ signal }), staleTime: 0 });

export const useSetupStatus = () => useQuery(getSetupStatusQueryOptions());

export interface CreateAdminInput {
  token: string;
  name: string;
  email: string;
  password: string;
}

/** `POST /api/setup`: 410 once the link was used; the admin then signs in on the sign-in page. */
export async function createAdmin(input: CreateAdminInput): Promise<void> {
  await apiRequest('/setup', { method: 'POST', body: input });
}

export const useCreateAdmin = () => useMutation({ mutationFn: createAdmin });
