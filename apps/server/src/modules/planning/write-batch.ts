import { serviceReferenceOf } from '@securite/domain/planning/planned-services-answer';
import type { ServiceBatchResponse } from '@securite/domain/planning/service-schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { serviceBatches, serviceRecurrences, services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import type { ExpandedBatch } from './expand-drafts.ts';
import { presentServicesByIds } from './present-service.ts';

const CHUNK = 500;

/** A service's reference: S- and 12 hex digits of its id, unique per agency (the index checks it). */
export function serviceReference(id: string): string {
  // The planning grids' compact answer leaves out a reference that is this one (planned-services-answer.ts).
  return serviceReferenceOf(id);
}

/** Writes a checked batch in one transaction and remembers its answer for a retry with the same uuid. */
export async function writeBatch(
  ctx: AppContext,
  tenant: TenantContext,
  batch: ExpandedBatch,
  idempotency: { uuid: string; hash: string } | null,
): Promise<ServiceBatchResponse> {
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const recurrenceIds: string[] = [];
    for (const recurrence of batch.recurrences) {
      const [row] = await tx
        .insert(serviceRecurrences)
        .values({
          agencyId,
          rule: recurrence.rule,
          timeZone: tenant.agency.timezone,
          createdByUserId: tenant.actor.userId,
        })
        .returning({ id: serviceRecurrences.id });
      recurrenceIds.push(row.id);
    }
    for (let i = 0; i < batch.inserts.length; i += CHUNK) {
      await tx.insert(services).values(
        batch.inserts.slice(i, i + CHUNK).map(({ key: _key, recurrenceIndex, ...row }) => ({
          ...row,
          agencyId,
          reference: serviceReference(row.id),
          recurrenceId: recurrenceIndex === null ? null : recurrenceIds[recurrenceIndex],
          createdByUserId: tenant.actor.userId,
          fake: tenant.agency.fake,
        })),
      );
    }
    for (const { key: _key, current, id, ...values } of batch.edits) {
      await tx
        .update(services)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(inAgency(services, agencyId), eq(services.id, id)));
    }
    const deleteIds = batch.deletes.map((d) => d.id);
    for (let i = 0; i < deleteIds.length; i += CHUNK) {
      const chunk = deleteIds.slice(i, i + CHUNK);
      await tx
        .update(services)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(inAgency(services, agencyId), inArray(services.id, chunk)));
      // The children of a deleted circuit go with it.
      await tx
        .update(services)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(inAgency(services, agencyId), inArray(services.circuitId, chunk)));
    }
    const savedIds = [...batch.inserts.map((r) => r.id), ...batch.edits.map((r) => r.id)];
    const response: ServiceBatchResponse = {
      status: 'saved',
      created: batch.inserts.length,
      updated: batch.edits.length,
      deleted: batch.deletes.length,
      services: await presentServicesByIds(tx, agencyId, savedIds),
    };
    if (idempotency) {
      await tx
        .insert(serviceBatches)
        .values({ agencyId, uuid: idempotency.uuid, requestHash: idempotency.hash, response });
    }
    return response;
  });
}
