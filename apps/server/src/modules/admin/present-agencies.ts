import type { AdminAgency } from '@securite/domain/admin/agency-schemas';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type agencies, customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgencies } from '../../db/tenant.ts';

type AgencyRow = typeof agencies.$inferSelect;

const fullname = (u: { firstname: string; lastname: string; email: string | null }) =>
  `${u.firstname} ${u.lastname}`.trim() || u.email || '';

/**
 * Agencies as platform staff see them: active people by role, customers, and the owner (the oldest active
 * owner membership). Three grouped queries for the whole page rather than three per agency.
 */
export async function presentAgencies(ctx: AppContext, rows: readonly AgencyRow[]): Promise<AdminAgency[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const people = and(inAgencies(memberships, ids), eq(memberships.active, true), isNull(memberships.deletedAt));
  const [byRole, customerCounts, owners] = await Promise.all([
    ctx.db
      .select({ agencyId: memberships.agencyId, role: memberships.role, n: count() })
      .from(memberships)
      .where(people)
      .groupBy(memberships.agencyId, memberships.role),
    ctx.db
      .select({ agencyId: customers.agencyId, n: count() })
      .from(customers)
      .where(inAgencies(customers, ids))
      .groupBy(customers.agencyId),
    ctx.db
      .select({ agencyId: memberships.agencyId, user: users })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(people, eq(memberships.role, 'owner')))
      .orderBy(asc(memberships.createdAt), asc(memberships.id)),
  ]);
  const roleCount = (agencyId: string, ...roles: string[]) =>
    byRole.filter((r) => r.agencyId === agencyId && roles.includes(r.role)).reduce((sum, r) => sum + r.n, 0);
  return rows.map((agency) => {
    const owner = owners.find((o) => o.agencyId === agency.id)?.user;
    return {
      id: agency.id,
      name: agency.name,
      email: agency.email,
      city: agency.address.city ?? null,
      locked: agency.locked,
      subscriptionEndsAt: agency.subscriptionEndsAt?.toISOString() ?? null,
      fake: agency.fake,
      counts: {
        agents: roleCount(agency.id, 'agent'),
        // As on the agency dashboard: the people who run the agency, its owner included.
        staff: roleCount(agency.id, 'owner', 'staff'),
        customers: customerCounts.find((c) => c.agencyId === agency.id)?.n ?? 0,
      },
      owner: owner ? { id: owner.id, fullname: fullname(owner), email: owner.email } : null,
      createdAt: agency.createdAt.toISOString(),
    };
  });
}
