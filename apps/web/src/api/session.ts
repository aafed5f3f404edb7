import type { Actor } from '@securite/domain/auth/access';
import { isPlatformStaff, type PlatformRole } from '@securite/domain/auth/roles';
import type { CurrentUser, UserCompany } from '@securite/domain/session/schemas';
import { createContext, useContext } from 'react';
import type { AgencyVisit } from './agency-visit.ts';

/** The roles a menu entry or route can name: the membership roles plus the platform roles. */
export type AppRole = 'owner' | 'staff' | 'agent' | 'customer' | 'support' | 'admin';

/** The signed-in user seen through the agency currently selected in the shell. */
export interface Session {
  user: CurrentUser;
  /**
   * The selected membership (userCompany), null for platform staff outside any agency; for platform staff
   * inside an agency they entered (visitingAgency), a stand-in without role rights.
   */
  company: UserCompany | null;
  /** Platform staff inside an agency they are not a member of. */
  visitingAgency: boolean;
  /** Agency id for /api/agency/{id} paths (customers use their own agency's id). */
  agencyId: string | null;
  platformRole: PlatformRole | null;
  actor: Actor;
  roles: ReadonlySet<AppRole>;
  /** Spec 000 section 6: admins and support always valid; others follow their agency. */
  subscriptionValid: boolean;
}

export function platformRoleOfUser(user: CurrentUser): PlatformRole | null {
  if (user.superAdmin) return 'superAdmin';
  if (user.admin) return 'admin';
  if (user.isSupport) return 'support';
  return null;
}

/** The membership to use: the stored choice when it is still one of the user's, else the first one. */
export function pickCompany(user: CurrentUser, selectedAgencyId: string | null): UserCompany | null {
  return user.userCompanies.find((c) => c.agency.id === selectedAgencyId) ?? user.userCompanies[0] ?? null;
}

/**
 * Platform staff inside an agency they entered from the administration: no membership, so the agency is
 * stood for by a company without role rights (platform staff pass every right, as on the server).
 */
function visitedCompany(visit: AgencyVisit): UserCompany {
  return {
    id: `visite-${visit.id}`,
    role: 'staff',
    rights: [],
    isOwner: false,
    agency: { id: visit.id, name: visit.name, subscriptionValid: true, fake: false, timeZone: null },
    customer: null,
    agentId: null,
  };
}

export function buildSession(
  user: CurrentUser,
  selectedAgencyId: string | null,
  visit: AgencyVisit | null = null,
): Session {
  const platformRole = platformRoleOfUser(user);
  const member = user.userCompanies.find((c) => c.agency.id === selectedAgencyId);
  const visiting = !member && platformRole !== null && visit !== null && visit.id === selectedAgencyId;
  const company = visiting ? visitedCompany(visit) : pickCompany(user, selectedAgencyId);
  const roles = new Set<AppRole>();
  if (company && !visiting) roles.add(company.role);
  if (platformRole === 'admin' || platformRole === 'superAdmin') roles.add('admin');
  if (platformRole === 'support') roles.add('support');
  return {
    user,
    company,
    agencyId: company?.agency.id ?? null,
    visitingAgency: visiting,
    platformRole,
    actor: {
      userId: user.id,
      platformRole,
      role: visiting ? null : (company?.role ?? null),
      rights: company?.rights ?? [],
    },
    roles,
    subscriptionValid: isPlatformStaff(platformRole) || (company?.agency.subscriptionValid ?? true),
  };
}

export const SessionContext = createContext<Session | null>(null);

/** The current session; only under the authentication guard, which provides it. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the authenticated part of the app');
  return session;
}

/** Same, or null on public pages. */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}
