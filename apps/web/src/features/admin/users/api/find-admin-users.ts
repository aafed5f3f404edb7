import { type AdminUserFetchInput, type AdminUserPage, zAdminUserPage } from '@securite/domain/admin/user-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client.ts';

/** POST /admin/fetch/users. */
export function findAdminUsers(input: AdminUserFetchInput, signal?: AbortSignal): Promise<AdminUserPage> {
  return apiRequest('/admin/fetch/users', { method: 'POST', body: input, schema: zAdminUserPage, signal });
}

/** A page of the user accounts for platform staff; the previous page stays shown while the next one loads. */
export function useAdminUsers(input: AdminUserFetchInput) {
  return useQuery({
    queryKey: ['admin', 'users', input],
    queryFn: ({ signal }) => findAdminUsers(input, signal),
    placeholderData: keepPreviousData,
  });
}
