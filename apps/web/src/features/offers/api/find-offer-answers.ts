import { zOfferAnswerPage } from '@securite/domain/offers/offer-schemas';
import type { OfferAnswerStatus } from '@securite/domain/offers/offer-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { offersKey } from './offers-key.ts';

/** POST {agency}/fetch/offers/answers: the answers the agency gave (Mes réponses). */
export function useOfferAnswers(
  agencyId: string,
  input: { filters: { status?: OfferAnswerStatus }; page: number; limit: number },
) {
  return useQuery({
    queryKey: [...offersKey(agencyId), 'answers', input],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/offers/answers'), {
        method: 'POST',
        body: input,
        schema: zOfferAnswerPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
