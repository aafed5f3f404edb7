import {
  type AgencyInvoiceCreate,
  type AgencyInvoiceFetchRequest,
  type AgencyInvoicePaymentSave,
  zAgencyInvoice,
  zAgencyInvoicePage,
} from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

const key = ['admin', 'agency-invoices'] as const;

/** POST admin/fetch/agency-invoices. */
export function useAdminInvoices(request: Pick<AgencyInvoiceFetchRequest, 'page' | 'limit' | 'filters'>) {
  return useQuery({
    queryKey: [...key, request],
    queryFn: ({ signal }) =>
      apiRequest('/admin/fetch/agency-invoices', { method: 'POST', body: request, schema: zAgencyInvoicePage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST admin/agency-invoice. */
export function useCreateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AgencyInvoiceCreate) =>
      apiRequest('/admin/agency-invoice', { method: 'POST', body: input, schema: zAgencyInvoice, notifyErrors: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** POST admin/agency-invoice/{id}/partial-payments. */
export function useRecordPayment(invoiceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AgencyInvoicePaymentSave) =>
      apiRequest(`/admin/agency-invoice/${invoiceId}/partial-payments`, {
        method: 'POST',
        body: input,
        schema: zAgencyInvoice,
        notifyErrors: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** POST admin/agency-invoice/preview: the PDF, opened in a new tab. */
export async function previewInvoice(input: AgencyInvoiceCreate): Promise<void> {
  const file = await fetchFile('/admin/agency-invoice/preview', {
    method: 'POST',
    body: input,
    fallbackName: 'apercu.pdf',
  });
  const url = URL.createObjectURL(file.blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET admin/agency-invoice/{id}/download. */
export async function downloadInvoice(id: string, number: string): Promise<void> {
  saveFile(await fetchFile(`/admin/agency-invoice/${id}/download`, { fallbackName: `${number}.pdf` }));
}
