import { type DocumentEmail, zDocumentEmailResult } from '@securite/domain/billing/schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import type { WebDocumentFamily } from '../document-families.ts';

/** POST {agency}/{one}/{id}/email: the sent addresses and the failed ones. */
export function sendDocumentEmail(agencyId: string, family: WebDocumentFamily, id: string, input: DocumentEmail) {
  return apiRequest(agencyPath(agencyId, `/${family.one}/${encodeURIComponent(id)}/email`), {
    method: 'POST',
    body: input,
    schema: zDocumentEmailResult,
    notifyErrors: false,
  });
}
