import type { UserRecord, UserRole } from '@hostel/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateRoots } from './admin-keys.ts';

export interface UpdateUserRoleInput {
  id: string;
  role: UserRole;
}

/**
 * `PATCH /api/users/{id}/role`. The server refuses to demote the caller (400) or the last admin
 * (409), with a message meant for the admin.
 */
export async function updateUserRole({ id, role }: UpdateUserRoleInput): Promise<UserRecord> {
  const { data } = await apiRequest<{ success: true; user: UserRecord }>(`/users/${encodeURIComponent(id)}/role`, {
    method: 'PATCH',
    body: { role },
  });
  return data.user;
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: () => invalidateRoots(queryClient, ['users']),
  });
}
