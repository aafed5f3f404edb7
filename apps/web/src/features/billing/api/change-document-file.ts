import { type CommercialDocument, zDocument } from '@securite/domain/billing/schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import type { WebDocumentFamily } from '../document-families.ts';

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
