import {
  activeBillingLinks,
  type BillingLink,
  type Span,
  unbilledParts,
} from '@securite/domain/billing/billed-intervals';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { formatHours } from '@securite/domain/time/format-hours';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentLines, commercialDocuments, invoiceLineServices } from '../../db/schema/billing.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

/**
 * Locks the customer's row for the transaction: every write that links service time to an invoice of this customer
 * takes it first, so two generations (or a generation and a manual line) at once are serialised and cannot both bill
 * the same time.
 */
export async function lockCustomerBilling(tx: Tx, agencyId: string, customerId: string): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(inAgency(customers, agencyId), eq(customers.id, customerId)))
    .for('update');
}

/** Every link of the services' time to invoices and credit notes, with their document's type, number and status. */
export async function linksOfServices(tx: Tx, agencyId: string, serviceIds: readonly string[]): Promise<BillingLink[]> {
  if (serviceIds.length === 0) return [];
  const rows = await tx
    .select({
      serviceId: invoiceLineServices.serviceId,
      billedFrom: invoiceLineServices.billedFrom,
      billedTo: invoiceLineServices.billedTo,
      documentId: commercialDocuments.id,
      documentType: commercialDocuments.type,
      documentNumber: commercialDocuments.number,
      documentStatus: commercialDocuments.status,
    })
    .from(invoiceLineServices)
    .innerJoin(
      commercialDocuments,
      and(eq(commercialDocuments.id, invoiceLineServices.documentId), inAgency(commercialDocuments, agencyId)),
    )
    .where(and(inAgency(invoiceLineServices, agencyId), inArray(invoiceLineServices.serviceId, [...serviceIds])))
    .orderBy(asc(commercialDocuments.createdAt));
  return rows.map((row) => ({
    serviceId: row.serviceId,
    from: +row.billedFrom,
    to: +row.billedTo,
    documentId: row.documentId,
    documentType: row.documentType === 'creditNote' ? 'creditNote' : 'invoice',
    documentNumber: row.documentNumber,
    documentStatus: row.documentStatus,
  }));
}

/** « 12 h 30 sur F-2026-0003, 2 h sur une facture en brouillon » : the time already billed, per document. */
export function describeBilled(links: readonly BillingLink[]): string {
  const byDocument = new Map<string, { label: string; minutes: number }>();
  for (const link of links) {
    const label = link.documentNumber ?? 'une facture en brouillon';
    const entry = byDocument.get(link.documentId) ?? { label, minutes: 0 };
    entry.minutes += (link.to - link.from) / 60_000;
    byDocument.set(link.documentId, entry);
  }
  return [...byDocument.values()].map((d) => `${formatHours(Math.round(d.minutes))} sur ${d.label}`).join(', ');
}

/** Each service's parts of `span` not billed yet, and the active links that overlap it. */
export function splitBilled(
  items: readonly { serviceId: string; span: Span }[],
  links: readonly BillingLink[],
): { unbilled: { serviceId: string; parts: Span[] }[]; overlapping: BillingLink[] } {
  const active = activeBillingLinks(links);
  const overlapping: BillingLink[] = [];
  const unbilled = items.map(({ serviceId, span }) => {
    const billed = active.filter((l) => l.serviceId === serviceId);
    for (const link of billed) if (link.from < span.to && link.to > span.from) overlapping.push(link);
    return { serviceId, parts: unbilledParts(span, billed) };
  });
  return { unbilled, overlapping };
}

/** Writes the links of a document's lines: `perLine[i]` are the spans line `lineIds[i]` bills. */
export async function insertLineLinks(
  tx: Tx,
  agencyId: string,
  documentId: string,
  lineIds: readonly string[],
  perLine: readonly { serviceId: string; from: number; to: number }[][],
): Promise<void> {
  const values = perLine.flatMap((spans, i) =>
    spans
      .filter((s) => s.to > s.from)
      .map((s) => ({
        agencyId,
        documentId,
        lineId: lineIds[i] as string,
        serviceId: s.serviceId,
        billedFrom: new Date(s.from),
        billedTo: new Date(s.to),
      })),
  );
  for (let i = 0; i < values.length; i += 1000) await tx.insert(invoiceLineServices).values(values.slice(i, i + 1000));
}

/** The ids of a document's lines, by position. */
export async function lineIdsOf(tx: Tx, agencyId: string, documentId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: commercialDocumentLines.id })
    .from(commercialDocumentLines)
    .where(and(inAgency(commercialDocumentLines, agencyId), eq(commercialDocumentLines.documentId, documentId)))
    .orderBy(asc(commercialDocumentLines.position));
  return rows.map((row) => row.id);
}

/**
 * A credit note made from its invoice's lines takes their links, line for line: once it is validated, the time they
 * bill is billable again.
 */
export async function copyLinksToCredit(tx: Tx, agencyId: string, invoiceId: string, creditId: string): Promise<void> {
  const [invoiceLines, creditLines] = await Promise.all([
    lineIdsOf(tx, agencyId, invoiceId),
    lineIdsOf(tx, agencyId, creditId),
  ]);
  const links = await tx
    .select()
    .from(invoiceLineServices)
    .where(and(inAgency(invoiceLineServices, agencyId), eq(invoiceLineServices.documentId, invoiceId)));
  const perLine = creditLines.map((_, i) =>
    links
      .filter((link) => link.lineId === invoiceLines[i])
      .map((link) => ({ serviceId: link.serviceId, from: +link.billedFrom, to: +link.billedTo })),
  );
  await insertLineLinks(tx, agencyId, creditId, creditLines, perLine);
}

/** The service ids each line of the agency's documents bills, by line id. */
export async function serviceIdsOfLines(
  tx: Tx,
  agencyId: string,
  documentIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (documentIds.length === 0) return result;
  const rows = await tx
    .selectDistinct({ lineId: invoiceLineServices.lineId, serviceId: invoiceLineServices.serviceId })
    .from(invoiceLineServices)
    .where(and(inAgency(invoiceLineServices, agencyId), inArray(invoiceLineServices.documentId, [...documentIds])));
  for (const row of rows) result.set(row.lineId, [...(result.get(row.lineId) ?? []), row.serviceId]);
  return result;
}

/**
 * The ended services of the customer's sites among `serviceIds`, with their worked span (real times, else planned):
 * what a manual line may name. 422 when one is not.
 */
export async function billableServices(
  tx: Tx,
  agencyId: string,
  customerId: string,
  serviceIds: readonly string[],
): Promise<{ serviceId: string; span: Span }[]> {
  if (serviceIds.length === 0) return [];
  const rows = await tx
    .select({
      id: services.id,
      startAt: sql<Date>`coalesce(${services.realStartAt}, ${services.startAt})`.mapWith(services.startAt),
      endAt: sql<Date>`coalesce(${services.realEndAt}, ${services.endAt})`.mapWith(services.endAt),
    })
    .from(services)
    .innerJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .where(
      and(
        inAgency(services, agencyId),
        eq(sites.customerId, customerId),
        eq(services.status, ServiceStatus.Ended),
        isNull(services.deletedAt),
        inArray(services.id, [...serviceIds]),
      ),
    );
  if (rows.length !== new Set(serviceIds).size) throw new AppError(ErrorCode.Unprocessable, bm.serviceNotBillable);
  return rows.map((row) => ({ serviceId: row.id, span: { from: +row.startAt, to: +row.endAt } }));
}
