import { isFinalStatus } from '@securite/domain/einvoicing/lifecycle';
import { zDocumentEinvoicing } from '@securite/domain/einvoicing/schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { documentEinvoicingKey } from './einvoicing-keys.ts';

/** Every half minute while a flow of the document waits for the platform. */
const REFRESH_MS = 30_000;

/** GET {agency}/invoice/{id}/einvoicing; `version` (the document's status, its payments) asks again after a change. */
export function useDocumentEinvoicing(agencyId: string, id: string, version: string) {
  return useQuery({
    queryKey: [...documentEinvoicingKey(agencyId, id), version],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/invoice/${encodeURIComponent(id)}/einvoicing`), {
        schema: zDocumentEinvoicing,
        signal,
        notifyErrors: false,
      }),
    refetchInterval: (query) =>
      query.state.data?.flows.some((f) => f.flowId && !isFinalStatus(f.kind, f.status)) ? REFRESH_MS : false,
  });
}
