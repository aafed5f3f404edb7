import { endedLockDue, paymentLockDue } from '@securite/domain/subscriptions/lock';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { lockAgencyFor, overdueAt } from './billing-standing.ts';

/** The daily job that locks agencies in payment default past their grace period, or whose subscription ended. */
export const LOCK_QUEUE = 'subscriptions.lock-overdue';

interface Standing extends Record<string, unknown> {
  id: string;
  payment_failed_at: string | Date | null;
  oldest_due: string | null;
  ended_at: string | Date | null;
}

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * Locks, each in its own transaction, the unlocked agencies whose failed payment (or oldest unpaid invoice) is
 * older than the grace period, and those whose latest subscription has ended. Returns how many were locked.
 */
export async function lockOverdueAgencies(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const rows = await ctx.db.execute<Standing>(sql`
    select a.id, b.payment_failed_at,
      (select min(i.due_date)::text from agency_invoices i
        where i.agency_id = a.id and i.status in ('pending', 'partial')) as oldest_due,
      (select s.ended_at from agency_subscriptions s where s.agency_id = a.id
        order by s.created_at desc, s.id desc limit 1) as ended_at
    from agencies a
    left join agency_billing_accounts b on b.agency_id = a.id
    where a.locked = false`);
  let locked = 0;
  // pg answers {rows}; PGlite through drizzle too, but the queue guards against a bare array: so do we.
  const list = (Array.isArray(rows) ? rows : (rows as { rows: Standing[] }).rows) as Standing[];
  for (const row of list) {
    const standing = {
      paymentFailedAt: asDate(row.payment_failed_at),
      oldestUnpaidDueAt: row.oldest_due ? overdueAt(row.oldest_due) : null,
    };
    const reason = paymentLockDue(standing, now, ctx.config.payments.graceDays)
      ? 'payment'
      : endedLockDue(asDate(row.ended_at), now)
        ? 'ended'
        : null;
    if (!reason) continue;
    if (await ctx.db.transaction((tx) => lockAgencyFor(ctx, tx, row.id, reason))) locked += 1;
  }
  if (locked > 0) ctx.log.info({ locked }, 'agencies locked for their subscription');
  return locked;
}
