import type { AccountingDocument, AccountingPayment } from '@securite/domain/accounting/accounting-entries';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, between, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commercialDocumentPayments, commercialDocuments } from '../../db/schema/billing.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

const booked = ['invoice', 'creditNote'] as const;
type Booked = (typeof booked)[number];
const isBooked = (type: string): type is Booked => (booked as readonly string[]).includes(type);

/**
 * What the accounting export books over a period: the validated (numbered) invoices and credit notes dated in it, and
 * the payments recorded in it, each with its customer's number and name. Days are the agency's (`timezone`).
 */
export async function loadAccounting(
  db: Db,
  agencyId: string,
  period: { first: string; last: string },
  timezone: string,
): Promise<{ documents: AccountingDocument[]; payments: AccountingPayment[] }> {
  const documentRows = await db
    .select({
      type: commercialDocuments.type,
      number: commercialDocuments.number,
      date: commercialDocuments.date,
      validatedAt: commercialDocuments.validatedAt,
      totalCents: commercialDocuments.totalCents,
      vat: commercialDocuments.vat,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
    })
    .from(commercialDocuments)
    .innerJoin(customers, and(eq(customers.id, commercialDocuments.customerId), inAgency(customers, agencyId)))
    .where(
      and(
        inAgency(commercialDocuments, agencyId),
        inArray(commercialDocuments.type, [...booked]),
        isNotNull(commercialDocuments.number),
        between(commercialDocuments.date, period.first, period.last),
      ),
    )
    .orderBy(asc(commercialDocuments.date), asc(commercialDocuments.number));
  const paymentRows = await db
    .select({
      date: commercialDocumentPayments.date,
      amountCents: commercialDocumentPayments.amountCents,
      method: commercialDocumentPayments.method,
      note: commercialDocumentPayments.note,
      type: commercialDocuments.type,
      number: commercialDocuments.number,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
    })
    .from(commercialDocumentPayments)
    .innerJoin(commercialDocuments, eq(commercialDocuments.id, commercialDocumentPayments.documentId))
    .innerJoin(customers, and(eq(customers.id, commercialDocuments.customerId), inAgency(customers, agencyId)))
    .where(
      and(
        inAgency(commercialDocumentPayments, agencyId),
        inAgency(commercialDocuments, agencyId),
        isNotNull(commercialDocuments.number),
        between(commercialDocumentPayments.date, period.first, period.last),
      ),
    )
    .orderBy(asc(commercialDocumentPayments.date), asc(commercialDocumentPayments.createdAt));
  const documents: AccountingDocument[] = [];
  for (const row of documentRows) {
    if (!isBooked(row.type) || !row.number) continue;
    documents.push({
      type: row.type,
      number: row.number,
      date: row.date,
      // The day of the validation in the agency's time zone, the day the invoice is dated by (never the UTC day).
      validatedOn: row.validatedAt ? todayIn(timezone, row.validatedAt) : row.date,
      customer: { number: row.customerNumber, name: row.customerName },
      totalCents: row.totalCents,
      vat: row.vat.map((v) => ({ rateBp: v.rateBp, taxCents: v.taxCents })),
    });
  }
  const payments: AccountingPayment[] = [];
  for (const row of paymentRows) {
    if (!isBooked(row.type) || !row.number) continue;
    payments.push({
      date: row.date,
      amountCents: row.amountCents,
      method: row.method,
      note: row.note,
      document: { number: row.number, type: row.type },
      customer: { number: row.customerNumber, name: row.customerName },
    });
  }
  return { documents, payments };
}
