import { AppError } from '../errors/app-error.ts';
import { ErrorCode } from '../errors/error-codes.ts';
import { messages, missingRightMessage } from '../errors/messages.ts';
import { type Right, rightLabels } from './rights.ts';
import { isPlatformStaff, type MembershipRole, type PlatformRole } from './roles.ts';

/** Who is acting, inside one agency (membership may be null for platform staff acting on any agency). */
export interface Actor {
  userId: string;
  platformRole: PlatformRole | null;
  role: MembershipRole | null;
  rights: readonly string[];
}

/**
 * Spec 000 section 6: a check passes for the agency owner, for support, or for a holder of any listed right;
 * support and admins pass everything.
 */
export function isGranted(actor: Actor, rights: readonly Right[]): boolean {
  if (isPlatformStaff(actor.platformRole)) return true;
  if (actor.role === 'owner') return true;
  if (rights.length === 0) return true;
  return rights.some((right) => actor.rights.includes(right));
}

/** Throws the 403 permission error naming the first missing right when the check fails. */
export function assertGranted(actor: Actor, rights: readonly Right[]): void {
  if (isGranted(actor, rights)) return;
  throw new AppError(ErrorCode.MissingRight, missingRightMessage(rightLabels[rights[0]]), {
    details: { right: rights[0] },
  });
}

/** Staff means people who run the agency: the owner and staff members (and platform staff). */
export function isAgencyStaff(actor: Actor): boolean {
  return isPlatformStaff(actor.platformRole) || actor.role === 'owner' || actor.role === 'staff';
}

/** A route open to some membership roles only: the owner and platform staff always pass, the others get a 403. */
export function assertMember(actor: Actor, roles: readonly MembershipRole[]): void {
  if (isPlatformStaff(actor.platformRole) || actor.role === 'owner') return;
  if (actor.role !== null && roles.includes(actor.role)) return;
  throw new AppError(ErrorCode.Forbidden, messages.forbidden);
}
