import { isPlatformStaff, type PlatformRole } from '../auth/roles.ts';

/** Whether a user may use an agency: admins and support always; others unless the agency is locked. */
export function subscriptionValid(platformRole: PlatformRole | null, agency: { locked: boolean }): boolean {
  return isPlatformStaff(platformRole) || !agency.locked;
}

/**
 * Tenant paths a locked agency can still reach (relative to /api/agency/{id}): its dashboard, its subscription and
 * plan, its platform invoices, payment methods and payments, and the shop (buying records may be what it needs).
 */
export const lockedAllowedPaths: readonly RegExp[] = [
  /^\/dashboard$/,
  /^\/subscriptions?(\/|$)/,
  /^\/plan$/,
  /^\/subscriptionReason$/,
  /^\/payment-methods?(\/|$)/,
  /^\/default-payment-methods\//,
  /^\/stripe$/,
  /^\/card-details$/,
  /^\/bank-details$/,
  /^\/pending-subscription-agreement$/,
  /^\/payment-intent\//,
  /^\/payments-fix$/,
  /^\/fetch\/agency-invoices$/,
  /^\/agency-invoice\//,
  /^\/subscription-order\//,
  /^\/fetch\/(subscription-orders|agency-article-orders|subscription-sections|agency-offers)$/,
];

export function allowedWhenLocked(tenantRelativePath: string): boolean {
  return lockedAllowedPaths.some((pattern) => pattern.test(tenantRelativePath));
}
