import type { RoomAnswer } from '@hostel/contract/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStudentChange } from './student-page.ts';

/** `PUT /api/admin/students/{id}/room`: blank clears it. */
export async function setRoom({ id, room }: { id: string; room: string }): Promise<RoomAnswer> {
  const { data } = await apiRequest<RoomAnswer>(`/admin/students/${encodeURIComponent(id)}/room`, {
    method: 'PUT',
    body: { room },
  });
  return data;
}

export const useSetRoom = () => useStudentChange(setRoom);
