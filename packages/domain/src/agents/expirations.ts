/** Days before expiry from which a certificate "expires soon" (spec 000 section 9). */
export const EXPIRES_SOON_DAYS = 60;
/** The CNAPS professional card must be renewed at least 3 months before expiry (CSI R612-17). */
export const CNAPS_CARD_WARNING_MONTHS = 3;

export type ExpirationStatus = 'expired' | 'expiresSoon' | 'valid';

export const expirationStatusLabels: Record<ExpirationStatus, string> = {
  expired: 'Expiré',
  expiresSoon: 'Expire bientôt',
  valid: 'Valide',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `expiresAt`, both taken as calendar dates (UTC), negative when past. */
export function daysUntil(expiresAt: Date, today: Date): number {
  const a = Date.UTC(expiresAt.getUTCFullYear(), expiresAt.getUTCMonth(), expiresAt.getUTCDate());
  const b = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((a - b) / DAY_MS);
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

/**
 * Status of a certificate: expired at 0 days left or less, expires soon within 60 days
 * (within 3 months for the CNAPS card), valid otherwise.
 */
export function expirationStatus(
  expiresAt: Date,
  today: Date,
  kind: 'cnapsCard' | 'other' = 'other',
): ExpirationStatus {
  const days = daysUntil(expiresAt, today);
  if (days <= 0) return 'expired';
  return days <= daysUntil(expiresSoonUntil(today, kind), today) ? 'expiresSoon' : 'valid';
}

/**
 * The last expiry date that counts as "expires soon" today: 60 days ahead, 3 months for the CNAPS card.
 * Queries filter with it (expired: on or before today; soon: after today, on or before this date).
 */
export function expiresSoonUntil(today: Date, kind: 'cnapsCard' | 'other' = 'other'): Date {
  if (kind === 'cnapsCard') return addMonths(today, CNAPS_CARD_WARNING_MONTHS);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + EXPIRES_SOON_DAYS));
}
