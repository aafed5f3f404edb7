import { type CustomerSave, defaultCustomerInfos } from '@securite/domain/customers/customer-schemas';
import { settlementTermIssue } from '@securite/domain/customers/settlement';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { DEFAULT_COUNTRY } from '@securite/domain/sites/site-schemas';
import type { Address } from '../../db/schema/tenancy.ts';
import type { CustomerRow } from './customer-access.ts';

function addressOf(input: CustomerSave['address']): Address {
  return {
    street: input?.street || null,
    complement: input?.complement || null,
    zipcode: input?.zipcode || null,
    city: input?.city || null,
    country: input?.country || DEFAULT_COUNTRY,
    location: input?.location ?? null,
  };
}

/** Code de commerce L441-10: at most 60 days, or 45 days end of month (400 with the rule's text). */
function assertLegalTerm(columns: { settlementPeriod: string; settlementPeriodDays: number }): void {
  if (columns.settlementPeriod === 'onReceipt') return;
  const issue = settlementTermIssue(columns.settlementPeriodDays, columns.settlementPeriod === 'daysEndOfMonth');
  if (issue)
    throw new AppError(ErrorCode.Validation, messages.validation, {
      errors: { 'customerInfos.settlementPeriodDays': issue },
    });
}

/** The columns a save writes: what the request carries, else the current value (edit) or the default (create). */
export function customerColumnsOf(input: CustomerSave, current: CustomerRow | undefined) {
  const columns = columnsOf(input, current);
  assertLegalTerm(columns);
  return columns;
}

function columnsOf(input: CustomerSave, current: CustomerRow | undefined) {
  const infos = input.customerInfos ?? {};
  const keep = <T>(value: T | undefined, now: T | undefined, fallback: T): T =>
    value !== undefined ? value : now !== undefined ? now : fallback;
  return {
    type: keep(input.type, current?.type, 'company' as const),
    name: input.name,
    email: keep(input.email, current?.email, null),
    phone: keep(input.phone === undefined ? undefined : input.phone || null, current?.phone, null),
    address: input.address !== undefined ? addressOf(input.address) : (current?.address ?? addressOf(undefined)),
    siren: keep(input.siren, current?.siren, null),
    vatNumber: keep(input.vatNumber, current?.vatNumber, null),
    prospect: keep(infos.prospect, current?.prospect, defaultCustomerInfos.prospect),
    generateCustomerNumber: keep(
      infos.generateCustomerNumberId,
      current?.generateCustomerNumber,
      defaultCustomerInfos.generateCustomerNumberId,
    ),
    specialties: [...new Set(keep(infos.specialties, current?.specialties, defaultCustomerInfos.specialties))],
    settlementPeriod: keep(infos.settlementPeriod, current?.settlementPeriod, defaultCustomerInfos.settlementPeriod),
    settlementPeriodDays: keep(
      infos.settlementPeriodDays,
      current?.settlementPeriodDays,
      defaultCustomerInfos.settlementPeriodDays,
    ),
    comments: keep(input.comments === undefined ? undefined : input.comments || null, current?.comments, null),
    discounts: keep(input.companyDiscounts, current?.discounts, []),
    archivedAt:
      input.archived === undefined
        ? (current?.archivedAt ?? null)
        : input.archived
          ? (current?.archivedAt ?? new Date())
          : null,
  };
}
export type CustomerColumns = ReturnType<typeof customerColumnsOf>;

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Whether the columns differ from the stored row (compared as JSON: arrays, objects and dates alike). */
export function columnsChanged(columns: CustomerColumns, current: CustomerRow): boolean {
  return (Object.keys(columns) as Array<keyof CustomerColumns>).some(
    (key) => stableJson(columns[key]) !== stableJson(current[key]),
  );
}
