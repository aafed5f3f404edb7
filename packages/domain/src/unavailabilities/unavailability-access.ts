import { type Actor, isAgencyStaff, isGranted } from '../auth/access.ts';
import type { PairRight } from '../auth/rights.ts';

export type UnavailabilityAction = 'create' | 'edit' | 'delete';

/** The right an action needs from someone handling anyone's unavailabilities (delete is an edit). */
export function unavailabilityRight(action: UnavailabilityAction): PairRight {
  return action === 'create' ? 'unavailabilities.create' : 'unavailabilities.edit';
}

/**
 * Spec 000 section 5: creating needs the create right, editing the edit right; a user with only the self right
 * may handle only their own (every agent involved, before and after an edit, is their own membership).
 * Answers the right to name in the permission error, or null when allowed.
 */
export function unavailabilityDenial(
  actor: Actor,
  input: { action: UnavailabilityAction; ownAgentId: string | null; agentIds: readonly string[] },
): PairRight | null {
  const right = unavailabilityRight(input.action);
  if (isGranted(actor, [right])) return null;
  const self =
    actor.rights.includes('unavailabilities.self') &&
    input.ownAgentId !== null &&
    input.agentIds.length > 0 &&
    input.agentIds.every((id) => id === input.ownAgentId);
  return self ? null : right;
}

/** Whether the actor reads every agent's unavailabilities: agency staff, or whoever may create or edit them. */
export function readsAllUnavailabilities(actor: Actor): boolean {
  if (actor.role === 'customer') return false;
  return isAgencyStaff(actor) || isGranted(actor, ['unavailabilities.create', 'unavailabilities.edit']);
}
