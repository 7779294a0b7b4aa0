import type { MyPlan, Roommate } from '@hostel/contract/my-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/auth.ts';
import { myPlanKeys } from './my-plan-keys.ts';

/** `POST /api/me/roommates`: the Platinum buyer invites an account by its email (409 ROOM_FULL / NOT_PLATINUM, 404 no account). */
export async function inviteRoommate({ email }: { email: string }): Promise<Roommate> {
  const { data } = await apiRequest<Roommate>('/me/roommates', { method: 'POST', body: { email } });
  return data;
}

/** `DELETE /api/me/roommates/{id}`: the buyer removes a room-mate or cancels an invitation. */
export async function removeRoommate({ id }: { id: string }): Promise<void> {
  await apiRequest(`/me/roommates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** `POST /api/me/invitations/{id}/accept`: joins the inviter's Platinum; answers the plan now in force. */
export async function acceptInvitation({ id }: { id: string }): Promise<MyPlan> {
  const { data } = await apiRequest<MyPlan>(`/me/invitations/${encodeURIComponent(id)}/accept`, { method: 'POST' });
  return data;
}

/** `DELETE /api/me/invitations/{id}`: declines an invitation, or leaves the room once accepted. */
export async function leaveOrDecline({ id }: { id: string }): Promise<void> {
  await apiRequest(`/me/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * A room change settles once the plan has been read again, so the list and the plan shown agree when
 * the toast says it is done. Joining or leaving a room changes the badge too: the session refreshes.
 */
function useRoomMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>, { badge = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myPlanKeys.all }),
        badge ? queryClient.invalidateQueries({ queryKey: sessionKeys.session }) : undefined,
      ]),
  });
}

export const useInviteRoommate = () => useRoomMutation(inviteRoommate);
export const useRemoveRoommate = () => useRoomMutation(removeRoommate);
export const useAcceptInvitation = () => useRoomMutation(acceptInvitation, { badge: true });
export const useLeaveOrDecline = () => useRoomMutation(leaveOrDecline, { badge: true });
