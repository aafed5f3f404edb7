import type { HourPeriod } from '@securite/domain/hours/hour-period';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';

/**
 * The documents that make turnover over a period: validated invoices (sent or paid too, never drafts nor refused
 * ones) and validated credit notes, which count negative; each on its own date (the invoice date).
 */
function turnoverWhere(agencyId: string, fakeFilter: FakeFilter, period: HourPeriod): SQL {
  return and(
    inAgency(commercialDocuments, agencyId),
    inArray(commercialDocuments.type, ['invoice', 'creditNote']),
    ne(commercialDocuments.status, 'draft'),
    ne(commercialDocuments.status, 'refused'),
    gte(commercialDocuments.date, period.from),
    lte(commercialDocuments.date, period.to),
    fakeCondition(commercialDocuments.fake, fakeFilter),
  ) as SQL;
}

const signed = (column: typeof commercialDocuments.totalCents) =>
  sql<string>`coalesce(sum(case when ${commercialDocuments.type} = 'creditNote' then -${column} else ${column} end), 0)`;

/** Invoiced amount excluding tax per customer over the period (invoices minus credit notes). */
export async function findInvoicedByCustomer(
  tx: Tx,
  agencyId: string,
  fakeFilter: FakeFilter,
  period: HourPeriod,
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ customerId: commercialDocuments.customerId, cents: signed(commercialDocuments.totalExclTaxCents) })
    .from(commercialDocuments)
    .where(turnoverWhere(agencyId, fakeFilter, period))
    .groupBy(commercialDocuments.customerId);
  return new Map(rows.map((row) => [row.customerId, Number(row.cents)]));
}

/** Per month 'YYYY-MM' and type: the amounts excl. and incl. tax (positive; the caller subtracts credit notes). */
export async function findMonthlyAmounts(tx: Tx, agencyId: string, fakeFilter: FakeFilter, period: HourPeriod) {
  const month = sql<string>`to_char(${commercialDocuments.date}, 'YYYY-MM')`;
  const rows = await tx
    .select({
      month,
      type: commercialDocuments.type,
      exclTax: sql<string>`coalesce(sum(${commercialDocuments.totalExclTaxCents}), 0)`,
      inclTax: sql<string>`coalesce(sum(${commercialDocuments.totalCents}), 0)`,
    })
    .from(commercialDocuments)
    .where(turnoverWhere(agencyId, fakeFilter, period))
    .groupBy(month, commercialDocuments.type);
  return rows.map((row) => ({ ...row, exclTax: Number(row.exclTax), inclTax: Number(row.inclTax) }));
}
