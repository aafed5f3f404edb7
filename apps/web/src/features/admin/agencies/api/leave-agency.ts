import { apiRequest } from '../../../../api/client.ts';

/**
 * POST /admin/agency/{id}/leave: records the end of a visit in the audit log. Leaving never waits for it nor
 * fails with it: the visit ends in the shell whatever the answer.
 */
export function recordAgencyLeft(agencyId: string): void {
  apiRequest(`/admin/agency/${encodeURIComponent(agencyId)}/leave`, { method: 'POST', notifyErrors: false }).catch(
    () => undefined,
  );
}
