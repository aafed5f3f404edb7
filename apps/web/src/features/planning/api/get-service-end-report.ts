import { type ServiceEndReport, zServiceEndReport } from '@securite/domain/planning/service-end-report';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { serviceKey } from '../../../shared/planning/api/planning-keys.ts';

/** GET {agency}/services/{id}/end-report: how the service ended in the field, the voucher's signature included. */
export function getServiceEndReport(agencyId: string, serviceId: string, signal?: AbortSignal) {
  return apiRequest<ServiceEndReport>(agencyPath(agencyId, `/services/${encodeURIComponent(serviceId)}/end-report`), {
    schema: zServiceEndReport,
    signal,
  });
}

/** The end of one service; under the service's key, so that the planning's live refresh renews it. */
export function useServiceEndReport(agencyId: string, serviceId: string) {
  return useQuery({
    queryKey: [...serviceKey(agencyId, serviceId), 'end-report'],
    queryFn: ({ signal }) => getServiceEndReport(agencyId, serviceId, signal),
  });
}
