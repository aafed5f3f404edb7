import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { type CircuitContext, circuitRefusal } from '@securite/domain/field/circuit-lifecycle';
import type { FieldAction } from '@securite/domain/field/service-lifecycle';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, inArray, isNull, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';

const underWay = [ServiceStatus.Started, ServiceStatus.Paused];

/** Where the service stands in a circuit: a stop (with its tour's status), the tour itself, or neither. */
/** Whether the agent runs a service that is neither a tour nor one of these (the service and its tour or stops). */
async function otherServiceActive(tx: Tx, agencyId: string, agentId: string, besides: SQL) {
  const [other] = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        inAgency(services, agencyId),
        eq(services.agentId, agentId),
        isNull(services.deletedAt),
        inArray(services.status, underWay),
        eq(services.isCircuit, false),
        besides,
      ),
    )
    .limit(1);
  return other !== undefined;
}

async function circuitContext(
  tx: Tx,
  agencyId: string,
  agentId: string,
  service: { id: string; isCircuit: boolean; circuitId: string | null },
): Promise<CircuitContext> {
  if (service.circuitId) {
    // Shared lock on the tour: its end (which locks it for update) and this arrival cannot cross.
    const [circuit] = await tx
      .select({ status: services.status })
      .from(services)
      .where(and(eq(services.id, service.circuitId), inAgency(services, agencyId)))
      .for('share');
    return {
      kind: 'stop',
      circuitStatus: (circuit?.status ?? ServiceStatus.Planned) as ServiceStatus,
      otherServiceActive: await otherServiceActive(
        tx,
        agencyId,
        agentId,
        notInArray(services.id, [service.id, service.circuitId]),
      ),
    };
  }
  if (service.isCircuit) {
    const stops = await tx
      .select({ id: services.id })
      .from(services)
      .where(
        and(
          inAgency(services, agencyId),
          eq(services.circuitId, service.id),
          isNull(services.deletedAt),
          inArray(services.status, underWay),
        ),
      );
    // Its own stops are not another service.
    const others = await otherServiceActive(
      tx,
      agencyId,
      agentId,
      and(ne(services.id, service.id), or(isNull(services.circuitId), ne(services.circuitId, service.id))) as SQL,
    );
    return { kind: 'tour', stopsUnderWay: stops.length, otherServiceActive: others };
  }
  return { kind: 'single' };
}

/**
 * The circuit's rules for a field message, inside its transaction (spec 000 section 4, Circuit): no tour started
 * beside another service, no arrival at a site before the tour starts, no end of the tour while a site is under
 * way. A refusal is a 409 with its message. The service is the one the message locked (a single service: no read).
 */
export async function assertCircuitRules(
  tx: Tx,
  agencyId: string,
  agentId: string,
  service: { id: string; isCircuit: boolean; circuitId: string | null },
  action: FieldAction,
): Promise<void> {
  if (action !== 'service.start' && action !== 'service.end') return;
  const refusal = circuitRefusal(action, await circuitContext(tx, agencyId, agentId, service));
  if (refusal) throw new AppError(ErrorCode.Conflict, refusal.message, { details: { refusal: refusal.refusal } });
}
