import { zAuditLogPage } from '@securite/domain/admin/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client.ts';

/** GET /admin/audit-log: who did what on the platform, newest first; for one agency when given. */
export function useAuditLog(input: { agencyId?: string | null; action?: string | null; page: number; limit: number }) {
  const params = new URLSearchParams({ page: String(input.page), limit: String(input.limit) });
  if (input.agencyId) params.set('agencyId', input.agencyId);
  if (input.action) params.set('action', input.action);
  return useQuery({
    queryKey: ['admin', 'audit-log', input],
    queryFn: ({ signal }) => apiRequest(`/admin/audit-log?${params}`, { schema: zAuditLogPage, signal }),
    placeholderData: keepPreviousData,
  });
}
