import {
  type PlatformSummary,
  SUSPENSION_STATS_ROWS,
  summaryCounterLabels,
  summaryCounters,
} from '@securite/domain/admin-dashboard/dashboard-schemas';
import { churnCards, roundPercent } from '@securite/domain/subscriptions/churn';
import { subscriptionReasonLabels, subscriptionReasons } from '@securite/domain/subscriptions/subscription-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './platform-turnover.ts';
import { subscriberSpans } from './subscriber-spans.ts';

interface CounterRow extends Record<string, unknown> {
  agency: number;
  payment_default: number;
  agent: number;
  customer: number;
  site: number;
  estimate: number;
  invoice: number;
  user: number;
  locked: number;
}

/** GET admin/dashboard/summary: the counters, the churn cards and the suspension statistics. */
export async function platformSummary(db: Db, now: Date = new Date()): Promise<PlatformSummary> {
  const today = todayIn('Europe/Paris', now);
  const [counters, reasons, spans] = await Promise.all([
    db.execute<CounterRow>(sql`select
      (select count(*) from agencies)::int as agency,
      (select count(*) from agencies a where exists (select 1 from agency_billing_accounts b
          where b.agency_id = a.id and b.payment_failed_at is not null)
        or exists (select 1 from agency_invoices i where i.agency_id = a.id
          and i.status in ('pending', 'partial') and i.due_date < ${today}::date))::int as payment_default,
      (select count(*) from memberships where role = 'agent' and deleted_at is null)::int as agent,
      (select count(*) from customers where archived_at is null)::int as customer,
      (select count(*) from sites where archived_at is null)::int as site,
      (select count(*) from commercial_documents where type = 'quote')::int as estimate,
      (select count(*) from commercial_documents where type = 'invoice')::int as invoice,
      (select count(*) from users where disabled = false)::int as "user",
      (select count(*) from agencies where locked)::int as locked`),
    db.execute<{ reason: string; count: number }>(
      sql`select reason, count(*)::int as count from subscription_reasons group by reason`,
    ),
    subscriberSpans(db),
  ]);
  const row = rowsOf<CounterRow>(counters)[0];
  const counterValues: Record<(typeof summaryCounters)[number], number> = {
    agency: row.agency,
    'payment-default': row.payment_default,
    agent: row.agent,
    customer: row.customer,
    site: row.site,
    estimate: row.estimate,
    invoice: row.invoice,
    user: row.user,
  };
  const counts = new Map(rowsOf<{ reason: string; count: number }>(reasons).map((r) => [r.reason, Number(r.count)]));
  const allReasons = [...counts.values()].reduce((s, n) => s + n, 0);
  const suspensions = subscriptionReasons
    .map((reason) => ({
      reason,
      label: subscriptionReasonLabels[reason],
      count: counts.get(reason) ?? 0,
      share: allReasons === 0 ? 0 : roundPercent(((counts.get(reason) ?? 0) * 100) / allReasons),
    }))
    .sort((a, b) => b.count - a.count)
    .slice(0, SUSPENSION_STATS_ROWS);
  return {
    counters: summaryCounters.map((key) => ({
      key,
      label: summaryCounterLabels[key],
      value: Number(counterValues[key]),
    })),
    churn: churnCards(spans, now),
    suspensions,
    lockedAgencies: Number(row.locked),
  };
}
