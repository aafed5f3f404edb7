import { isPlatformStaff, type PlatformRole } from '../auth/roles.ts';

/** Whether a user may use an agency: admins and support always; others unless the agency is locked. */
export function subscriptionValid(platformRole: PlatformRole | null, agency: { locked: boolean }): boolean {
  return isPlatformStaff(platformRole) || !agency.locked;
}

/** Tenant paths a locked agency can still reach (relative to /api/agency/{id}). */
export const lockedAllowedPaths: readonly RegExp[] = [
  /^\/dashboard$/,
  /^\/subscriptions?(\/|$)/,
  /^\/payment-methods?(\/|$)/,
  /^\/default-payment-methods\//,
  /^\/fetch\/agency-invoices$/,
  /^\/subscription-order\//,
];

export function allowedWhenLocked(tenantRelativePath: string): boolean {
  return lockedAllowedPaths.some((pattern) => pattern.test(tenantRelativePath));
}
