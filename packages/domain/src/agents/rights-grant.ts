import type { Actor } from '../auth/access.ts';
import { isPlatformStaff } from '../auth/roles.ts';

/**
 * The rights an actor asks to give an agent but may not: staff only hand out rights they hold themselves
 * (the owner and platform staff hold them all), so that creating an agent account is no way to gain a right.
 * Rights the agent already has may be kept.
 */
export function ungrantableRights(
  actor: Actor,
  requested: readonly string[],
  current: readonly string[] = [],
): string[] {
  if (actor.role === 'owner' || isPlatformStaff(actor.platformRole)) return [];
  return requested.filter((right) => !current.includes(right) && !actor.rights.includes(right));
}
