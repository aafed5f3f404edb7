import type { Right } from '@securite/domain/auth/rights';
import type { AppRole } from '../api/session.ts';

/**
 * A guarded route of the app, as data: the router, the guards, the menu and the root redirect all read it. Each is a
 * page's entry of the registry (app/registry/), which the first load reads as registry/route-table.gen.ts.
 * scope 'agency' needs a membership (the selected agency), 'platform' is for admins and support,
 * 'user' is any signed-in user.
 */
export interface AppRouteDef {
  id: string;
  /** react-router pattern without the leading slash. */
  path: string;
  title: string;
  scope: 'user' | 'agency' | 'platform';
  roles: readonly AppRole[];
  /** Any of these rights (checked with the domain's isGranted); none means the role is enough. */
  rights: readonly Right[];
  /** Rights when the route's :id is present (create without id, modify with one: spec 000 section 2). */
  editRights?: readonly Right[];
  /** Reachable while the agency's subscription is invalid (the short allowed list). */
  allowWhenLocked?: boolean;
  /** Hidden when the agency manages its stock the simple way (spec 001 section 2: the stocks group). */
  unlessStockSimplified?: boolean;
}

export const STAFF: readonly AppRole[] = ['owner', 'staff', 'support', 'admin'];
export const FIELD: readonly AppRole[] = ['agent'];
export const FIELD_AND_STAFF: readonly AppRole[] = ['agent', 'owner', 'staff', 'support', 'admin'];
export const CUSTOMER: readonly AppRole[] = ['customer'];
export const ADMIN: readonly AppRole[] = ['admin'];
export const PLATFORM: readonly AppRole[] = ['admin', 'support'];
export const AGENCY_USERS: readonly AppRole[] = ['owner', 'staff', 'agent', 'support', 'admin'];
export const EVERYONE: readonly AppRole[] = ['owner', 'staff', 'agent', 'customer', 'support', 'admin'];

type Extra = Partial<Pick<AppRouteDef, 'editRights' | 'allowWhenLocked' | 'scope' | 'unlessStockSimplified'>>;

/** Shorthand for one route, an agency's unless said (the generated table, registry/route-table.gen.ts). */
export function route(
  id: string,
  path: string,
  title: string,
  roles: readonly AppRole[],
  rights: readonly Right[] = [],
  extra: Extra = {},
): AppRouteDef {
  return { id, path, title, roles, rights, scope: 'agency', ...extra };
}
