import { type KeptHeadCheck, zKeptHeadVerdict } from '@securite/domain/events/event-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** POST {agency}/sites/{id}/events-chain/check: « Vérifier une empreinte » (its answer is shown, not notified). */
export function useCheckKeptHead(agencyId: string, siteId: string) {
  return useMutation({
    mutationFn: (head: KeptHeadCheck) =>
      apiRequest(agencyPath(agencyId, `/sites/${siteId}/events-chain/check`), {
        method: 'POST',
        body: head,
        schema: zKeptHeadVerdict,
        notifyErrors: false,
      }),
  });
}
