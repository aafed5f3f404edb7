import type { DashboardMoney } from '@securite/domain/dashboard/tile-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';

/** The first day of the month `offset` months from the month of `day` (YYYY-MM-01). */
export function monthStart(day: CalendarDay, offset = 0): CalendarDay {
  const [year, month] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const d = commercialDocuments;

/**
 * What is left to pay on an invoice: its total less its payments and its credit notes (not drafts), never below 0
 * (the customers' « Reste à payer » rule, per invoice). Qualified names: the subqueries read the outer row.
 */
const leftToPay = sql<string>`greatest("commercial_documents"."total_cents"
  - (select coalesce(sum(p.amount_cents), 0) from commercial_document_payments p
     where p.agency_id = "commercial_documents"."agency_id" and p.document_id = "commercial_documents"."id")
  - (select coalesce(sum(c.total_cents), 0) from commercial_documents c
     where c.agency_id = "commercial_documents"."agency_id" and c.source_id = "commercial_documents"."id"
       and c.type = 'creditNote' and c.status <> 'draft'), 0)`;

/**
 * Overdue invoices (validated or sent, their due day — or their day when they have none — before today, something
 * left to pay): how many, how much. The turnover of this month, last month and the same month last year: the
 * invoices' totals before tax less the credit notes', drafts left out, by the document's day.
 */
export async function getMoneyTile(
  db: Db,
  input: { agencyId: string; fakeFilter: FakeFilter; today: CalendarDay },
): Promise<DashboardMoney> {
  const { agencyId, today } = input;
  const fake = fakeCondition(d.fake, input.fakeFilter);
  const months = { thisMonth: monthStart(today), lastMonth: monthStart(today, -1), lastYear: monthStart(today, -12) };
  const [overdue, turnover] = await Promise.all([
    db
      .select({ left: leftToPay })
      .from(d)
      .where(
        and(
          inAgency(d, agencyId),
          eq(d.type, 'invoice'),
          inArray(d.status, ['validated', 'sent']),
          sql`coalesce(${d.dueDate}, ${d.date}) < ${today}`,
          fake,
        ),
      ),
    db
      .select({
        month: sql<string>`to_char(${d.date}::date, 'YYYY-MM-01')`,
        cents: sql<string>`coalesce(sum(case when ${d.type} = 'creditNote' then -${d.totalExclTaxCents} else ${d.totalExclTaxCents} end), 0)`,
      })
      .from(d)
      .where(
        and(
          inAgency(d, agencyId),
          inArray(d.type, ['invoice', 'creditNote']),
          ne(d.status, 'draft'),
          sql`(${d.date} >= ${months.lastYear} and ${d.date} < ${monthStart(today, -11)}
            or ${d.date} >= ${months.lastMonth} and ${d.date} < ${monthStart(today, 1)})`,
          fake,
        ),
      )
      .groupBy(sql`1`),
  ]);
  const owed = overdue.map((row) => Number(row.left)).filter((cents) => cents > 0);
  const byMonth = new Map(turnover.map((row) => [row.month, Number(row.cents)]));
  const month = (start: CalendarDay) => ({ month: start.slice(0, 7), cents: byMonth.get(start) ?? 0 });
  return {
    overdue: { count: owed.length, cents: owed.reduce((sum, cents) => sum + cents, 0) },
    turnover: {
      thisMonth: month(months.thisMonth),
      lastMonth: month(months.lastMonth),
      lastYear: month(months.lastYear),
    },
  };
}
