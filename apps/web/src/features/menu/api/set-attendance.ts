import type { MenuAnswer } from '@hostel/contract/mess';
import type { MealSlot } from '@hostel/contract/mess-constants';
import type { AttendanceAnswer } from '@hostel/contract/my-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { withAttendance } from '../attendance.ts';
import { menuKeys } from './get-week-menu.ts';

export interface SetAttendanceInput {
  date: string;
  slot: MealSlot;
  on: boolean;
  /** The dish among the slot's alternatives (issue 26); left out: the one chosen before. */
  mealId?: string;
}

/** `PUT /api/me/attendance/{date}/{slot}`: the reader eats this meal, or skips it, or picks its dish. */
export async function setAttendance({ date, slot, on, mealId }: SetAttendanceInput): Promise<AttendanceAnswer> {
  const { data } = await apiRequest<AttendanceAnswer>(
    `/me/attendance/${encodeURIComponent(date)}/${encodeURIComponent(slot)}`,
    { method: 'PUT', body: mealId === undefined ? { on } : { on, mealId } },
  );
  return data;
}

/**
 * Roots of other features' queries a change of attendance makes stale, written as those features
 * spell them (features do not import each other): the bill (an extra meal or a rebate line) and the
 * plan (Silver's updates used this month).
 */
const staleRoots = [QUERY_ROOTS.bills, QUERY_ROOTS.myPlan] as const;

export function useSetAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAttendance,
    onSuccess: (answer) => {
      // The answer is the slot's new state: no need to refetch the whole week for it.
      queryClient.setQueryData<MenuAnswer>(menuKeys.week, (menu) => (menu ? withAttendance(menu, answer) : menu));
      for (const queryKey of staleRoots) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
