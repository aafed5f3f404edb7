import { zDocumentEinvoicing } from '@securite/domain/einvoicing/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { documentEinvoicingKey } from './einvoicing-keys.ts';

/** POST {agency}/invoice/{id}/einvoicing/retry: « Renvoyer » an invoice that was not sent. */
export function useRetryDocumentEinvoicing(agencyId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(agencyPath(agencyId, `/invoice/${encodeURIComponent(id)}/einvoicing/retry`), {
        method: 'POST',
        schema: zDocumentEinvoicing,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentEinvoicingKey(agencyId, id) }),
  });
}
