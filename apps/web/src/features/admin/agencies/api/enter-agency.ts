import { zEnterAgencyResponse } from '@securite/domain/admin/schemas';
import { useMutation } from '@tanstack/react-query';
import { startAgencyVisit } from '../../../../api/agency-visit.ts';
import { apiRequest } from '../../../../api/client.ts';

/**
 * POST /admin/agency/{id}/impersonate: records the visit (the owners are told), then opens the agency in the
 * shell. Platform staff pass every tenant guard and right, so no new session is needed.
 */
export async function enterAgency(agencyId: string): Promise<{ agencyId: string; name: string }> {
  const answer = await apiRequest(`/admin/agency/${encodeURIComponent(agencyId)}/impersonate`, {
    method: 'POST',
    schema: zEnterAgencyResponse,
  });
  startAgencyVisit({ id: answer.agencyId, name: answer.name });
  return answer;
}

export function useEnterAgency() {
  return useMutation({ mutationFn: enterAgency });
}
