import { buildPaymentStatusCdar } from '@securite/domain/einvoicing/cdar';
import { flowSyntaxOf } from '@securite/domain/einvoicing/lifecycle';
import { planPaymentReports } from '@securite/domain/einvoicing/payment-reports';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { commercialDocumentLines, commercialDocumentPayments, commercialDocuments } from '../../db/schema/billing.ts';
import { einvoicingFlows } from '../../db/schema/einvoicing.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { paymentFlowFile } from './build-flow-file.ts';
import { flowRowFor } from './flow-store.ts';
import { enqueuePoll, payloadIds } from './queues.ts';
import { activeSettingsOf, paClientOf } from './settings.ts';
import { transmitOnce } from './transmit.ts';

const sirenOf = (snapshot: unknown, party: 'customer' | 'settings'): string | null => {
  const value = (snapshot as Record<string, { siren?: string | null }> | null)?.[party]?.siren;
  return value?.replace(/\s/g, '') || null;
};

/**
 * E-reporting of the payments of one invoice of services under VAT on receipts (not on debits): each payment
 * received is reported once through the platform as the status 212 « Encaissée » with its amount; a payment removed,
 * or a credit note leaving the invoice paid beyond what is due, is reported back negative (planPaymentReports). Sent
 * only once the invoice itself is at the platform (its submission asks for this job again).
 */
export async function reportPayments(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const { agencyId, documentId } = payloadIds(payload);
  const active = await activeSettingsOf(ctx, agencyId);
  if (!active) return;
  const [doc] = await ctx.db
    .select()
    .from(commercialDocuments)
    .where(
      and(
        inAgency(commercialDocuments, agencyId),
        eq(commercialDocuments.id, documentId),
        eq(commercialDocuments.type, 'invoice'),
      ),
    );
  if (!doc?.number || doc.vatOnDebits || doc.status === 'draft') return;
  const [service] = await ctx.db
    .select({ id: commercialDocumentLines.id })
    .from(commercialDocumentLines)
    .where(
      and(
        inAgency(commercialDocumentLines, agencyId),
        eq(commercialDocumentLines.documentId, doc.id),
        eq(commercialDocumentLines.kind, 'service'),
      ),
    )
    .limit(1);
  if (!service) return;
  const rows = await ctx.db
    .select()
    .from(einvoicingFlows)
    .where(and(inAgency(einvoicingFlows, agencyId), eq(einvoicingFlows.documentId, doc.id)));
  const invoiceRow = rows.find((r) => r.kind === 'invoice');
  if (!invoiceRow?.flowId) return;
  const [payments, credits, [agency]] = await Promise.all([
    ctx.db
      .select()
      .from(commercialDocumentPayments)
      .where(and(inAgency(commercialDocumentPayments, agencyId), eq(commercialDocumentPayments.documentId, doc.id)))
      .orderBy(asc(commercialDocumentPayments.createdAt)),
    ctx.db
      .select({ id: commercialDocuments.id, totalCents: commercialDocuments.totalCents })
      .from(commercialDocuments)
      .where(
        and(
          inAgency(commercialDocuments, agencyId),
          eq(commercialDocuments.sourceId, doc.id),
          eq(commercialDocuments.type, 'creditNote'),
          ne(commercialDocuments.status, 'draft'),
        ),
      )
      .orderBy(asc(commercialDocuments.validatedAt)),
    ctx.db.select({ timezone: agencies.timezone }).from(agencies).where(eq(agencies.id, agencyId)),
  ]);
  const today = todayIn(agency?.timezone ?? 'Europe/Paris');
  const planned = planPaymentReports({
    totalCents: doc.totalCents,
    payments: payments.map((p) => ({ id: p.id, amountCents: p.amountCents, date: p.date })),
    credits,
    reported: rows.filter((r) => r.kind === 'payment').map((r) => ({ key: r.key, amountCents: r.amountCents ?? 0 })),
    today,
  });
  const dates = new Map<string, string>([
    ...payments.map((p): [string, string] => [`payment:${p.id}`, p.date]),
    ...planned.map((p): [string, string] => [p.key, p.date]),
  ]);
  for (const entry of planned)
    await flowRowFor(ctx.db, {
      agencyId,
      documentId: doc.id,
      kind: 'payment',
      key: entry.key,
      syntax: flowSyntaxOf.payment,
      amountCents: entry.amountCents,
    });
  const open = (
    await ctx.db
      .select()
      .from(einvoicingFlows)
      .where(
        and(
          inAgency(einvoicingFlows, agencyId),
          eq(einvoicingFlows.documentId, doc.id),
          eq(einvoicingFlows.kind, 'payment'),
        ),
      )
      .orderBy(asc(einvoicingFlows.createdAt))
  ).filter((r) => !r.flowId);
  if (open.length === 0) return;
  const client = paClientOf(active.connection);
  const sellerSiren = sirenOf(doc.snapshot, 'settings') ?? '';
  for (const row of open) {
    const xml = buildPaymentStatusCdar({
      id: row.trackingId,
      issuedOn: today,
      sellerSiren,
      buyerSiren: sirenOf(doc.snapshot, 'customer'),
      invoiceNumber: doc.number,
      invoiceDate: doc.date,
      paidOn: dates.get(row.key) ?? row.createdAt.toISOString().slice(0, 10),
      amountCents: row.amountCents ?? 0,
    });
    await transmitOnce(ctx.db, client, row, async () => paymentFlowFile(`${doc.number}-${row.key}.xml`, xml));
  }
  await enqueuePoll(ctx, agencyId);
}
