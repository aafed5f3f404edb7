import {
  type AgencyInvoiceFetchRequest,
  zAgencyInvoicePage,
} from '@securite/domain/agency-invoices/agency-invoice-schemas';
import {
  type OrderPayment,
  zOrderPayment,
  zPaymentIntentStatus,
  zPaymentsFix,
  zPendingAgreement,
} from '@securite/domain/payments/payment-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';
import { paymentsKey } from './payment-methods-api.ts';

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

/** GET {agency}/agency-invoice/{id}/download. */
export async function downloadMyInvoice(agencyId: string, id: string, number: string): Promise<void> {
  saveFile(await fetchFile(agencyPath(agencyId, `/agency-invoice/${id}/download`), { fallbackName: `${number}.pdf` }));
}

/** POST {agency}/agency-invoice/{id}/payment: a Checkout page, or the transfer instructions without Stripe. */
export function payMyInvoice(agencyId: string, id: string): Promise<OrderPayment> {
  return apiRequest(agencyPath(agencyId, `/agency-invoice/${id}/payment`), { method: 'POST', schema: zOrderPayment });
}

/** GET {agency}/pending-subscription-agreement. */
export function usePendingAgreement(agencyId: string) {
  return useQuery({
    queryKey: [...paymentsKey(agencyId), 'pending-agreement'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/pending-subscription-agreement'), { schema: zPendingAgreement, signal }),
  });
}

/** GET {agency}/payments-fix (admins): follows up the payments whose confirmation never came. */
export function useFixPayments(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(agencyPath(agencyId, '/payments-fix'), { schema: zPaymentsFix }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentsKey(agencyId) }),
  });
}

/** GET {agency}/payment-intent/{id}: the outcome of the Checkout page the browser comes back from. */
export function usePaymentIntent(agencyId: string, id: string | null) {
  return useQuery({
    queryKey: [...paymentsKey(agencyId), 'intent', id],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/payment-intent/${encodeURIComponent(id ?? '')}`), {
        schema: zPaymentIntentStatus,
        signal,
        notifyErrors: false,
      }),
    enabled: id !== null,
    // A payment still pending is asked again a few times: the provider's confirmation may be on its way.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < 5 ? 2000 : false,
  });
}
