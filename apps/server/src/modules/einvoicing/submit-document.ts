import { randomUUID } from 'node:crypto';
import { flowSyntaxOf } from '@securite/domain/einvoicing/lifecycle';
import { einvoicingMessages as m } from '@securite/domain/einvoicing/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import { EINVOICING_REPORT_QUEUE } from '../../jobs/einvoicing-queues.ts';
import { buildInvoiceFlowFile } from './build-flow-file.ts';
import { flowRowFor, recordStatus } from './flow-store.ts';
import { enqueuePoll, payloadIds } from './queues.ts';
import { activeSettingsOf, paClientOf } from './settings.ts';
import { transmitOnce } from './transmit.ts';

const sirenOf = (snapshot: unknown): string | null => {
  const customer = (snapshot as { customer?: { siren?: string | null } } | null)?.customer;
  return customer?.siren?.replace(/\s/g, '') || null;
};

/**
 * The job of a validated invoice or credit note (enqueued by its validation): the buyer's routing from the
 * Directory by SIREN, then the flow submitted once (transmitOnce), then the statuses read in a while. Nothing
 * happens when the agency has no platform. A failure throws: the queue tries again with backoff.
 */
export async function submitDocument(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const { agencyId, documentId } = payloadIds(payload);
  const active = await activeSettingsOf(ctx, agencyId);
  if (!active) return;
  const [doc] = await ctx.db
    .select()
    .from(commercialDocuments)
    .where(and(inAgency(commercialDocuments, agencyId), eq(commercialDocuments.id, documentId)));
  if (!doc?.number || !doc.facturxXml || doc.status === 'draft') return;
  if (doc.type !== 'invoice' && doc.type !== 'creditNote') return;
  const row = await flowRowFor(ctx.db, {
    agencyId,
    documentId,
    kind: 'invoice',
    key: `invoice:${documentId}`,
    syntax: flowSyntaxOf[active.format],
  });
  if (row.flowId || row.status === 'blocked') return;
  const client = paClientOf(active.connection);
  const buyerSiren = sirenOf(doc.snapshot);
  let routing: string | null = null;
  if (buyerSiren) {
    const line = await client.findDirectoryLine(buyerSiren);
    if (!line) {
      await recordStatus(ctx.db, row, 'blocked', m.buyerNotFound(buyerSiren), `directory:${randomUUID()}`);
      return;
    }
    routing = line.addressingIdentifier ?? buyerSiren;
  }
  const sent = { row: doc, id: doc.id, agencyId, number: doc.number, facturxXml: doc.facturxXml, buyerSiren };
  await transmitOnce(ctx.db, client, row, () => buildInvoiceFlowFile(ctx, sent, active.format), routing);
  await enqueuePoll(ctx, agencyId);
  // Payments recorded before the invoice reached the platform are reported now.
  if (doc.type === 'invoice') await ctx.jobs.enqueue(EINVOICING_REPORT_QUEUE, { agencyId, documentId });
}
