import {
  listedIds,
  PLANNING_CHANGED,
  type PlanningChanged,
  zClientId,
} from '@securite/domain/planning/planning-events';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import type { Topic } from '../../realtime/realtime.ts';
import type { ExpandedBatch } from './expand-drafts.ts';
import { pushPlanningChange } from './push-planning-change.ts';

/** The agency's planning topic: its staff with a planning right follow it (see the agency stream). */
export const planningTopic = (agencyId: string): Topic => `agency:${agencyId}:planning`;

/** The tab that sent the request (X-Client-Id), echoed in the event so that it skips its own change. */
export function originOf(request: FastifyRequest): string | null {
  const parsed = zClientId.safeParse(request.headers['x-client-id']);
  return parsed.success ? parsed.data : null;
}

export type Touched = { siteId: string | null; agentId: string | null; startAt: Date; endAt: Date };
type Span = { from: Date; to: Date };

/** The span covering both (the first may be missing). */
function extend(span: Span | undefined, from: Date, to: Date): Span {
  if (!span) return { from, to };
  return { from: from < span.from ? from : span.from, to: to > span.to ? to : span.to };
}

/** Every row the batch wrote, as it was and as it is, and the stops of the circuits it deleted. */
async function touchedRows(ctx: AppContext, agencyId: string, batch: ExpandedBatch): Promise<Touched[]> {
  const rows: Touched[] = [...batch.inserts, ...batch.edits, ...batch.edits.map((e) => e.current), ...batch.deletes];
  const deletedCircuits = batch.deletes.filter((d) => d.isCircuit).map((d) => d.id);
  if (deletedCircuits.length > 0) {
    rows.push(
      ...(await ctx.db
        .select({
          siteId: services.siteId,
          agentId: services.agentId,
          startAt: services.startAt,
          endAt: services.endAt,
        })
        .from(services)
        .where(and(inAgency(services, agencyId), inArray(services.circuitId, deletedCircuits)))),
    );
  }
  return rows;
}

/** The users told on their own stream: each touched agent, and the customers' users of each touched site. */
async function peopleSpans(ctx: AppContext, agencyId: string, rows: readonly Touched[]): Promise<Map<string, Span>> {
  const byAgent = new Map<string, Span>();
  const bySite = new Map<string, Span>();
  for (const row of rows) {
    if (row.agentId) byAgent.set(row.agentId, extend(byAgent.get(row.agentId), row.startAt, row.endAt));
    if (row.siteId) bySite.set(row.siteId, extend(bySite.get(row.siteId), row.startAt, row.endAt));
  }
  const spans = new Map<string, Span>();
  const add = (userId: string, span: Span | undefined) => {
    if (span) spans.set(userId, extend(spans.get(userId), span.from, span.to));
  };
  if (byAgent.size > 0) {
    const agents = await ctx.db
      .select({ id: memberships.id, userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          inAgency(memberships, agencyId),
          eq(memberships.role, 'agent'),
          isNull(memberships.deletedAt),
          inArray(memberships.id, [...byAgent.keys()]),
        ),
      );
    for (const agent of agents) add(agent.userId, byAgent.get(agent.id));
  }
  if (bySite.size > 0) {
    const customers = await ctx.db
      .select({ siteId: sites.id, userId: memberships.userId })
      .from(sites)
      .innerJoin(
        memberships,
        and(
          inAgency(memberships, agencyId),
          eq(memberships.customerId, sites.customerId),
          eq(memberships.role, 'customer'),
        ),
      )
      .where(and(inAgency(sites, agencyId), inArray(sites.id, [...bySite.keys()])));
    for (const customer of customers) add(customer.userId, bySite.get(customer.siteId));
  }
  return spans;
}

/**
 * Tells the screens that the planning changed, once the batch is committed: one `planning.changed` on the agency's
 * planning topic (span, touched site and agent ids, the origin tab), and on the own stream of each touched agent and
 * of the customers of each touched site, their span alone (they must not learn about others' services).
 * Never throws: the change is saved whatever happens here; a failure is logged and the screens refresh later.
 */
export async function publishPlanningChange(
  ctx: AppContext,
  tenant: TenantContext,
  batch: ExpandedBatch,
  origin: string | null,
): Promise<void> {
  try {
    const rows = await touchedRows(ctx, tenant.agency.id, batch);
    await publishTouched(ctx, tenant.agency.id, rows, origin);
    await pushPlanningChange(ctx, tenant.agency.id, rows, tenant.actor.userId);
  } catch (error) {
    ctx.log.warn({ err: error, agencyId: tenant.agency.id }, 'planning change not published');
  }
}

/**
 * The same for services changed one at a time (the field: a service started, paused or ended). Never throws.
 */
export async function publishServicesTouched(
  ctx: AppContext,
  agencyId: string,
  rows: readonly Touched[],
  origin: string | null,
): Promise<void> {
  try {
    await publishTouched(ctx, agencyId, rows, origin);
  } catch (error) {
    ctx.log.warn({ err: error, agencyId }, 'planning change not published');
  }
}

async function publishTouched(
  ctx: AppContext,
  agencyId: string,
  rows: readonly Touched[],
  origin: string | null,
): Promise<void> {
  if (rows.length === 0) return;
  const span = rows.reduce<Span | undefined>((s, r) => extend(s, r.startAt, r.endAt), undefined) as Span;
  const event: PlanningChanged = {
    agencyId,
    from: span.from.toISOString(),
    to: span.to.toISOString(),
    siteIds: listedIds(rows.flatMap((r) => (r.siteId ? [r.siteId] : []))),
    agentIds: listedIds(rows.flatMap((r) => (r.agentId ? [r.agentId] : []))),
    origin,
  };
  await ctx.realtime.publish(planningTopic(agencyId), { type: PLANNING_CHANGED, data: event });
  for (const [userId, own] of await peopleSpans(ctx, agencyId, rows)) {
    const data: PlanningChanged = {
      agencyId,
      from: own.from.toISOString(),
      to: own.to.toISOString(),
      siteIds: null,
      agentIds: null,
      origin: null,
    };
    await ctx.realtime.publish(`user:${userId}`, { type: PLANNING_CHANGED, data });
  }
}
