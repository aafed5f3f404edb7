import {
  type CommercialDocument,
  type DocumentEmail,
  type DocumentSave,
  type PaymentInput,
  zBillingCustomerOptions,
  zDocument,
  zDocumentEmailResult,
  zDocumentPage,
  zRemindPage,
} from '@securite/domain/billing/schemas';
import type { SourceInvoiceRequest } from '@securite/domain/billing/source-invoicing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';
import type { WebDocumentFamily } from '../document-families.ts';

import { texts } from '../texts.ts';

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

/**
 * GET {agency}/invoices/reminds (late invoices) or /estimates/reminds (quotes waiting for 15 days); purchase orders
 * have no reminders.
 */
export function useReminds(agencyId: string, family: WebDocumentFamily) {
  const reminded = family.fetch === 'purchaseOrders' ? null : family.fetch;
  return useQuery({
    queryKey: [...billingKey(agencyId), family.key, 'reminds'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/${reminded ?? 'invoices'}/reminds`), {
        schema: zRemindPage,
        signal,
        notifyErrors: false,
      }),
    enabled: reminded !== null,
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

/** An action the server does not serve for this family (the page never offers it). */
function notServed(family: WebDocumentFamily, kind: Action['kind']): Promise<never> {
  return Promise.reject(new Error(texts.actionIndisponiblePourKind(kind, family.key)));
}

function request(agencyId: string, family: WebDocumentFamily, action: Action): Promise<CommercialDocument | null> {
  const options = { schema: zDocument, notifyErrors: false };
  if (action.kind === 'save')
    return apiRequest(agencyPath(agencyId, `/${family.one}`), { ...options, method: 'POST', body: action.input });
  const id = encodeURIComponent(action.id);
  const one = `/${family.one}/${id}` as const;
  switch (action.kind) {
    case 'validate':
      return apiRequest(agencyPath(agencyId, `${one}/validate`), { ...options, method: 'POST' });
    case 'duplicate':
      return apiRequest(agencyPath(agencyId, `${one}/duplicate`), { ...options, method: 'POST' });
    case 'toInvoice': {
      if (family.one === 'invoice') return notServed(family, action.kind);
      const body = action.request ?? { mode: 'full' };
      return apiRequest(agencyPath(agencyId, `/${family.one}/${id}/invoice`), { ...options, method: 'POST', body });
    }
    case 'sent':
    case 'refused':
      return apiRequest(agencyPath(agencyId, `${one}/${action.kind}`), { ...options, method: 'PATCH' });
    case 'accepted':
      if (family.one !== 'estimate') return notServed(family, action.kind);
      return apiRequest(agencyPath(agencyId, `/estimate/${id}/accepted`), { ...options, method: 'PATCH' });
    case 'paid':
      if (family.one !== 'invoice') return notServed(family, action.kind);
      return apiRequest(agencyPath(agencyId, `/invoice/${id}/paid`), { ...options, method: 'PATCH' });
    case 'creditNote':
      if (family.one !== 'invoice') return notServed(family, action.kind);
      return apiRequest(agencyPath(agencyId, `/invoice/${id}/credit-note`), { ...options, method: 'POST' });
    case 'payment': {
      if (family.one !== 'invoice') return notServed(family, action.kind);
      const body = action.payment;
      return apiRequest(agencyPath(agencyId, `/invoice/${id}/partial-payments`), { ...options, method: 'POST', body });
    }
    case 'delete':
      return apiRequest(agencyPath(agencyId, one), { method: 'DELETE', notifyErrors: false }).then(() => null);
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
  const files = `/${family.one}/${encodeURIComponent(id)}/files` as const;
  return change.kind === 'attach'
    ? apiRequest(agencyPath(agencyId, files), { method: 'POST', body: { fileId: change.fileId }, schema: zDocument })
    : apiRequest(agencyPath(agencyId, `${files}/${encodeURIComponent(change.fileId)}`), {
        method: 'DELETE',
        schema: zDocument,
      });
}
