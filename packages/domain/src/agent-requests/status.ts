/** The states of an agent request (demande collaborateur). Kept as text: they appear in the API paths. */
export const AgentRequestStatus = {
  Pending: 'pending',
  InProgress: 'inProgress',
  Accepted: 'accepted',
  Refused: 'refused',
  Closed: 'closed',
} as const;
export type AgentRequestStatus = (typeof AgentRequestStatus)[keyof typeof AgentRequestStatus];
export const agentRequestStatuses = Object.values(AgentRequestStatus) as [AgentRequestStatus, ...AgentRequestStatus[]];

export const agentRequestStatusLabels: Record<AgentRequestStatus, string> = {
  pending: 'En attente',
  inProgress: 'En cours de traitement',
  accepted: 'Acceptée',
  refused: 'Refusée',
  closed: 'Clôturée',
};

/**
 * Where a request may go from each state. A decided request (accepted or refused) may be reconsidered or
 * closed; a closed one may only be reopened (back to pending).
 */
const transitions: Record<AgentRequestStatus, readonly AgentRequestStatus[]> = {
  pending: ['inProgress', 'accepted', 'refused', 'closed'],
  inProgress: ['pending', 'accepted', 'refused', 'closed'],
  accepted: ['inProgress', 'refused', 'closed'],
  refused: ['inProgress', 'accepted', 'closed'],
  closed: ['pending'],
};

/** Whether a request may move from one state to another (never to the state it is in). */
export function canChangeStatus(from: AgentRequestStatus, to: AgentRequestStatus): boolean {
  return transitions[from].includes(to);
}
