import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import {
  type SignatureSubmit,
  zSignatureDone,
  zSignatureLinkRefusal,
  zSignatureView,
} from '@securite/domain/contracts/contract-schemas';
import { ApiError } from '../../../api/api-error.ts';
import { API_BASE, apiRequest } from '../../../api/client.ts';

const linkPath = (kind: ContractKind, id: string, token: string) =>
  `/contract/${kind}/${encodeURIComponent(id)}/${encodeURIComponent(token)}` as const;

/** GET contract/{kind}/{id}/{token}: no login, the token is the credential. */
export function getSignatureLink(kind: ContractKind, id: string, token: string, signal?: AbortSignal) {
  return apiRequest(linkPath(kind, id, token), { auth: false, notifyErrors: false, schema: zSignatureView, signal });
}

/** The address of the document to sign (GET contract/{kind}/{id}/{token}/pdf). */
export const signatureDocumentUrl = (kind: ContractKind, id: string, token: string) =>
  `${API_BASE}${linkPath(kind, id, token)}/pdf`;

/** POST contract/{kind}/signature: the same clientId on a retry gets the same answer. */
export function submitSignature(kind: ContractKind, input: SignatureSubmit) {
  return apiRequest(`/contract/${kind}/signature`, {
    method: 'POST',
    body: input,
    auth: false,
    notifyErrors: false,
    schema: zSignatureDone,
  });
}

/** What a refused link is: wrong (404), used or expired (410); null for any other failure. */
export function refusalOf(error: unknown): 'wrong' | 'used' | 'expired' | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = zSignatureLinkRefusal.safeParse(error.details);
  if (parsed.success) return parsed.data.linkState;
  if (error.status === 404) return 'wrong';
  return null;
}
