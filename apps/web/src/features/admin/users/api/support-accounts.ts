import {
  type AdminUserPatch,
  type SupportAccountCreate,
  zAdminUserState,
  zSupportAccountCreated,
} from '@securite/domain/admin/support-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client.ts';

const invalidateUsers = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
  ]);

/** POST /admin/support-account: the support role for an address (a new account is invited). */
export function useCreateSupportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportAccountCreate) =>
      apiRequest('/admin/support-account', {
        method: 'POST',
        body: input,
        schema: zSupportAccountCreated,
        notifyErrors: false,
      }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}

/** PATCH /admin/user/{id}: the support role and the account's access. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, patch }: { userId: string; patch: AdminUserPatch }) =>
      apiRequest(`/admin/user/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        body: patch,
        schema: zAdminUserState,
      }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}
