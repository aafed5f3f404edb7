import { needsFix } from '@securite/domain/einvoicing/lifecycle';
import { einvoicingMessages as m } from '@securite/domain/einvoicing/messages';
import type { DocumentEinvoicing } from '@securite/domain/einvoicing/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { einvoicingFlows, einvoicingStatusEvents } from '../../db/schema/einvoicing.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { PaError } from './pa-client.ts';
import { activeSettingsOf, paClientOf } from './settings.ts';

/** Whether the buyer can be reached: looked up in the platform's Directory by its SIREN, before validation. */
async function buyerOf(
  active: NonNullable<Awaited<ReturnType<typeof activeSettingsOf>>>,
  customer: { type: string; siren: string | null } | undefined,
): Promise<DocumentEinvoicing['buyer']> {
  const siren = customer?.siren?.replace(/\s/g, '') || null;
  if (!siren)
    return customer?.type === 'company'
      ? { found: false, message: m.buyerSirenMissing }
      : { found: null, message: null };
  try {
    const line = await paClientOf(active.connection).findDirectoryLine(siren);
    return line ? { found: true, message: m.buyerFound } : { found: false, message: m.buyerNotFound(siren) };
  } catch (error) {
    if (error instanceof PaError) return { found: null, message: error.message };
    throw error;
  }
}

/**
 * GET {agency}/invoice/{id}/einvoicing: what went to the platform for an invoice or credit note (its flow, its
 * payment reports, each with its statuses' history), what to fix when it was rejected, and — until it is sent —
 * whether the Directory knows the customer.
 */
export async function getDocumentEinvoicing(
  ctx: AppContext,
  agencyId: string,
  id: string,
): Promise<DocumentEinvoicing> {
  const [doc] = await ctx.db
    .select({ id: commercialDocuments.id, customerId: commercialDocuments.customerId })
    .from(commercialDocuments)
    .where(
      and(
        inAgency(commercialDocuments, agencyId),
        eq(commercialDocuments.id, id),
        inArray(commercialDocuments.type, ['invoice', 'creditNote']),
      ),
    );
  if (!doc) throw notFound(m.documentNotFound);
  const active = await activeSettingsOf(ctx, agencyId);
  const rows = await ctx.db
    .select()
    .from(einvoicingFlows)
    .where(and(inAgency(einvoicingFlows, agencyId), eq(einvoicingFlows.documentId, doc.id)))
    .orderBy(asc(einvoicingFlows.createdAt));
  const events =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(einvoicingStatusEvents)
          .where(
            and(
              inAgency(einvoicingStatusEvents, agencyId),
              inArray(
                einvoicingStatusEvents.flowRowId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(einvoicingStatusEvents.at));
  const invoiceRow = rows.find((r) => r.kind === 'invoice');
  let buyer: DocumentEinvoicing['buyer'] = { found: null, message: null };
  if (active && !invoiceRow?.flowId) {
    const [customer] = await ctx.db
      .select({ type: customers.type, siren: customers.siren })
      .from(customers)
      .where(and(inAgency(customers, agencyId), eq(customers.id, doc.customerId)));
    buyer = await buyerOf(active, customer);
  }
  return {
    enabled: active !== null,
    flows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      reason: r.reason,
      flowId: r.flowId,
      amountCents: r.amountCents,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      history: events
        .filter((e) => e.flowRowId === r.id)
        .map((e) => ({ status: e.status, reason: e.reason, at: e.at.toISOString() })),
    })),
    buyer,
    fix:
      invoiceRow?.status === 'blocked'
        ? m.fixBlocked
        : invoiceRow && needsFix(invoiceRow.status)
          ? m.fixRejected
          : null,
  };
}
