import type { Circuit } from '@securite/domain/circuits/circuit-schemas';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { findPresentedServices } from '../planning/public.ts';

const byStart = (a: PlanningService, b: PlanningService) =>
  a.startAt.localeCompare(b.startAt) || a.id.localeCompare(b.id);

/** A circuit from its parent service and its stops (children), stops in visiting order. */
export function presentCircuit(parent: PlanningService, children: readonly PlanningService[]): Circuit {
  const stops = [...children].sort(byStart);
  return {
    id: parent.id,
    reference: parent.reference,
    name: parent.postTitle ?? '',
    status: parent.status,
    startAt: parent.startAt,
    endAt: parent.endAt,
    realStartAt: parent.realStartAt,
    realEndAt: parent.realEndAt,
    agent: parent.agent,
    comments: parent.comments,
    recurrenceId: parent.recurrenceId,
    stops,
    counts: {
      stops: stops.length,
      started: stops.filter((s) => s.status !== ServiceStatus.Planned).length,
      ended: stops.filter((s) => s.status === ServiceStatus.Ended).length,
    },
  };
}

/** Groups presented services (parents and children mixed) into circuits, in the parents' order. */
export function circuitsFromServices(list: readonly PlanningService[]): Circuit[] {
  const children = new Map<string, PlanningService[]>();
  for (const service of list) {
    if (!service.circuitId) continue;
    const stops = children.get(service.circuitId) ?? [];
    stops.push(service);
    children.set(service.circuitId, stops);
  }
  return list.filter((s) => s.isCircuit).map((parent) => presentCircuit(parent, children.get(parent.id) ?? []));
}

/** The live circuits of the agency matching the condition on the parent, with their live stops, in start order. */
export async function findPresentedCircuits(tx: Tx, agencyId: string, where?: SQL): Promise<Circuit[]> {
  const parents = await findPresentedServices(tx, agencyId, and(eq(services.isCircuit, true), where));
  return withStops(tx, agencyId, parents);
}

/** The given circuits (parents already presented, in their order) with their live stops. */
export async function withStops(tx: Tx, agencyId: string, parents: readonly PlanningService[]): Promise<Circuit[]> {
  if (parents.length === 0) return [];
  const children = await findPresentedServices(
    tx,
    agencyId,
    inArray(
      services.circuitId,
      parents.map((p) => p.id),
    ),
  );
  return circuitsFromServices([...parents, ...children]);
}

/** The circuits with these ids, in start order (missing or deleted ones left out). */
export async function findCircuitsByIds(tx: Tx, agencyId: string, ids: readonly string[]): Promise<Circuit[]> {
  if (ids.length === 0) return [];
  return findPresentedCircuits(tx, agencyId, inArray(services.id, [...ids]));
}
