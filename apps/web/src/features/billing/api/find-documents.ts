import { zDocumentPage } from '@securite/domain/billing/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import type { WebDocumentFamily } from '../document-families.ts';
import { billingKey } from './billing-keys.ts';

export interface DocumentFilters {
  status?: string;
  isInvoice?: boolean;
  search?: string;
  page: number;
  limit: number;
}

/** POST {agency}/fetch/{invoices|estimates|purchaseOrders}: a page, newest first. */
export function useDocuments(agencyId: string, family: WebDocumentFamily, filters: DocumentFilters) {
  return useQuery({
    queryKey: [...billingKey(agencyId), family.key, 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/fetch/${family.fetch}`), {
        method: 'POST',
        body: {
          page: filters.page,
          limit: filters.limit,
          filters: {
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.isInvoice === undefined ? {} : { isInvoice: filters.isInvoice }),
            ...(filters.search ? { search: filters.search } : {}),
          },
        },
        schema: zDocumentPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
