import { type Metric, type MetricName, metricLabels } from '@securite/domain/admin-dashboard/dashboard-schemas';
import { monthsOf } from '@securite/domain/margins/margin-schemas';
import { churnRate } from '@securite/domain/subscriptions/churn';
import { addDays, dayToDate, todayIn } from '@securite/domain/time/calendar-day';
import { monthLabel } from '@securite/domain/time/wall-clock';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './platform-turnover.ts';
import { subscriberSpans } from './subscriber-spans.ts';

const firstOfMonth = (month: string) => dayToDate(`${month}-01`);
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const labelOf = (month: string) => monthLabel(Number(month.slice(5, 7)), month.slice(0, 4));

/**
 * GET admin/metrics/{name}?from&to: one point per month of the period (the last 12 months by default). churn: the
 * month's churn (churn.ts); subscriptions: agencies subscribed at the month's end; agencies: agencies created in
 * the month; turnover: what the platform invoiced in the month, excluding tax, in euros.
 */
export async function platformMetric(
  db: Db,
  name: MetricName,
  query: { from?: string; to?: string },
  now: Date = new Date(),
): Promise<Metric> {
  const today = todayIn('Europe/Paris', now);
  const to = query.to ?? today;
  const from = query.from ?? `${addDays(to, -334).slice(0, 7)}-01`;
  const months = monthsOf({ from, to });
  let values: number[];
  if (name === 'churn' || name === 'subscriptions') {
    const spans = await subscriberSpans(db);
    values = months.map((month) => {
      const start = firstOfMonth(month);
      const end = firstOfMonth(nextMonth(month));
      if (name === 'churn') return churnRate(spans, start, end);
      return spans.filter((s) => s.startedAt < end && (s.endedAt === null || s.endedAt >= end)).length;
    });
  } else {
    const result =
      name === 'agencies'
        ? await db.execute<{
            month: string;
            value: number;
          }>(sql`select to_char(created_at at time zone 'Europe/Paris', 'YYYY-MM') as month,
            count(*)::int as value from agencies group by 1`)
        : await db.execute<{ month: string; value: number }>(sql`select to_char(date, 'YYYY-MM') as month,
            coalesce(sum(total_cents), 0)::bigint as value from agency_invoices where status <> 'cancelled' group by 1`);
    const byMonth = new Map(rowsOf<{ month: string; value: number }>(result).map((r) => [r.month, Number(r.value)]));
    values = months.map((m) => (name === 'turnover' ? (byMonth.get(m) ?? 0) / 100 : (byMonth.get(m) ?? 0)));
  }
  return { name, label: metricLabels[name], data: months.map((m, i) => ({ label: labelOf(m), value: values[i] })) };
}
