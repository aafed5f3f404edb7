import { assertGranted, isAgencyStaff } from '@securite/domain/auth/access';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { serviceEvents } from '../../db/schema/events.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import type { EventViewer } from './present-events.ts';

/**
 * Who reads the main courante: staff holding events.view (the owner always), the agent (their own events only),
 * the customer (its sites' events, read only).
 */
export function eventViewerOf(tenant: TenantContext): EventViewer {
  const userId = tenant.actor.userId;
  if (isAgencyStaff(tenant.actor)) {
    assertGranted(tenant.actor, ['events.view']);
    return { kind: 'staff', userId };
  }
  return { kind: tenant.actor.role === 'customer' ? 'customer' : 'agent', userId };
}

/** The events the caller may read, as a WHERE clause (always the agency's; deleted ones for staff only). */
export function visibleEvents(tenant: TenantContext, viewer: EventViewer): SQL {
  const conditions: SQL[] = [inAgency(serviceEvents, tenant.agency.id)];
  if (viewer.kind !== 'staff') conditions.push(isNull(serviceEvents.deletedAt));
  if (viewer.kind === 'agent') {
    const agentId = tenant.scope.agentId;
    conditions.push(agentId ? eq(serviceEvents.agentId, agentId) : sql`false`);
  }
  if (viewer.kind === 'customer') {
    const customerId = tenant.scope.customerId;
    conditions.push(
      customerId
        ? sql`exists (select 1 from ${sites} where ${sites.id} = ${serviceEvents.siteId} and ${sites.agencyId} = ${tenant.agency.id} and ${sites.customerId} = ${customerId})`
        : sql`false`,
    );
  }
  return and(...conditions) as SQL;
}

/** An event the caller may read, or 404 'Impossible de trouver la main courante'. */
export async function findVisibleEvent(tx: Tx, tenant: TenantContext, viewer: EventViewer, id: string) {
  const [row] = await tx
    .select()
    .from(serviceEvents)
    .where(and(eq(serviceEvents.id, id), visibleEvents(tenant, viewer)));
  if (!row) throw notFound(texts.notFound);
  return row;
}
