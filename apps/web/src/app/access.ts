import { isGranted } from '@securite/domain/auth/access';
import type { Session } from '../api/session.ts';
import type { AppRouteDef } from './route-def.ts';

/** Whether the session may open a route: context, role, then rights (any-of, owners and platform staff pass). */
export function canAccess(route: AppRouteDef, session: Session, params: { id?: string } = {}): boolean {
  if (route.scope === 'agency' && !session.company) return false;
  if (!route.roles.some((role) => session.roles.has(role))) return false;
  if (route.unlessStockSimplified && session.company?.agency.stockSimplified === true) return false;
  const rights = params.id && route.editRights ? route.editRights : route.rights;
  return rights.length === 0 || isGranted(session.actor, rights);
}

/** Whether the agency's invalid subscription blocks the route (admins and support are never blocked). */
export function blockedBySubscription(route: AppRouteDef, session: Session): boolean {
  return route.scope === 'agency' && !route.allowWhenLocked && !session.subscriptionValid;
}

/** The route is usable now: allowed and not blocked by the subscription. */
export function isUsable(route: AppRouteDef, session: Session): boolean {
  return canAccess(route, session) && !blockedBySubscription(route, session);
}
