// The hand-written minimums the product's routes are measured against: the same answer from the same database, with
// only what it needs — the bearer token checked (jose, the product's own library), then two statements run as named
// prepared statements, and the product's presenter. A bare Fastify app; no schema, no hooks, no ORM.
// - GET {agency}/site/{id}: the session with the caller's membership and the agency's settings; the site with its
//   customer and its agents.
// - GET /api/user: the session with its user; the user's memberships with their agency and customer.

import type { AddressInfo } from 'node:net';
import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { platformRoleOf } from '@securite/domain/auth/roles';
import { getTableColumns } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { type JWTPayload, jwtVerify } from 'jose';
import type pg from 'pg';
import { sites } from '../../apps/server/src/db/schema/sites.ts';
import { users } from '../../apps/server/src/db/schema/tenancy.ts';
import type { UserRow } from '../../apps/server/src/http/auth.ts';
import {
  type CurrentUserMembershipRow,
  presentCurrentUser,
} from '../../apps/server/src/modules/session/get-current-user.ts';
import { presentSite } from '../../apps/server/src/modules/sites/present-site.ts';
import type { SiteRow } from '../../apps/server/src/modules/sites/site-access.ts';

/** The product's signing secret in the bench, given to it so that the minimums check the same tokens. */
export const BENCH_JWT_SECRET = 'bench-signing-secret-of-at-least-32-characters';

/** The loopback base URL of a listening server. */
export const baseOf = (address: string | AddressInfo | null) =>
  `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** The bearer token's claims, checked as the product checks them (HS256); null when it does not verify. */
export async function claimsOf(secret: Uint8Array, header: string | undefined): Promise<JWTPayload | null> {
  try {
    return (await jwtVerify((header ?? '').slice(7), secret, { algorithms: ['HS256'] })).payload;
  } catch {
    return null;
  }
}

/** Runs a statement by name (prepared once per connection on PostgreSQL); the rows as objects. */
export type RunStatement = (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

const sessionStatement = `
  select m.role, a.settings
  from refresh_tokens r
  join memberships m on m.user_id = r.user_id and m.agency_id = $3 and m.active and m.deleted_at is null
  join agencies a on a.id = m.agency_id
  where r.id = $1 and r.user_id = $2 and r.revoked_at is null`;

const siteStatement = `
  select s.*, c.id as "customer.id", c.name as "customer.name",
    coalesce((
      select json_agg(json_build_object('agentId', su.agent_id, 'fullname',
        coalesce(nullif(trim(concat(u.firstname, ' ', u.lastname)), ''), u.email, ''))
        order by u.lastname, u.firstname)
      from site_users su
      join memberships sm on sm.id = su.agent_id and sm.agency_id = $2
      join users u on u.id = sm.user_id
      where su.site_id = s.id and su.agency_id = $2
    ), '[]') as "siteUsers"
  from sites s
  left join customers c on c.id = s.customer_id and c.agency_id = $2
  where s.id = $1 and s.agency_id = $2`;

// The site's columns by their database names, for the row the product's presenter takes.
const siteColumns = Object.entries(getTableColumns(sites)).map(([key, column]) => [key, column.name] as const);

const userSessionStatement = `
  select u.*, r.revoked_at as "session.revokedAt"
  from refresh_tokens r
  join users u on u.id = r.user_id
  where r.id = $1 and r.user_id = $2`;

const membershipsStatement = `
  select m.id, m.role, m.rights, m.active,
    a.id as "agency.id", a.name as "agency.name", a.locked as "agency.locked", a.fake as "agency.fake",
    a.timezone as "agency.timezone", a.settings -> 'stock' as "agency.stock",
    c.id as "customer.id", c.name as "customer.name"
  from memberships m
  join agencies a on a.id = m.agency_id
  left join customers c on c.id = m.customer_id and c.agency_id = m.agency_id
  where m.user_id = $1 and m.deleted_at is null
  order by a.name`;

const userColumns = Object.entries(getTableColumns(users)).map(([key, column]) => [key, column.name] as const);

/** A bare Fastify app answering GET /api/agency/:agencyId/site/:id (for staff) and GET /api/user as the product does. */
export async function minimumApp(secret: Uint8Array, run: RunStatement): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/api/user', async (request, reply) => {
    const claims = await claimsOf(secret, request.headers.authorization);
    if (!claims) return reply.code(401).send({ message: 'Jeton invalide' });
    const [found] = await run('bench_user_session', userSessionStatement, [claims.jti, claims.sub]);
    if (!found || found['session.revokedAt'] || found.disabled)
      return reply.code(401).send({ message: 'Jeton invalide' });
    const user = Object.fromEntries(userColumns.map(([key, name]) => [key, found[name]])) as UserRow;
    const rows = await run('bench_user_memberships', membershipsStatement, [user.id]);
    return presentCurrentUser(
      user,
      platformRoleOf(user),
      null,
      rows.map((r) => ({
        membership: r as unknown as CurrentUserMembershipRow['membership'],
        agency: {
          id: r['agency.id'] as string,
          name: r['agency.name'] as string,
          locked: r['agency.locked'] as boolean,
          fake: r['agency.fake'] as boolean,
          timezone: r['agency.timezone'] as string,
          stock: r['agency.stock'],
        },
        customer: r['customer.id'] ? { id: r['customer.id'] as string, name: r['customer.name'] as string } : null,
      })),
    );
  });
  app.get<{ Params: { agencyId: string; id: string } }>('/api/agency/:agencyId/site/:id', async (request, reply) => {
    const claims = await claimsOf(secret, request.headers.authorization);
    if (!claims) return reply.code(401).send({ message: 'Jeton invalide' });
    const { agencyId, id } = request.params;
    const [member] = await run('bench_session', sessionStatement, [claims.jti, claims.sub, agencyId]);
    if (!member) return reply.code(404).send({ message: 'Agence introuvable' });
    if (member.role !== 'owner' && member.role !== 'staff') return reply.code(403).send({ message: 'Refusé' });
    const [found] = await run('bench_site', siteStatement, [id, agencyId]);
    if (!found) return reply.code(404).send({ message: 'Site introuvable' });
    const row = Object.fromEntries(siteColumns.map(([key, name]) => [key, found[name]])) as SiteRow;
    const customerId = found['customer.id'] as string | null;
    const settings = readFieldSettings((member.settings as Record<string, unknown> | null)?.field);
    return presentSite(row, {
      customer: customerId ? { id: customerId, name: found['customer.name'] as string } : null,
      siteUsers: found.siteUsers as Array<{ agentId: string; fullname: string }>,
      agencyEventTypes: settings.agencyServiceEventTypes,
      viewer: { kind: 'staff' },
    });
  });
  return app;
}

/** Named prepared statements over a pg pool of its own. */
export function postgresStatements(pool: pg.Pool): RunStatement {
  return async (name, text, values) => (await pool.query({ name, text, values })).rows;
}

/** PGlite has no named statements to keep: each query is parsed again (its own extended protocol). */
export function pgliteStatements(client: {
  query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
}): RunStatement {
  return async (_name, text, values) => (await client.query(text, values)).rows as Record<string, unknown>[];
}
