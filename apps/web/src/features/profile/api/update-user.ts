import { type CurrentUser, type UpdateUserRequest, zCurrentUser } from '@securite/domain/session/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** PUT /user: names, phone, navigation preference, password (with the current one). */
export function updateUser(changes: UpdateUserRequest): Promise<CurrentUser> {
  return apiRequest('/user', { method: 'PUT', body: changes, schema: zCurrentUser, notifyErrors: false });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
