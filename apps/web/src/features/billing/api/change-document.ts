import {
  type CommercialDocument,
  type DocumentSave,
  type PaymentInput,
  zDocument,
} from '@securite/domain/billing/schemas';
import type { SourceInvoiceRequest } from '@securite/domain/billing/source-invoicing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import type { WebDocumentFamily } from '../document-families.ts';
import { texts } from '../texts.ts';
import { billingKey } from './billing-keys.ts';

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
