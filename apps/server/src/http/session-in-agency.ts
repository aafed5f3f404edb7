import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { refreshTokens } from '../db/schema/auth.ts';
import { agencies, customers, memberships, users } from '../db/schema/tenancy.ts';
import { inAgency } from '../db/tenant.ts';

export interface TenantKeys {
  agencyId: string;
  customerId?: string;
  agentId?: string;
}

const scopeAgent = alias(memberships, 'scope_agent');

type Scope = 'agency' | 'customer' | 'agent';

const agencyIdParam = sql.placeholder('agencyId');

/**
 * The tenant session query of one scope, built once per database and prepared by name (PostgreSQL keeps its plan per
 * connection): the request only binds its values. The scope's join exists only where the path names one.
 */
function sessionQuery(db: Db, scope: Scope) {
  const never: SQL = sql`false`;
  return db
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
    .leftJoin(agencies, eq(agencies.id, agencyIdParam))
    .leftJoin(
      memberships,
      and(
        inAgency(memberships, agencyIdParam),
        eq(memberships.userId, users.id),
        eq(memberships.active, true),
        isNull(memberships.deletedAt),
      ),
    )
    .leftJoin(
      customers,
      scope === 'customer'
        ? and(eq(customers.id, sql.placeholder('customerId')), inAgency(customers, agencyIdParam))
        : never,
    )
    .leftJoin(
      scopeAgent,
      scope === 'agent'
        ? and(
            eq(scopeAgent.id, sql.placeholder('agentId')),
            inAgency(scopeAgent, agencyIdParam),
            eq(scopeAgent.role, 'agent'),
            // An archived agent record is gone for every route.
            isNull(scopeAgent.deletedAt),
          )
        : never,
    )
    .where(and(eq(refreshTokens.id, sql.placeholder('jti')), eq(refreshTokens.userId, sql.placeholder('sub'))))
    .prepare(`tenant_session_${scope}`);
}

/**
 * Everything a tenant request needs to know about its caller, in one query: the session and its user, the
 * agency, the caller's active membership of it, and whether the /customer/{id} or /agent/{id} segment names a
 * customer or a live agent record of that agency. A missing session means no row at all.
 */
export async function findSessionInAgency(db: Db, session: { jti: string; sub: string }, keys: TenantKeys) {
  const { agencyId, customerId, agentId } = keys;
  const scope: Scope = customerId !== undefined ? 'customer' : agentId !== undefined ? 'agent' : 'agency';
  const query = preparedOnce(db, `tenant_session_${scope}`, (d) => sessionQuery(d, scope));
  const [row] = await query.execute({ agencyId, customerId, agentId, jti: session.jti, sub: session.sub });
  return row;
}
