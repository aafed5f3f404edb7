import type { CurrentUser } from '@securite/domain/session/schemas';
import { readStockSettings } from '@securite/domain/stock/stock-settings';
import { subscriptionValid } from '@securite/domain/tenancy/subscription';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies, customers, memberships, users } from '../../db/schema/tenancy.ts';
import type { AuthContext } from '../../http/auth.ts';

/** The current user with their memberships (userCompanies): agency, role, rights. */
export async function getCurrentUser(ctx: AppContext, auth: AuthContext): Promise<CurrentUser> {
  // every agency: the user's own memberships, in each of their agencies (a customer account's customer is its own)
  const rows = await ctx.db
    .select({ membership: memberships, agency: agencies, customer: customers })
    .from(memberships)
    .innerJoin(agencies, eq(agencies.id, memberships.agencyId))
    .leftJoin(customers, and(eq(customers.id, memberships.customerId), eq(customers.agencyId, memberships.agencyId)))
    .where(and(eq(memberships.userId, auth.user.id), isNull(memberships.deletedAt)))
    .orderBy(asc(agencies.name));
  let impersonatedBy: CurrentUser['impersonatedBy'] = null;
  if (auth.impersonatorId) {
    const [admin] = await ctx.db.select().from(users).where(eq(users.id, auth.impersonatorId));
    if (admin) impersonatedBy = { id: admin.id, fullname: `${admin.firstname} ${admin.lastname}`.trim() };
  }
  const u = auth.user;
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
          subscriptionValid: subscriptionValid(auth.platformRole, agency),
          fake: agency.fake,
          timeZone: agency.timezone,
          stockSimplified: readStockSettings(agency.settings?.stock).stockSimplified,
        },
        customer: customer ? { id: customer.id, name: customer.name } : null,
        agentId: membership.role === 'agent' ? membership.id : null,
      })),
  };
}
