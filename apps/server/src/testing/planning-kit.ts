import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agentInfos } from '../db/schema/agents.ts';
import { agencies, memberships } from '../db/schema/tenancy.ts';
import { inAgency } from '../db/tenant.ts';
import type { TenantContext } from '../http/tenancy.ts';
import { buildMember } from './factories.ts';

/**
 * An agent with a record (card expiry, specialties, contract…) for the planning checks: by default under a
 * permanent contract since 2020 (check `noContract`).
 */
export async function buildPlannedAgent(
  db: Db,
  agencyId: string,
  infos: Partial<typeof agentInfos.$inferInsert> = {},
  user: { firstname?: string; lastname?: string } = {},
) {
  const member = await buildMember(db, agencyId, 'agent', { user });
  await db.insert(agentInfos).values({
    membershipId: member.membership.id,
    agencyId,
    individualNumber: randomUUID().slice(0, 8),
    cnapsCardExpiresAt: '2031-01-01',
    contractType: 'cdi',
    entryDate: '2020-01-01',
    ...infos,
  });
  return member;
}

/** A service line from wall-clock Paris times in winter (UTC+1). */
export const line = (siteId: string, agentId: string | null, day: string, from: string, to: string, extra = {}) => ({
  siteId,
  agentId,
  startAt: `${day}T${from}:00+01:00`,
  endAt: `${to < from ? nextDay(day) : day}T${to}:00+01:00`,
  ...extra,
});

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The tenant context of an owner, as the guard would build it, for calling use cases directly. */
export async function ownerTenant(db: Db, agencyId: string, userId: string): Promise<TenantContext> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  const [membership] = await db
    .select()
    .from(memberships)
    .where(and(inAgency(memberships, agencyId), eq(memberships.userId, userId)));
  return {
    agency,
    membership,
    actor: { userId, platformRole: null, role: membership.role, rights: membership.rights },
    fakeFilter: -1,
    scope: { customerId: null, agentId: null },
  } satisfies TenantContext;
}
