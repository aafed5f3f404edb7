import { customerAgentName } from '@securite/domain/customer-portal/agent-name';
import { expectedTiming } from '@securite/domain/rounds/expected-times';
import { roundExecutionState, roundExecutionMessages as texts } from '@securite/domain/rounds/round-execution';
import type { RoundExecution } from '@securite/domain/rounds/round-execution-schemas';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { roundExecutions } from '../../../db/schema/round-executions.ts';
import { services } from '../../../db/schema/services.ts';
import { sites } from '../../../db/schema/sites.ts';
import { memberships, users } from '../../../db/schema/tenancy.ts';
import { inAgency } from '../../../db/tenant.ts';
import { notFound } from '../../../http/errors.ts';
import type { TenantContext } from '../../../http/tenancy.ts';
import { fullnameSql } from '../../agents/public.ts';
import { findExecutionEvents } from '../../events/public.ts';
import { assertCanReadExecutions } from './execution-access.ts';
import { loadExecutionEvents, loadRoundPlan, stepOf } from './round-plan.ts';

/**
 * GET {agency}{scope}/service-round/{id}: a round execution with its service, site, agent and round, each
 * checkpoint in walking order with when and how it was validated (or jumped, or missed once ended), the events at
 * the phone's time and at receipt, the observations, and the main courante events logged during it (with the
 * expected time of each checkpoint that has one, and the gap). For staff readers, the agent and the site's customer.
 */
export async function getRoundExecution(tx: Tx, tenant: TenantContext, id: string): Promise<RoundExecution> {
  const agencyId = tenant.agency.id;
  const [row] = await tx
    .select({
      execution: roundExecutions,
      service: { id: services.id, reference: services.reference, agentId: services.agentId },
      site: { id: sites.id, name: sites.name, customerId: sites.customerId },
      agentName: fullnameSql,
      agentFirstname: users.firstname,
      agentLastname: users.lastname,
    })
    .from(roundExecutions)
    .innerJoin(services, and(eq(services.id, roundExecutions.serviceId), inAgency(services, agencyId)))
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, roundExecutions.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(roundExecutions.id, id), inAgency(roundExecutions, agencyId)));
  if (!row) throw notFound(texts.executionNotFound);
  const { execution } = row;
  assertCanReadExecutions(
    tenant,
    { agentId: execution.agentId ?? row.service.agentId, customerId: row.site?.customerId ?? null },
    texts.executionNotFound,
  );
  const loaded = await loadRoundPlan(tx, agencyId, execution.roundId);
  if (!loaded) throw notFound(texts.executionNotFound);
  const events = await loadExecutionEvents(tx, agencyId, execution.id);
  const state = roundExecutionState(loaded.plan, events.map(stepOf));
  const ended = execution.endedAt !== null;
  const startedAt = execution.startedAt.toISOString();
  const serviceEvents = await findExecutionEvents(tx, tenant, { id: execution.id, siteId: row.site?.id ?? null });
  // A customer reads the round as a report (spec 000 section 6: customers do not load agents or checkpoints): the
  // agent by first name and initial, each checkpoint by its title and place in the round, no id nor distance.
  const forCustomer = tenant.actor.role === 'customer';
  const positions = new Map(loaded.plan.checkpointIds.map((checkpointId, index) => [checkpointId, index + 1]));
  const pointId = (checkpointId: string | null) =>
    !forCustomer || checkpointId === null ? checkpointId : `point-${positions.get(checkpointId) ?? 0}`;
  return {
    id: execution.id,
    service: { id: row.service.id, reference: row.service.reference },
    round: { id: loaded.round.id, name: loaded.round.name, grantedDirections: loaded.round.grantedDirections },
    site: row.site?.id ? { id: row.site.id, name: row.site.name } : null,
    agent: execution.agentId
      ? {
          id: execution.agentId,
          fullname: forCustomer ? customerAgentName(row.agentFirstname, row.agentLastname) : (row.agentName ?? ''),
        }
      : null,
    startedAt,
    endedAt: execution.endedAt?.toISOString() ?? null,
    complete: state.complete,
    checkpoints: loaded.plan.checkpointIds.map((checkpointId, index) => {
      const point = loaded.checkpoints.get(checkpointId);
      const validated = state.validated.find((v) => v.checkpointId === checkpointId);
      const event = events.find((e) => e.type === 'round.checkpoint' && e.checkpointId === checkpointId);
      return {
        id: pointId(checkpointId) ?? checkpointId,
        title: point?.title ?? '',
        color: point?.color ?? '',
        position: index + 1,
        validatedAt: validated?.at ?? null,
        method: validated?.method ?? null,
        reason: validated && event?.method === 'manual' ? event.text : null,
        skipped: state.skipped.includes(checkpointId),
        missed: ended && !validated,
        moved: Boolean(validated && event?.moved),
        distance: validated && !forCustomer ? (event?.distance ?? null) : null,
        ...expectedTiming(startedAt, loaded.round.expectedDelays[checkpointId], validated?.at),
      };
    }),
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      checkpointId: pointId(e.checkpointId),
      method: e.method,
      text: e.text,
      deviceAt: e.deviceAt.toISOString(),
      receivedAt: e.receivedAt.toISOString(),
    })),
    observations: events
      .filter((e) => e.type === 'round.observation')
      .map((e) => ({ text: e.text ?? '', at: e.deviceAt.toISOString() })),
    serviceEvents,
  };
}
