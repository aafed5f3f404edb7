import { handlesAgencyRequests, seesUnreadCounts } from '@securite/domain/agent-requests/agent-request-access';
import { zAgentRequestUnread } from '@securite/domain/agent-requests/schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import type { Session } from '../../../api/session.ts';
import { agentRequestsKey } from './find-agent-requests.ts';

/** The menu badge is refreshed every minute (and after every change to a request). */
export const UNREAD_REQUESTS_REFRESH_MS = 60_000;

/** GET {agency}/requests/unread. Quiet: a badge that cannot be loaded simply stays hidden. */
export function countUnreadAgentRequests(agencyId: string, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/requests/unread'), {
    schema: zAgentRequestUnread,
    signal,
    notifyErrors: false,
  });
}

/**
 * The number on the 'Demandes' menu entry: staff handling requests see the agency's unread requests, agents
 * their own requests with news. Spec 000 section 6: only asked for non-customers holding the right.
 */
export function useUnreadAgentRequestCount(session: Session): number {
  const agencyId = session.agencyId;
  // A locked agency answers 402 on this path: no badge until the subscription is valid again.
  const enabled = agencyId !== null && session.subscriptionValid && seesUnreadCounts(session.actor);
  const query = useQuery({
    queryKey: [...agentRequestsKey(agencyId ?? ''), 'unread'],
    queryFn: ({ signal }) => countUnreadAgentRequests(agencyId!, signal),
    enabled,
    refetchInterval: UNREAD_REQUESTS_REFRESH_MS,
    retry: false,
  });
  if (!enabled || !query.data) return 0;
  return handlesAgencyRequests(session.actor) ? query.data.agencyUnread : query.data.selfUnread;
}
