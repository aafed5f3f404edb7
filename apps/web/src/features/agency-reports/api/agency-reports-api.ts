import { zAgencyReportList, zServiceAgencyReport } from '@securite/domain/agency-reports/agency-report-schemas';
import { zMessageResponse } from '@securite/domain/session/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

/** Every query of the intervention reports sits under this key: a resend refreshes them all. */
export const agencyReportsKey = (agencyId: string) => ['agency', agencyId, 'agency-reports'] as const;

export interface AgencyReportFilters {
  siteId?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** GET {agency}/agency-reports: a page of intervention reports (a customer's own sites only), newest first. */
export function useAgencyReports(agencyId: string, filters: AgencyReportFilters) {
  return useQuery({
    queryKey: [...agencyReportsKey(agencyId), 'list', filters],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
      return apiRequest(agencyPath(agencyId, `/agency-reports?${params}`), { schema: zAgencyReportList, signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** GET {agency}/services/{id}/agency-report: the service's intervention report, if its site makes one. */
export function useServiceAgencyReport(agencyId: string, serviceId: string) {
  return useQuery({
    queryKey: [...agencyReportsKey(agencyId), 'service', serviceId],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/services/${encodeURIComponent(serviceId)}/agency-report`), {
        schema: zServiceAgencyReport,
        signal,
        notifyErrors: false,
      }),
    retry: false,
  });
}

/** GET {agency}/agency-report/{id}/pdf, handed to the browser as a download. */
export async function downloadAgencyReport(agencyId: string, reportId: string) {
  saveFile(
    await fetchFile(agencyPath(agencyId, `/agency-report/${encodeURIComponent(reportId)}/pdf`), {
      fallbackName: 'bon-intervention.pdf',
    }),
  );
}

/** POST {agency}/agency-report/{id}/send: « Renvoyer au client » (the PDF is drawn again and mailed). */
export function useResendAgencyReport(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) =>
      apiRequest(agencyPath(agencyId, `/agency-report/${encodeURIComponent(reportId)}/send`), {
        method: 'POST',
        schema: zMessageResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: agencyReportsKey(agencyId) }),
  });
}
