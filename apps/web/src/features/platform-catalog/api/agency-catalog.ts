import {
  type AgencyCatalogInput,
  zCatalogItemPage,
  zDiscountPresetList,
  zReportTemplateList,
  zSpecialtyList,
} from '@securite/domain/platform-catalog/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

const agencyCatalogKey = (agencyId: string) => ['agency', agencyId, 'platform-catalog'] as const;
// The catalogues change rarely: a page keeps what it read for ten minutes.
const staleTime = 10 * 60_000;

/** POST {agency}/catalog: the service catalogue's active items, for a commercial document's lines. */
export function useAgencyCatalogItems(agencyId: string, input: AgencyCatalogInput, enabled = true) {
  return useQuery({
    queryKey: [...agencyCatalogKey(agencyId), 'items', input],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/catalog'), { method: 'POST', body: input, schema: zCatalogItemPage, signal }),
    placeholderData: keepPreviousData,
    staleTime,
    enabled,
  });
}

/** GET {agency}/catalog/specialties: the platform's specialties, for agents and services. */
export function useAgencySpecialties(agencyId: string | null) {
  return useQuery({
    queryKey: [...agencyCatalogKey(agencyId ?? ''), 'specialties'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId as string, '/catalog/specialties'), {
        schema: zSpecialtyList,
        signal,
        notifyErrors: false,
      }),
    staleTime,
    enabled: agencyId !== null,
  });
}

/** GET {agency}/catalog/discounts: the platform's discounts, for a customer's standing discounts. */
export function useAgencyDiscounts(agencyId: string, enabled = true) {
  return useQuery({
    queryKey: [...agencyCatalogKey(agencyId), 'discounts'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/catalog/discounts'), { schema: zDiscountPresetList, signal }),
    staleTime,
    enabled,
  });
}

/** GET {agency}/catalog/report-templates: the platform's voucher templates, for a site's report text. */
export function useAgencyReportTemplates(agencyId: string, enabled = true) {
  return useQuery({
    queryKey: [...agencyCatalogKey(agencyId), 'report-templates'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/catalog/report-templates'), { schema: zReportTemplateList, signal }),
    staleTime,
    enabled,
  });
}
