import type { MyPlan } from '@hostel/contract/my-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { myPlanKeys } from './my-plan-keys.ts';

/** `GET /api/me/plan`: the plan in force, what it covers, what is paid for after it, the room it shares. */
export async function getMyPlan({ signal }: { signal?: AbortSignal } = {}): Promise<MyPlan> {
  const { data } = await apiRequest<MyPlan>('/me/plan', { signal });
  return data;
}

export const getMyPlanQueryOptions = () =>
  queryOptions({ queryKey: myPlanKeys.plan, queryFn: ({ signal }) => getMyPlan({ signal }) });

export const useMyPlan = () => useQuery(getMyPlanQueryOptions());
