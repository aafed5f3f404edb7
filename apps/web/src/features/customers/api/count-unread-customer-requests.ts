import { isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import { zCustomerRequestUnread } from '@securite/domain/customers/customer-request-schemas';
import { customerRequestRights } from '@securite/domain/customers/customer-rights';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Session } from '../../../api/session.ts';
import { customerRequestsKey, requestsPath, requestsScopeOf } from './find-customer-requests.ts';

/** The badge is refreshed every minute (and after every change to a request). */
const REFRESH_MS = 60_000;

/** Whether the session handles the agency's customer requests (staff holding a customer request right). */
export function handlesCustomerRequests(session: Pick<Session, 'actor'>): boolean {
  return isAgencyStaff(session.actor) && isGranted(session.actor, [...customerRequestRights]);
}

/**
 * The number on the customer requests menu entries: the agency's unread requests for staff handling them, the
 * company's requests with agency news for a customer user. Quiet: a badge that cannot load stays hidden.
 */
export function useUnreadCustomerRequestCount(session: Session): number {
  const customer = session.company?.role === 'customer';
  const enabled =
    session.agencyId !== null && session.subscriptionValid && (customer || handlesCustomerRequests(session));
  const query = useQuery({
    queryKey: [...customerRequestsKey(session.agencyId ?? ''), 'unread'],
    queryFn: ({ signal }) =>
      apiRequest(requestsPath(requestsScopeOf(session), '/customer-requests/unread'), {
        schema: zCustomerRequestUnread,
        signal,
        notifyErrors: false,
      }),
    enabled,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  if (!enabled || !query.data) return 0;
  return customer ? query.data.selfUnread : query.data.agencyUnread;
}
