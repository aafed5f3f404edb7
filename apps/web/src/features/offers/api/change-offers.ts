import { type OfferSave, zOffer, zOfferAnswer } from '@securite/domain/offers/offer-schemas';
import type { OfferAnswerStatus } from '@securite/domain/offers/offer-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { offersKey } from './offers-key.ts';

export type OfferChange =
  | { kind: 'save'; body: OfferSave }
  | { kind: 'answer'; offerId: string; message: string; clientUuid: string }
  | { kind: 'status'; offerId: string; answerId: string; status: OfferAnswerStatus }
  | { kind: 'read'; offerId: string };

const enc = encodeURIComponent;

/**
 * POST {agency}/offer, POST {agency}/offer/{id}/answer (with the dialog's client UUID: a phone's retry is one answer),
 * PUT {agency}/offer/{offerId}/answer/{id}/status/{status}, POST {agency}/offer/{id}/answers-read.
 */
export function changeOffers(agencyId: string, change: OfferChange): Promise<unknown> {
  switch (change.kind) {
    case 'save':
      return apiRequest(agencyPath(agencyId, '/offer'), {
        method: 'POST',
        body: change.body,
        schema: zOffer,
        notifyErrors: false,
      });
    case 'answer':
      return apiRequest(agencyPath(agencyId, `/offer/${enc(change.offerId)}/answer`), {
        method: 'POST',
        body: { message: change.message, clientUuid: change.clientUuid },
        schema: zOfferAnswer,
        notifyErrors: false,
      });
    case 'status':
      return apiRequest(
        agencyPath(agencyId, `/offer/${enc(change.offerId)}/answer/${enc(change.answerId)}/status/${change.status}`),
        { method: 'PUT', schema: zOfferAnswer },
      );
    case 'read':
      return apiRequest(agencyPath(agencyId, `/offer/${enc(change.offerId)}/answers-read`), {
        method: 'POST',
        schema: zOffer,
        notifyErrors: false,
      });
  }
}

export function useChangeOffers(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OfferChange) => changeOffers(agencyId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey(agencyId) }),
  });
}
