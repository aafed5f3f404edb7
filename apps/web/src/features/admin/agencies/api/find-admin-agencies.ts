import {
  type AdminAgencyFetchInput,
  type AdminAgencyPage,
  zAdminAgencyPage,
} from '@securite/domain/admin/agency-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client.ts';

export const adminAgenciesKey = ['admin', 'agencies'] as const;

/** POST /admin/fetch/agencies. */
export function findAdminAgencies(input: AdminAgencyFetchInput, signal?: AbortSignal): Promise<AdminAgencyPage> {
  return apiRequest('/admin/fetch/agencies', { method: 'POST', body: input, schema: zAdminAgencyPage, signal });
}

/** A page of the agencies for platform staff; the previous page stays shown while the next one loads. */
export function useAdminAgencies(input: AdminAgencyFetchInput, enabled = true) {
  return useQuery({
    queryKey: [...adminAgenciesKey, input],
    queryFn: ({ signal }) => findAdminAgencies(input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
