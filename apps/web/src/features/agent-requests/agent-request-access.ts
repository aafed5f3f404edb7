import { handlesAgencyRequests } from '@securite/domain/agent-requests/agent-request-access';
import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import { isGranted } from '@securite/domain/auth/access';
import type { Session } from '../../api/session.ts';

/** What the session may do with agent requests (the server checks the same rules). */
export interface AgentRequestAccess {
  /** Staff handling requests see every agent's; others see their own. */
  handlesAll: boolean;
  /** An agent holding the create right asks the agency. */
  canCreate: boolean;
  canChangeStatus: boolean;
  /** Staff with the edit right delete any request; a requester withdraws their own while it is pending. */
  canDelete: (request: Pick<AgentRequest, 'agent' | 'status'>) => boolean;
  ownAgentId: string | null;
}

export function agentRequestAccess(session: Session): AgentRequestAccess {
  const { actor, company } = session;
  const ownAgentId = company?.role === 'agent' ? company.agentId : null;
  const handlesAll = handlesAgencyRequests(actor);
  const manages = handlesAll && isGranted(actor, ['agentRequests.edit']);
  return {
    handlesAll,
    canCreate: ownAgentId !== null && isGranted(actor, ['agentRequests.create']),
    canChangeStatus: manages,
    canDelete: (request) => manages || (request.agent.id === ownAgentId && request.status === 'pending'),
    ownAgentId,
  };
}
