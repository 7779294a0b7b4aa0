import type { PlanQuote } from '@hostel/contract/my-plan';
import type { PlanName } from '@hostel/contract/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { myPlanKeys } from './my-plan-keys.ts';

/**
 * `GET /api/me/plan/quote/{plan}`: what paying for this plan now costs and buys (a new period, 30
 * more days, an upgrade pro rata, or a lower plan after the current one). 409 `PREPAID_ENOUGH` when
 * the paid-for time already runs as far ahead as allowed.
 */
export async function getPlanQuote(plan: PlanName, { signal }: { signal?: AbortSignal } = {}): Promise<PlanQuote> {
  const { data } = await apiRequest<PlanQuote>(`/me/plan/quote/${encodeURIComponent(plan)}`, { signal });
  return data;
}

/**
 * Always fresh when a checkout opens: the amount is the one the payment must carry, and it changes
 * with the day (an upgrade's days left) and with any payment made since.
 */
export const getPlanQuoteQueryOptions = (plan: PlanName) =>
  queryOptions({
    queryKey: myPlanKeys.quote(plan),
    queryFn: ({ signal }) => getPlanQuote(plan, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const usePlanQuote = (plan: PlanName, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPlanQuoteQueryOptions(plan), enabled });
