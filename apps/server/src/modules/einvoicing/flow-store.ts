import { randomUUID } from 'node:crypto';
import type { FlowKind, LifecycleStatus } from '@securite/domain/einvoicing/lifecycle';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { einvoicingFlows, einvoicingStatusEvents } from '../../db/schema/einvoicing.ts';
import { inAgency } from '../../db/tenant.ts';

export type FlowRow = typeof einvoicingFlows.$inferSelect;

/**
 * The row of one thing to send, made once: a second call (another process, a retry, the same job twice) finds the
 * row the first made, with its tracking id, and never a second one.
 */
export async function flowRowFor(
  db: Db,
  input: { agencyId: string; documentId: string; kind: FlowKind; key: string; syntax: string; amountCents?: number },
): Promise<FlowRow> {
  await db
    .insert(einvoicingFlows)
    .values({ ...input, amountCents: input.amountCents ?? null, trackingId: randomUUID() })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(einvoicingFlows)
    .where(and(inAgency(einvoicingFlows, input.agencyId), eq(einvoicingFlows.key, input.key)));
  return row!;
}

/** A status of a flow, kept once per source (the PA's lifecycle flow, its acknowledgement, our submission). */
export async function recordStatus(
  db: Db,
  row: Pick<FlowRow, 'id' | 'agencyId'>,
  status: LifecycleStatus,
  reason: string | null,
  source: string,
  at: Date = new Date(),
): Promise<boolean> {
  const inserted = await db
    .insert(einvoicingStatusEvents)
    .values({ agencyId: row.agencyId, flowRowId: row.id, status, reason, source, at })
    .onConflictDoNothing()
    .returning({ id: einvoicingStatusEvents.id });
  if (inserted.length === 0) return false;
  await db
    .update(einvoicingFlows)
    .set({ status, reason, updatedAt: new Date() })
    .where(and(inAgency(einvoicingFlows, row.agencyId), eq(einvoicingFlows.id, row.id)));
  return true;
}

/**
 * The PA holds the flow: its id is kept with the status « Transmise » and its history line, in one transaction
 * (once: a row already holding an id keeps it).
 */
export async function recordSubmitted(db: Db, row: FlowRow, flowId: string, routing: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(einvoicingFlows)
      .set({ flowId, routing, status: 'transmitted', reason: null, submittedAt: new Date(), updatedAt: new Date() })
      .where(
        and(inAgency(einvoicingFlows, row.agencyId), eq(einvoicingFlows.id, row.id), isNull(einvoicingFlows.flowId)),
      )
      .returning({ id: einvoicingFlows.id });
    if (updated.length > 0)
      await tx
        .insert(einvoicingStatusEvents)
        .values({ agencyId: row.agencyId, flowRowId: row.id, status: 'transmitted', reason: null, source: 'submit' })
        .onConflictDoNothing();
  });
}
