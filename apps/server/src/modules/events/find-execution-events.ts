import { isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import type { ServiceEventView } from '@securite/domain/events/event-schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { serviceEventFiles, serviceEvents } from '../../db/schema/events.ts';
import { inAgency } from '../../db/tenant.ts';
import { bufferOf } from '../../files/file-storage.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { eventViewerOf, visibleEvents } from './event-access.ts';
import { siteEventTypesOf } from './event-types-of.ts';
import { presentEvents } from './present-events.ts';

/**
 * The live events logged during a round execution (issue 11), oldest first, as the caller may read them: the
 * agent their own, the site's customer its site's, staff holding events.view all (staff without it read none).
 */
export async function findExecutionEvents(
  tx: Tx,
  tenant: TenantContext,
  execution: { id: string; siteId: string | null },
): Promise<ServiceEventView[]> {
  if (!execution.siteId) return [];
  if (isAgencyStaff(tenant.actor) && !isGranted(tenant.actor, ['events.view'])) return [];
  const viewer = eventViewerOf(tenant);
  const agencyId = tenant.agency.id;
  const rows = await tx
    .select({ id: serviceEvents.id })
    .from(serviceEvents)
    .where(
      and(
        visibleEvents(tenant, viewer),
        eq(serviceEvents.roundExecutionId, execution.id),
        isNull(serviceEvents.deletedAt),
      ),
    )
    .orderBy(asc(serviceEvents.deviceAt));
  if (rows.length === 0) return [];
  const types = (await siteEventTypesOf(tx, agencyId, execution.siteId)) ?? [];
  return presentEvents(
    tx,
    agencyId,
    rows.map((r) => r.id),
    viewer,
    types,
  );
}

/** The bytes of an event's attachment from the file storage, or null when it is gone. */
export async function readEventFile(
  ctx: AppContext,
  agencyId: string,
  fileId: string,
): Promise<{ bytes: Buffer; contentType: string; name: string } | null> {
  const [row] = await ctx.db
    .select()
    .from(serviceEventFiles)
    .where(and(eq(serviceEventFiles.id, fileId), inAgency(serviceEventFiles, agencyId)));
  const stored = row ? await ctx.files.get(row.key) : null;
  if (!row || !stored) return null;
  return { bytes: await bufferOf(stored.body), contentType: row.contentType, name: row.name };
}
