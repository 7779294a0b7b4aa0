import type { LeaveAnswer, LeaveRange } from '@hostel/contract/leave';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';

export interface SetLeaveInput extends LeaveRange {
  /** Undo: the slots a leave of these dates turned off, back on. */
  undo?: boolean;
  /** Only say what would change (and the rebate); change nothing. */
  dryRun?: boolean;
}

/** `PUT`/`DELETE /api/me/leave`: every meal of the dates off in one step, or back on. */
export async function setLeave({ from, to, undo = false, dryRun = false }: SetLeaveInput): Promise<LeaveAnswer> {
  const { data } = await apiRequest<LeaveAnswer>('/me/leave', {
    method: undo ? 'DELETE' : 'PUT',
    body: { from, to },
    ...(dryRun ? { params: { dryRun: 'true' } } : {}),
  });
  return data;
}

/** A real change makes the menu, the bill (rebates) and the plan (Silver's updates) stale. */
const staleRoots = [QUERY_ROOTS.menu, QUERY_ROOTS.bills, QUERY_ROOTS.myPlan] as const;

export function useSetLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeave,
    onSuccess: (answer) => {
      if (answer.dryRun) return;
      for (const queryKey of staleRoots) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
