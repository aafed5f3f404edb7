import type { FieldService } from '@securite/domain/field/field-schemas';
import type { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { serviceBreaks, servicePhotos } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';

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
