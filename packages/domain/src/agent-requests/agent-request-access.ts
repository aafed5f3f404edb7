import { type Actor, isAgencyStaff, isGranted } from '../auth/access.ts';

/** Whether the actor handles every agent's requests (staff holding an agent request right), not just their own. */
export function handlesAgencyRequests(actor: Actor): boolean {
  return isAgencyStaff(actor) && isGranted(actor, ['agentRequests.create', 'agentRequests.edit']);
}

/** Spec 000 section 6: unread counts are only for non-customers holding the right. */
export function seesUnreadCounts(actor: Actor): boolean {
  return actor.role !== 'customer' && isGranted(actor, ['agentRequests.create', 'agentRequests.edit']);
}
