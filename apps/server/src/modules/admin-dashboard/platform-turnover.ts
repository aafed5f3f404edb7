import type { PlatformTurnover, PlatformTurnoverRequest } from '@securite/domain/admin-dashboard/dashboard-schemas';
import { monthsOf, resolvePeriod } from '@securite/domain/margins/margin-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

interface MonthRow extends Record<string, unknown> {
  month: string;
  excl: number | string;
  incl: number | string;
  paid: number | string;
}

/** Rows of db.execute, whichever driver answered. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * POST admin/dashboard/fetch/turnover: the platform's turnover per month of the period ('year' by default): what
 * its invoices billed (cancelled ones left out) and what was paid on them.
 */
export async function findPlatformTurnover(db: Db, request: PlatformTurnoverRequest): Promise<PlatformTurnover> {
  const period = resolvePeriod(request.filters, todayIn('Europe/Paris'), 'year');
  const result = await db.execute<MonthRow>(sql`
    select to_char(i.date, 'YYYY-MM') as month,
      coalesce(sum(i.total_cents), 0)::bigint as excl,
      coalesce(sum(i.total_incl_tax_cents), 0)::bigint as incl,
      coalesce(sum((select coalesce(sum(p.amount_cents), 0) from agency_invoice_payments p
        where p.invoice_id = i.id and p.agency_id = i.agency_id and p.status = 'succeeded')), 0)::bigint as paid
    from agency_invoices i
    where i.status <> 'cancelled' and i.date between ${period.from}::date and ${period.to}::date
    group by 1`);
  const byMonth = new Map(rowsOf<MonthRow>(result).map((r) => [r.month, r]));
  const data = monthsOf(period).map((month) => {
    const row = byMonth.get(month);
    return {
      month,
      invoicedExclTaxCents: Number(row?.excl ?? 0),
      paidInclTaxCents: Number(row?.paid ?? 0),
      inclTax: Number(row?.incl ?? 0),
    };
  });
  const invoicedInclTaxCents = data.reduce((s, m) => s + m.inclTax, 0);
  const paidInclTaxCents = data.reduce((s, m) => s + m.paidInclTaxCents, 0);
  return {
    from: period.from,
    to: period.to,
    data: data.map(({ inclTax: _, ...month }) => month),
    totals: {
      invoicedExclTaxCents: data.reduce((s, m) => s + m.invoicedExclTaxCents, 0),
      invoicedInclTaxCents,
      paidInclTaxCents,
      outstandingInclTaxCents: Math.max(0, invoicedInclTaxCents - paidInclTaxCents),
    },
  };
}
