import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/schema/auth.ts';
import { agencies, customers, memberships, users } from '../db/schema/tenancy.ts';
import { inAgency } from '../db/tenant.ts';

export interface TenantKeys {
  agencyId: string;
  customerId?: string;
  agentId?: string;
}

const scopeAgent = alias(memberships, 'scope_agent');

/**
 * Everything a tenant request needs to know about its caller, in one query: the session and its user, the
 * agency, the caller's active membership of it, and whether the /customer/{id} or /agent/{id} segment names a
 * customer or a live agent record of that agency. A missing session means no row at all.
 */
export async function findSessionInAgency(db: Db, session: { jti: string; sub: string }, keys: TenantKeys) {
  const { agencyId, customerId, agentId } = keys;
  const never: SQL = sql`false`;
  const [row] = await db
    .select({
      user: users,
      revokedAt: refreshTokens.revokedAt,
      agency: agencies,
      membership: memberships,
      customerId: customers.id,
      agentId: scopeAgent.id,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .leftJoin(agencies, eq(agencies.id, agencyId))
    .leftJoin(
      memberships,
      and(
        inAgency(memberships, agencyId),
        eq(memberships.userId, users.id),
        eq(memberships.active, true),
        isNull(memberships.deletedAt),
      ),
    )
    .leftJoin(
      customers,
      customerId === undefined ? never : and(eq(customers.id, customerId), inAgency(customers, agencyId)),
    )
    .leftJoin(
      scopeAgent,
      agentId === undefined
        ? never
        : and(
            eq(scopeAgent.id, agentId),
            inAgency(scopeAgent, agencyId),
            eq(scopeAgent.role, 'agent'),
            // An archived agent record is gone for every route.
            isNull(scopeAgent.deletedAt),
          ),
    )
    .where(and(eq(refreshTokens.id, session.jti), eq(refreshTokens.userId, session.sub)));
  return row;
}
