import type { FieldService } from '@securite/domain/field/field-schemas';
import type { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { serviceBreaks, servicePhotos } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import type { MessageState } from './field-message-state.ts';
import type { ServiceChange } from './write-field-message.ts';

type ServiceState = { id: string; status: number; realStartAt: Date | null; realEndAt: Date | null };

/** A service of the agency as the field sees it: status, real times, breaks and the photos of its end. */
export async function presentFieldService(tx: Tx, agencyId: string, id: string): Promise<FieldService | undefined> {
  const [row] = await tx
    .select({
      id: services.id,
      status: services.status,
      realStartAt: services.realStartAt,
      realEndAt: services.realEndAt,
    })
    .from(services)
    .where(and(eq(services.id, id), inAgency(services, agencyId)));
  return row ? presentKnownService(tx, agencyId, row) : undefined;
}

/** The same for a service whose state the caller already has (it has just written it): only its breaks are read. */
export async function presentKnownService(tx: Tx, agencyId: string, row: ServiceState): Promise<FieldService> {
  const [breaks, photos] = await Promise.all([
    tx
      .select({ id: serviceBreaks.id, realStartAt: serviceBreaks.realStartAt, realEndAt: serviceBreaks.realEndAt })
      .from(serviceBreaks)
      .where(and(inAgency(serviceBreaks, agencyId), eq(serviceBreaks.serviceId, row.id)))
      .orderBy(asc(serviceBreaks.realStartAt)),
    tx
      .select({ id: servicePhotos.fileId, takenAt: servicePhotos.takenAt })
      .from(servicePhotos)
      .where(and(inAgency(servicePhotos, agencyId), eq(servicePhotos.serviceId, row.id)))
      .orderBy(asc(servicePhotos.takenAt)),
  ]);
  return {
    id: row.id,
    status: row.status as ServiceStatus,
    realStartAt: row.realStartAt?.toISOString() ?? null,
    realEndAt: row.realEndAt?.toISOString() ?? null,
    breaks: breaks.map((b) => ({
      id: b.id,
      realStartAt: b.realStartAt.toISOString(),
      realEndAt: b.realEndAt?.toISOString() ?? null,
    })),
    photos: photos.map((p) => ({ fileId: p.id, takenAt: p.takenAt.toISOString() })),
  };
}

/**
 * The answer's service after the message, drawn from the state read under the lock and the message's own change (no
 * read after the writes): its new status and real times, its breaks with the one the message opened or closed, its
 * photos with the one it added, in the order a read would give them.
 */
export function presentAfter(
  service: { id: string; realStartAt: Date | null; realEndAt: Date | null },
  state: Pick<MessageState, 'breaks' | 'photos'>,
  applied: { uuid: string; status: number; at: Date; change: ServiceChange; photo: boolean },
): FieldService {
  const { change, at } = applied;
  const breaks = state.breaks.map((row) => ({ id: row.id, realStartAt: row.realStartAt, realEndAt: row.realEndAt }));
  if (change?.kind === 'breakStart') breaks.push({ id: applied.uuid, realStartAt: at, realEndAt: null });
  if (change?.kind === 'breakEnd') {
    const closed = breaks.find((row) => row.id === change.breakId);
    if (closed) closed.realEndAt = at;
  }
  const photos = [...state.photos];
  if (applied.photo) photos.push({ fileId: applied.uuid, takenAt: at });
  breaks.sort((x, y) => x.realStartAt.getTime() - y.realStartAt.getTime());
  photos.sort((x, y) => x.takenAt.getTime() - y.takenAt.getTime());
  return {
    id: service.id,
    status: applied.status as ServiceStatus,
    realStartAt: (change?.kind === 'start' ? at : service.realStartAt)?.toISOString() ?? null,
    realEndAt: (change?.kind === 'end' ? at : service.realEndAt)?.toISOString() ?? null,
    breaks: breaks.map((b) => ({
      id: b.id,
      realStartAt: b.realStartAt.toISOString(),
      realEndAt: b.realEndAt?.toISOString() ?? null,
    })),
    photos: photos.map((photo) => ({ fileId: photo.fileId, takenAt: photo.takenAt.toISOString() })),
  };
}
