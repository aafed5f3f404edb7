import type { PlatformRole } from '@securite/domain/auth/roles';
import type { CurrentUser } from '@securite/domain/session/schemas';
import { readStockSettings } from '@securite/domain/stock/stock-settings';
import { subscriptionValid } from '@securite/domain/tenancy/subscription';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { agencies, customers, memberships, users } from '../../db/schema/tenancy.ts';
import type { AuthContext, UserRow } from '../../http/auth.ts';

/**
 * The user's memberships with their agency and customer, only the columns the answer shows (an agency's settings are
 * its stock mode), prepared once: /api/user is every screen's first call.
 */
const membershipsQuery = (db: Db) =>
  // every agency: the user's own memberships, in each of their agencies (a customer account's customer is its own)
  db
    .select({
      membership: {
        id: memberships.id,
        role: memberships.role,
        rights: memberships.rights,
        active: memberships.active,
      },
      agency: {
        id: agencies.id,
        name: agencies.name,
        locked: agencies.locked,
        fake: agencies.fake,
        timezone: agencies.timezone,
        stock: sql<unknown>`${agencies.settings} -> 'stock'`,
      },
      customer: { id: customers.id, name: customers.name },
    })
    .from(memberships)
    .innerJoin(agencies, eq(agencies.id, memberships.agencyId))
    .leftJoin(customers, and(eq(customers.id, memberships.customerId), eq(customers.agencyId, memberships.agencyId)))
    .where(and(eq(memberships.userId, sql.placeholder('userId')), isNull(memberships.deletedAt)))
    .orderBy(asc(agencies.name))
    .prepare('current_user_memberships');

/** The current user with their memberships (userCompanies): agency, role, rights. */
export async function getCurrentUser(ctx: AppContext, auth: AuthContext): Promise<CurrentUser> {
  const rows = await preparedOnce(ctx.db, 'current_user_memberships', membershipsQuery).execute({
    userId: auth.user.id,
  });
  let impersonatedBy: CurrentUser['impersonatedBy'] = null;
  if (auth.impersonatorId) {
    const [admin] = await ctx.db.select().from(users).where(eq(users.id, auth.impersonatorId));
    if (admin) impersonatedBy = { id: admin.id, fullname: `${admin.firstname} ${admin.lastname}`.trim() };
  }
  return presentCurrentUser(auth.user, auth.platformRole, impersonatedBy, rows);
}

/** A membership row of the current user's answer: the columns membershipsQuery reads. */
export interface CurrentUserMembershipRow {
  membership: { id: string; role: CurrentUser['userCompanies'][number]['role']; rights: string[]; active: boolean };
  agency: { id: string; name: string; locked: boolean; fake: boolean; timezone: string; stock: unknown };
  customer: { id: string; name: string } | null;
}

/** What GET /api/user answers: the user, who impersonates them, and their active memberships. */
export function presentCurrentUser(
  u: UserRow,
  platformRole: PlatformRole | null,
  impersonatedBy: CurrentUser['impersonatedBy'],
  rows: readonly CurrentUserMembershipRow[],
): CurrentUser {
  return {
    id: u.id,
    // Only users with an e-mail can sign in; a record without one is only reached by impersonation.
    email: u.email ?? '',
    firstname: u.firstname,
    lastname: u.lastname,
    fullname: `${u.firstname} ${u.lastname}`.trim(),
    phone: u.phone,
    admin: u.isAdmin || u.isSuperAdmin,
    superAdmin: u.isSuperAdmin,
    isSupport: u.isSupport,
    firstLogin: u.firstLogin,
    moderationPending: u.moderationPending,
    drawerNavigation: u.drawerNavigation,
    impersonatedBy,
    userCompanies: rows
      .filter((r) => r.membership.active)
      .map(({ membership, agency, customer }) => ({
        id: membership.id,
        role: membership.role,
        rights: membership.rights,
        isOwner: membership.role === 'owner',
        agency: {
          id: agency.id,
          name: agency.name,
          subscriptionValid: subscriptionValid(platformRole, agency),
          fake: agency.fake,
          timeZone: agency.timezone,
          stockSimplified: readStockSettings(agency.stock).stockSimplified,
        },
        customer: customer ? { id: customer.id, name: customer.name } : null,
        agentId: membership.role === 'agent' ? membership.id : null,
      })),
  };
}
