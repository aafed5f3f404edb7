import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { isGranted } from '@securite/domain/auth/access';
import {
  readsAllUnavailabilities,
  type UnavailabilityAction,
  unavailabilityDenial,
  unavailabilityRight,
} from '@securite/domain/unavailabilities/unavailability-access';
import { useMemo } from 'react';
import type { Session } from '../../api/session.ts';

/** What the session may do on the unavailability screen; the server enforces the same domain rules. */
export interface UnavailabilityAccess {
  /** The caller's own agent id (their agent membership), the only agent a self-right holder handles. */
  ownAgentId: string | null;
  /** Everyone's unavailabilities are listed (staff, create/edit rights), so the agent column and filter show. */
  readsAll: boolean;
  canCreate: boolean;
  /** Whether the agent may be chosen for an action; otherwise it is fixed to the caller (self right only). */
  choosesAgent: (action: UnavailabilityAction) => boolean;
  /** Edit and delete on a row: the edit right, or the self right on one's own. */
  canHandle: (agentId: string) => boolean;
  /** The agent picker needs a right to read agents. */
  readsAgents: boolean;
}

export function unavailabilityAccess(session: Session): UnavailabilityAccess {
  const { actor, company } = session;
  const ownAgentId = company?.role === 'agent' ? company.agentId : null;
  const allowed = (action: UnavailabilityAction, agentId: string | null) =>
    unavailabilityDenial(actor, { action, ownAgentId, agentIds: agentId ? [agentId] : [] }) === null;
  return {
    ownAgentId,
    readsAll: readsAllUnavailabilities(actor),
    canCreate: isGranted(actor, ['unavailabilities.create']) || allowed('create', ownAgentId),
    choosesAgent: (action) => isGranted(actor, [unavailabilityRight(action)]),
    canHandle: (agentId) => allowed('edit', agentId),
    readsAgents: isGranted(actor, agentReadRights),
  };
}

export function useUnavailabilityAccess(session: Session): UnavailabilityAccess {
  return useMemo(() => unavailabilityAccess(session), [session]);
}
