import type { Actor } from '@securite/domain/auth/access';
import type { MembershipRole } from '@securite/domain/auth/roles';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { type FakeFilter, fakeFilterFor, parseFakeFilter } from '@securite/domain/tenancy/fake-data';
import { allowedWhenLocked, subscriptionValid } from '@securite/domain/tenancy/subscription';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { agencies, memberships } from '../db/schema/tenancy.ts';
import { type AuthContext, authContextOf, authenticate, readAccessClaims } from './auth.ts';
import { notFound } from './errors.ts';
import { findSessionInAgency } from './session-in-agency.ts';

export type AgencyRow = typeof agencies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/** What every tenant route knows about the agency it runs in and who acts. */
export interface TenantContext {
  agency: AgencyRow;
  membership: MembershipRow | null;
  actor: Actor;
  fakeFilter: FakeFilter;
  /** The optional /customer/{id} or /agent/{id} segment, checked against the caller. */
  scope: { customerId: string | null; agentId: string | null };
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantContext | null;
  }
}

const zTenantParams = z.object({
  agencyId: z.string(),
  customerId: z.string().optional(),
  agentId: z.string().optional(),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path after /api/agency/{id}[/customer|agent/{id}], used for the locked-subscription allow list. */
function tenantRelativePath(url: string): string {
  const pathOnly = url.split('?')[0];
  return pathOnly.replace(/^\/api\/agency\/[^/]+(\/(customer|agent)\/[^/]+)?/, '') || '/';
}

/**
 * The one guard of tenant routes, in one query: authenticates the caller (unless an earlier guard did) and
 * resolves their membership of the agency in the path, or answers 401 or 404. Platform staff may enter any
 * agency. A locked subscription is refused except on a short allowed list.
 */
export async function resolveTenant(
  db: Db,
  secret: Uint8Array,
  request: FastifyRequest,
): Promise<{ auth: AuthContext; tenant: TenantContext }> {
  const known = request.auth;
  const claims = known
    ? { jti: known.sessionId, sub: known.user.id, fam: known.familyId, iat: 0 }
    : await readAccessClaims(secret, request);
  const params = zTenantParams.safeParse(request.params);
  const valid =
    params.success &&
    uuidPattern.test(params.data.agencyId) &&
    [params.data.customerId, params.data.agentId].every((id) => id === undefined || uuidPattern.test(id));
  if (!valid) {
    // Authentication still comes first: a bad path answers 404 only to a valid session.
    if (!known) await authenticate(db, secret, request);
    throw notFound();
  }
  const { agencyId, customerId, agentId } = params.data;
  const row = await findSessionInAgency(db, claims, { agencyId, customerId, agentId });
  const auth = known ?? authContextOf(claims, row);
  if (!row?.agency) throw notFound();
  const { agency } = row;
  const membership = row.membership ?? undefined;
  const platformRole = auth.platformRole;
  if (!membership && !platformRole) throw notFound();
  if (auth.user.moderationPending && !platformRole) {
    throw new AppError(ErrorCode.AccountModeration, messages.moderationPending);
  }
  if (!subscriptionValid(platformRole, agency) && !allowedWhenLocked(tenantRelativePath(request.url))) {
    throw new AppError(ErrorCode.SubscriptionInvalid, messages.subscriptionInvalid);
  }
  const role: MembershipRole | null = membership?.role ?? null;
  const scope = { customerId: customerId ?? null, agentId: agentId ?? null };
  if (customerId !== undefined) {
    // A customer user only ever sees their own company; an agent never acts in a customer's scope.
    if (role === 'customer' && membership?.customerId !== customerId) throw notFound();
    if (role === 'agent' || !row.customerId) throw notFound();
  }
  if (agentId !== undefined) {
    // An agent's scope is their own membership; a customer never acts in an agent's scope.
    if (role === 'agent' && membership?.id !== agentId) throw notFound();
    if (role === 'customer' || !row.agentId) throw notFound();
  }
  if (role === 'customer' && customerId === undefined) {
    // Customers always act inside their company; tenant routes that need the segment check it themselves.
    scope.customerId = membership?.customerId ?? null;
  }
  if (role === 'agent' && agentId === undefined) {
    // Likewise an agent always acts as themself.
    scope.agentId = membership?.id ?? null;
  }
  const header = request.headers['x-fake-filter'];
  const requested = parseFakeFilter(Array.isArray(header) ? header[0] : header);
  const fakeFilter = fakeFilterFor(platformRole, role, requested);
  const tenant: TenantContext = {
    agency,
    membership: membership ?? null,
    actor: { userId: auth.user.id, platformRole, role, rights: membership?.rights ?? [] },
    fakeFilter,
    scope,
  };
  return { auth, tenant };
}

export function tenantOf(request: FastifyRequest): TenantContext {
  if (!request.tenant) throw notFound();
  return request.tenant;
}

const tenantPrefixes = [
  '/api/agency/:agencyId',
  '/api/agency/:agencyId/customer/:customerId',
  '/api/agency/:agencyId/agent/:agentId',
];

/**
 * Registers a feature's tenant routes under /api/agency/{agencyId} and its customer and agent scopes.
 * The plugin's routes run after the auth and tenancy guards.
 */
export function registerTenantRoutes(
  app: FastifyInstance,
  plugin: FastifyPluginAsync,
  options: { scopes?: Array<'customer' | 'agent'> } = {},
): void {
  const scopes = options.scopes ?? [];
  for (const prefix of tenantPrefixes) {
    if (prefix.includes('customer') && !scopes.includes('customer')) continue;
    if (prefix.includes('agent/') && !scopes.includes('agent')) continue;
    app.register(plugin, { prefix });
  }
}
