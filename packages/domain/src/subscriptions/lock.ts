/**
 * The subscription lock (spec 001 section 4, "Subscription validity"): an agency whose payment failed is locked
 * once a grace period has passed since the failure; paying unlocks it at once. A payment has failed when the
 * payment provider said so (a card refused) or when one of the agency's platform invoices is still unpaid after
 * its due date (the bank transfer path).
 */

/** Days an agency keeps its access after a failed payment, unless PAYMENT_GRACE_DAYS says otherwise. */
export const DEFAULT_GRACE_DAYS = 7;

/** Why the platform locked an agency: a payment left unpaid, or a subscription that ended. */
export const lockReasons = ['payment', 'ended'] as const;
export type LockReason = (typeof lockReasons)[number];

export interface PaymentStanding {
  /** When the provider last reported a failed payment not settled since; null: none. */
  paymentFailedAt: Date | null;
  /** Due date (start of that day) of the oldest unpaid platform invoice; null: none. */
  oldestUnpaidDueAt: Date | null;
}

/** Since when the agency is in payment default (the earliest failure), or null when in good standing. */
export function paymentDefaultSince(standing: PaymentStanding, now: Date): Date | null {
  const overdue = standing.oldestUnpaidDueAt && standing.oldestUnpaidDueAt < now ? standing.oldestUnpaidDueAt : null;
  const candidates = [standing.paymentFailedAt, overdue].filter((d): d is Date => d !== null);
  if (candidates.length === 0) return null;
  return new Date(Math.min(...candidates.map((d) => d.getTime())));
}

/** The instant the grace period after a failure ends. */
export function lockDeadline(failedAt: Date, graceDays: number): Date {
  return new Date(failedAt.getTime() + Math.max(0, graceDays) * 86_400_000);
}

/** Whether the agency must be locked now for a payment default: the grace period has passed. */
export function paymentLockDue(standing: PaymentStanding, now: Date, graceDays: number): boolean {
  const since = paymentDefaultSince(standing, now);
  return since !== null && lockDeadline(since, graceDays) <= now;
}

/** Whether a subscription that ended (its end date passed, not renewed) must lock the agency. */
export function endedLockDue(endedAt: Date | null, now: Date): boolean {
  return endedAt !== null && endedAt <= now;
}
