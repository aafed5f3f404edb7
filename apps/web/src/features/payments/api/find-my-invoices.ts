import {
  type AgencyInvoiceFetchRequest,
  zAgencyInvoicePage,
} from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { paymentsKey } from './payments-keys.ts';

type InvoiceRequest = Pick<AgencyInvoiceFetchRequest, 'page' | 'limit'>;

/** POST {agency}/fetch/agency-invoices (« Mes factures »). */
export function useMyInvoices(agencyId: string, request: InvoiceRequest) {
  return useQuery({
    queryKey: [...paymentsKey(agencyId), 'invoices', request],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/agency-invoices'), {
        method: 'POST',
        body: request,
        schema: zAgencyInvoicePage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
