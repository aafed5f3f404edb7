import { messages } from '@securite/domain/errors/messages';
import { type LockReason, paymentDefaultSince } from '@securite/domain/subscriptions/lock';
import { subscriptionMessages as sm } from '@securite/domain/subscriptions/subscription-messages';
import { addDays, dayToDate } from '@securite/domain/time/calendar-day';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agencyInvoices } from '../../db/schema/agency-invoices.ts';
import { agencyBillingAccounts } from '../../db/schema/subscriptions.ts';
import { agencies, memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { notifyUser } from '../notifications/public.ts';

export type BillingAccountRow = typeof agencyBillingAccounts.$inferSelect;

/** The agency's billing account, created empty the first time. */
export async function billingAccountOf(tx: Tx, agencyId: string): Promise<BillingAccountRow> {
  await tx.insert(agencyBillingAccounts).values({ agencyId }).onConflictDoNothing();
  const [row] = await tx.select().from(agencyBillingAccounts).where(inAgency(agencyBillingAccounts, agencyId));
  return row;
}

/** The agency's billing account as stored, or an empty one (nothing written: for reads). */
export async function readBillingAccount(tx: Tx, agencyId: string): Promise<BillingAccountRow> {
  const [row] = await tx.select().from(agencyBillingAccounts).where(inAgency(agencyBillingAccounts, agencyId));
  const now = new Date();
  return (
    row ?? {
      agencyId,
      providerCustomerId: null,
      paymentFailedAt: null,
      lockReason: null,
      createdAt: now,
      updatedAt: now,
    }
  );
}

/** Remembers the agency's customer at the payment provider. */
export async function setProviderCustomer(tx: Tx, agencyId: string, customerId: string): Promise<void> {
  await billingAccountOf(tx, agencyId);
  await tx
    .update(agencyBillingAccounts)
    .set({ providerCustomerId: customerId, updatedAt: new Date() })
    .where(inAgency(agencyBillingAccounts, agencyId));
}

/** The instant an invoice becomes overdue: the start of the day after its due day. */
export const overdueAt = (dueDate: string): Date => dayToDate(addDays(dueDate, 1));

/** Due date of the agency's oldest unpaid platform invoice, as the instant it became overdue (null: none). */
export async function oldestUnpaidDueAt(tx: Tx, agencyId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ due: sql<string | null>`min(${agencyInvoices.dueDate})::text` })
    .from(agencyInvoices)
    .where(and(inAgency(agencyInvoices, agencyId), inArray(agencyInvoices.status, ['pending', 'partial'])));
  return row?.due ? overdueAt(row.due) : null;
}

async function notifyOwners(ctx: AppContext, tx: Tx, agencyId: string, notice: { title: string; body: string }) {
  const owners = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        inAgency(memberships, agencyId),
        eq(memberships.role, 'owner'),
        eq(memberships.active, true),
        isNull(memberships.deletedAt),
      ),
    );
  for (const owner of owners) await notifyUser(ctx, { userId: owner.userId, agencyId, ...notice }, tx);
}

/** Records a failed payment reported by the provider (the first one not settled since counts), and warns. */
export async function recordPaymentFailure(ctx: AppContext, tx: Tx, agencyId: string, at: Date): Promise<void> {
  const account = await billingAccountOf(tx, agencyId);
  if (account.paymentFailedAt) return;
  await tx
    .update(agencyBillingAccounts)
    .set({ paymentFailedAt: at, updatedAt: new Date() })
    .where(inAgency(agencyBillingAccounts, agencyId));
  const [agency] = await tx.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  if (agency) {
    await notifyOwners(ctx, tx, agencyId, {
      title: sm.paymentFailedTitle,
      body: sm.paymentFailedBody(agency.name, ctx.config.payments.graceDays),
    });
  }
}

/** Locks an agency for the platform's reason (a no-op when already locked), with its audit entry and notices. */
export async function lockAgencyFor(ctx: AppContext, tx: Tx, agencyId: string, reason: LockReason): Promise<boolean> {
  const [locked] = await tx
    .update(agencies)
    .set({ locked: true, updatedAt: new Date() })
    .where(and(eq(agencies.id, agencyId), eq(agencies.locked, false)))
    .returning({ name: agencies.name });
  if (!locked) return false;
  await billingAccountOf(tx, agencyId);
  await tx
    .update(agencyBillingAccounts)
    .set({ lockReason: reason, updatedAt: new Date() })
    .where(inAgency(agencyBillingAccounts, agencyId));
  await writeAuditEntry(tx, {
    agencyId,
    actorUserId: null,
    action: 'agency.subscription',
    targetType: 'agency',
    targetId: agencyId,
    data: { name: locked.name, locked: true, previousLocked: false, reason },
  });
  await notifyOwners(
    ctx,
    tx,
    agencyId,
    reason === 'payment'
      ? { title: sm.lockedForPaymentTitle, body: sm.lockedForPaymentBody(locked.name) }
      : { title: sm.lockedForEndTitle, body: sm.lockedForEndBody(locked.name) },
  );
  return true;
}

/**
 * After a payment succeeded: the reported failure is settled, and an agency the platform locked for payment is
 * unlocked at once unless another invoice is still overdue. An admin's own lock is left alone.
 */
export async function settleAgency(ctx: AppContext, tx: Tx, agencyId: string, now = new Date()): Promise<boolean> {
  const account = await billingAccountOf(tx, agencyId);
  await tx
    .update(agencyBillingAccounts)
    .set({ paymentFailedAt: null, updatedAt: new Date() })
    .where(inAgency(agencyBillingAccounts, agencyId));
  if (account.lockReason !== 'payment') return false;
  const stillDue = paymentDefaultSince(
    { paymentFailedAt: null, oldestUnpaidDueAt: await oldestUnpaidDueAt(tx, agencyId) },
    now,
  );
  if (stillDue) return false;
  const [unlocked] = await tx
    .update(agencies)
    .set({ locked: false, updatedAt: new Date() })
    .where(eq(agencies.id, agencyId))
    .returning({ name: agencies.name });
  await tx
    .update(agencyBillingAccounts)
    .set({ lockReason: null, updatedAt: new Date() })
    .where(inAgency(agencyBillingAccounts, agencyId));
  if (!unlocked) return false;
  await writeAuditEntry(tx, {
    agencyId,
    actorUserId: null,
    action: 'agency.subscription',
    targetType: 'agency',
    targetId: agencyId,
    data: { name: unlocked.name, locked: false, previousLocked: true, reason: 'payment' },
  });
  await notifyOwners(ctx, tx, agencyId, {
    title: messages.agencyUnlockedTitle,
    body: sm.unlockedAfterPaymentBody(unlocked.name),
  });
  return true;
}
