import {
  type CommercialDocument,
  type DocumentEmail,
  type DocumentSave,
  type PaymentInput,
  zBillingCustomerOptions,
  zDocument,
  zDocumentEmailResult,
  zDocumentPage,
} from '@securite/domain/billing/schemas';
import type { SourceInvoiceRequest } from '@securite/domain/billing/source-invoicing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';
import type { WebDocumentFamily } from '../document-families.ts';

/** Every query of billing sits under this key: any change refreshes the lists. */
export const billingKey = (agencyId: string) => ['agency', agencyId, 'billing'] as const;

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

/** GET {agency}/invoices/reminds (late invoices) or /estimates/reminds (quotes waiting for 15 days). */
export function useReminds(agencyId: string, family: WebDocumentFamily, enabled: boolean) {
  return useQuery({
    queryKey: [...billingKey(agencyId), family.key, 'reminds'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/${family.fetch}/reminds`), {
        schema: z.object({ data: z.array(zDocument), total: z.number().int() }),
        signal,
        notifyErrors: false,
      }),
    enabled,
  });
}

/** GET {agency}/billing/customers: the customers a document may be made for. */
export function useBillingCustomers(agencyId: string, enabled = true) {
  return useQuery({
    queryKey: [...billingKey(agencyId), 'customers'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/billing/customers'), { schema: zBillingCustomerOptions, signal }),
    enabled,
  });
}

type Action =
  | { kind: 'save'; input: DocumentSave }
  | { kind: 'validate' | 'duplicate' | 'creditNote' | 'sent' | 'refused' | 'accepted' | 'paid'; id: string }
  | { kind: 'toInvoice'; id: string; request?: SourceInvoiceRequest }
  | { kind: 'payment'; id: string; payment: PaymentInput }
  | { kind: 'delete'; id: string };

function request(agencyId: string, family: WebDocumentFamily, action: Action): Promise<CommercialDocument | null> {
  const one = (id: string, rest = '') => agencyPath(agencyId, `/${family.one}/${encodeURIComponent(id)}${rest}`);
  const post = (path: string, body?: unknown) =>
    apiRequest(path, { method: 'POST', body, schema: zDocument, notifyErrors: false });
  const patch = (path: string) => apiRequest(path, { method: 'PATCH', schema: zDocument, notifyErrors: false });
  switch (action.kind) {
    case 'save':
      return post(agencyPath(agencyId, `/${family.one}`), action.input);
    case 'validate':
      return post(one(action.id, '/validate'));
    case 'duplicate':
      return post(one(action.id, '/duplicate'));
    case 'creditNote':
      return post(one(action.id, '/credit-note'));
    case 'toInvoice':
      return post(one(action.id, '/invoice'), action.request ?? { mode: 'full' });
    case 'sent':
    case 'refused':
    case 'accepted':
    case 'paid':
      return patch(one(action.id, `/${action.kind}`));
    case 'payment':
      return post(one(action.id, '/partial-payments'), action.payment);
    case 'delete':
      return apiRequest(one(action.id), { method: 'DELETE', notifyErrors: false }).then(() => null);
  }
}

/** Every change of a document (save, validate, payments…), answering the document as it now is. */
export function useDocumentAction(agencyId: string, family: WebDocumentFamily) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => request(agencyId, family, action),
    onSuccess: () => client.invalidateQueries({ queryKey: billingKey(agencyId) }),
  });
}

/** POST {agency}/{one}/{id}/email: the sent addresses and the failed ones. */
export function sendDocumentEmail(agencyId: string, family: WebDocumentFamily, id: string, input: DocumentEmail) {
  return apiRequest(agencyPath(agencyId, `/${family.one}/${encodeURIComponent(id)}/email`), {
    method: 'POST',
    body: input,
    schema: zDocumentEmailResult,
    notifyErrors: false,
  });
}

/** GET {agency}/{one}/{id}/pdf as a download (the Factur-X of a validated invoice). */
export async function downloadDocumentPdf(agencyId: string, family: WebDocumentFamily, id: string) {
  saveFile(
    await fetchFile(agencyPath(agencyId, `/${family.one}/${encodeURIComponent(id)}/pdf`), {
      fallbackName: 'document.pdf',
    }),
  );
}

/** POST {agency}/{one}/preview: the PDF of unsaved content. */
export async function previewDocumentPdf(agencyId: string, family: WebDocumentFamily, input: DocumentSave) {
  saveFile(
    await fetchFile(agencyPath(agencyId, `/${family.one}/preview`), {
      method: 'POST',
      body: input,
      fallbackName: 'apercu.pdf',
    }),
  );
}

/** POST {agency}/{family}/{id}/files (attach an upload) or DELETE …/files/{fileId}: the document as it now is. */
export function changeDocumentFile(
  agencyId: string,
  family: WebDocumentFamily,
  id: string,
  change: { kind: 'attach' | 'detach'; fileId: string },
): Promise<CommercialDocument> {
  const files = agencyPath(agencyId, `/${family.one}/${encodeURIComponent(id)}/files`);
  return change.kind === 'attach'
    ? apiRequest(files, { method: 'POST', body: { fileId: change.fileId }, schema: zDocument })
    : apiRequest(`${files}/${encodeURIComponent(change.fileId)}`, { method: 'DELETE', schema: zDocument });
}
