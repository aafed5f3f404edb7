import { type FetchOffers, zOfferPage } from '@securite/domain/offers/offer-schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { offersKey } from './offers-key.ts';

/**
 * POST {agency}/fetch/offers (type active or mine). Listing the active offers marks them seen: the unread badge is
 * read again afterwards.
 */
export function useOffers(agencyId: string, input: FetchOffers) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...offersKey(agencyId), 'list', input],
    queryFn: async ({ signal }) => {
      const page = await apiRequest(agencyPath(agencyId, '/fetch/offers'), {
        method: 'POST',
        body: input,
        schema: zOfferPage,
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: [...offersKey(agencyId), 'unread'] });
      return page;
    },
    placeholderData: keepPreviousData,
  });
}
