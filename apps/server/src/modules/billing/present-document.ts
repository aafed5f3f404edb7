import { type DocumentStatus, shownDocumentStatus } from '@securite/domain/billing/document-status';
import type { DocumentType } from '@securite/domain/billing/document-types';
import { isLateToPay, leftToPayCents } from '@securite/domain/billing/payments';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { customerAgentName } from '@securite/domain/customer-portal/agent-name';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentLines, commercialDocumentPayments, commercialDocuments } from '../../db/schema/billing.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { serviceIdsOfLines } from './billed-services.ts';
import { selectDocumentFiles } from './document-files.ts';
import { invoicedOfSources } from './source-bounds.ts';

const source = alias(commercialDocuments, 'source');
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const fullname = sql<string>`coalesce(nullif(trim(concat(${users.firstname}, ' ', ${users.lastname})), ''), ${users.email}, '')`;

/** The agency whose documents are read: its id (the tenant filter) and its time zone (what is late today). */
export interface DocumentsAgency {
  id: string;
  timezone: string;
}

/**
 * The agency's documents matching `where` with their lines, payments, credit notes and attached files, as the API
 * shows them; every table read is filtered by the agency, as an AND with `where`.
 * `forCustomer` (a customer user): the attached files are left out (they are internal) and the agent is named by first
 * name and initial only (customers do not load agents).
 */
export async function selectDocuments(
  tx: Tx,
  agency: DocumentsAgency,
  where: SQL,
  page: { orderBy?: SQL[]; limit?: number; offset?: number; forCustomer?: boolean } = {},
): Promise<CommercialDocument[]> {
  const agencyId = agency.id;
  let query = tx
    .select({
      doc: commercialDocuments,
      customerName: customers.name,
      agentName: fullname,
      agentFirstname: users.firstname,
      agentLastname: users.lastname,
      source: { id: source.id, type: source.type, number: source.number },
    })
    .from(commercialDocuments)
    .innerJoin(customers, and(eq(customers.id, commercialDocuments.customerId), inAgency(customers, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, commercialDocuments.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .leftJoin(source, and(eq(source.id, commercialDocuments.sourceId), inAgency(source, agencyId)))
    .where(and(inAgency(commercialDocuments, agencyId), where))
    .$dynamic();
  if (page.orderBy) query = query.orderBy(...page.orderBy);
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.doc.id);
  const sourceIds = rows.filter((r) => r.doc.type === 'quote' || r.doc.type === 'purchaseOrder').map((r) => r.doc.id);
  const [lines, payments, credits, attached, invoiced, lineServices] = await Promise.all([
    tx
      .select()
      .from(commercialDocumentLines)
      .where(and(inAgency(commercialDocumentLines, agencyId), inArray(commercialDocumentLines.documentId, ids)))
      .orderBy(asc(commercialDocumentLines.position)),
    tx
      .select()
      .from(commercialDocumentPayments)
      .where(and(inAgency(commercialDocumentPayments, agencyId), inArray(commercialDocumentPayments.documentId, ids)))
      .orderBy(asc(commercialDocumentPayments.date), asc(commercialDocumentPayments.createdAt)),
    tx
      .select({
        sourceId: commercialDocuments.sourceId,
        cents: sql<number>`sum(${commercialDocuments.totalCents})::bigint`,
      })
      .from(commercialDocuments)
      .where(
        and(
          inAgency(commercialDocuments, agencyId),
          inArray(commercialDocuments.sourceId, ids),
          eq(commercialDocuments.type, 'creditNote'),
          ne(commercialDocuments.status, 'draft'),
        ),
      )
      .groupBy(commercialDocuments.sourceId),
    page.forCustomer ? new Map<string, never[]>() : selectDocumentFiles(tx, agencyId, ids),
    invoicedOfSources(tx, agencyId, sourceIds),
    page.forCustomer ? new Map<string, string[]>() : serviceIdsOfLines(tx, agencyId, ids),
  ]);
  const today = todayIn(agency.timezone);
  return rows.map(({ doc, customerName, agentName, agentFirstname, agentLastname, source: from }) => {
    const docPayments = payments
      .filter((p) => p.documentId === doc.id)
      .map((p) => ({
        id: p.id,
        date: p.date,
        amountCents: p.amountCents,
        note: p.note,
        method: p.method,
        createdAt: p.createdAt.toISOString(),
      }));
    const creditedCents = Number(credits.find((c) => c.sourceId === doc.id)?.cents ?? 0);
    const paidCents = docPayments.reduce((sum, p) => sum + p.amountCents, 0);
    const left =
      doc.type === 'invoice' && doc.status !== 'draft' ? leftToPayCents(doc.totalCents, docPayments, creditedCents) : 0;
    const late = isLateToPay({ ...doc, leftToPayCents: left }, today);
    const invoicedCents = invoiced.get(doc.id)?.cents ?? 0;
    const status = doc.status as DocumentStatus;
    return {
      id: doc.id,
      type: doc.type as DocumentType,
      number: doc.number,
      status,
      customer: { id: doc.customerId, name: customerName },
      agent: doc.agentId
        ? {
            id: doc.agentId,
            fullname: page.forCustomer ? customerAgentName(agentFirstname, agentLastname) : (agentName ?? ''),
          }
        : null,
      date: doc.date,
      dueDate: doc.dueDate,
      subject: doc.subject,
      notes: doc.notes,
      deliveryAddress: doc.deliveryAddress,
      periodStart: doc.periodStart,
      periodEnd: doc.periodEnd,
      vatOnDebits: doc.vatOnDebits,
      discount: doc.discount ?? null,
      lines: lines
        .filter((line) => line.documentId === doc.id)
        .map((line) => ({
          id: line.id,
          position: line.position,
          label: line.label,
          description: line.description,
          kind: line.kind,
          quantity: line.quantityThousandths / 1000,
          unitCode: line.unitCode,
          unitPriceCents: line.unitPriceCents,
          vatRateBp: line.vatRateBp,
          vatExemptionCode: line.vatExemptionCode,
          totalCents: line.totalCents,
          serviceIds: lineServices.get(line.id) ?? [],
        })),
      vat: doc.vat,
      discountCents: doc.discountCents,
      totalExclTaxCents: doc.totalExclTaxCents,
      totalTaxCents: doc.totalTaxCents,
      totalCents: doc.totalCents,
      payments: docPayments,
      paidCents,
      creditedCents,
      leftToPayCents: left,
      isLateToPay: late,
      creditableCents: doc.type === 'invoice' ? Math.max(0, doc.totalCents - creditedCents) : 0,
      invoicedCents,
      shownStatus: shownDocumentStatus({
        type: doc.type as DocumentType,
        status,
        isLateToPay: late,
        paidCents,
        leftToPayCents: left,
        invoicedCents,
        totalCents: doc.totalCents,
      }),
      source: from?.id ? { id: from.id, type: from.type as DocumentType, number: from.number } : null,
      recipients: doc.recipients,
      validatedAt: iso(doc.validatedAt),
      sentAt: iso(doc.sentAt),
      refusedAt: iso(doc.refusedAt),
      paidAt: iso(doc.paidAt),
      files: attached.get(doc.id) ?? [],
      createdAt: doc.createdAt.toISOString(),
      updatedAt: doc.updatedAt.toISOString(),
    };
  });
}

/** One document of the agency by id within `where`, or null. */
export async function selectDocument(tx: Tx, agency: DocumentsAgency, where: SQL, id: string, forCustomer = false) {
  const [doc] = await selectDocuments(tx, agency, and(where, eq(commercialDocuments.id, id)) as SQL, {
    forCustomer,
  });
  return doc ?? null;
}
