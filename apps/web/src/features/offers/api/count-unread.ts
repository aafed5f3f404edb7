import { isGranted } from '@securite/domain/auth/access';
import { zUnreadCount } from '@securite/domain/offers/offer-unread';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import type { Session } from '../../../api/session.ts';
import { offersKey } from './offers-key.ts';

/** The badges refresh every minute (and after every change on the board). */
const REFRESH_MS = 60_000;

function useUnread(session: Session, path: '/offers/unread' | '/offers-answers/unread', key: string): number {
  const agencyId = session.agencyId;
  const role = session.company?.role;
  const enabled =
    agencyId !== null &&
    session.subscriptionValid &&
    (role === 'owner' || role === 'staff' || role === 'agent' || session.platformRole !== null) &&
    isGranted(session.actor, ['offers.view', 'offers.create', 'offers.edit']);
  const query = useQuery({
    queryKey: [...offersKey(agencyId ?? ''), 'unread', key],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId ?? '', path), { schema: zUnreadCount, signal, notifyErrors: false }),
    enabled,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  return enabled && query.data ? query.data.count : 0;
}

/** « Annonces actives »: the other agencies' active offers the user has not seen (GET offers/unread). */
export const useUnreadOffersCount = (session: Session) => useUnread(session, '/offers/unread', 'offers');

/** « Mes annonces »: the new answers to the agency's offers (GET offers-answers/unread). */
export const useUnreadOfferAnswersCount = (session: Session) => useUnread(session, '/offers-answers/unread', 'answers');
