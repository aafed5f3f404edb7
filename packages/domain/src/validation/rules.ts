import { validationMessages as m } from './messages.ts';

/** A validator returns the French error message, or undefined when the value is fine. */
export type Validator<T = unknown> = (value: T) => string | undefined;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** French social security number: sex, year, month, department (incl. 2A/2B), commune, order, key. */
export const SOCIAL_SECURITY_PATTERN = /^[12]\d{2}(0[1-9]|1[0-2]|[2-9]\d)(\d{2}|2[AB])\d{3}\d{3}(\d{2})?$/;
export const CARD_NUMBER_PATTERN = /^\d{4} ?\d{4} ?\d{4} ?\d{4}$/;
export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/;
export const CVC_PATTERN = /^\d{3}$/;
export const DECIMAL_PATTERN = /^-?\d{1,11}([.,]\d{1,3})?$/;
export const FRENCH_PHONE_PATTERN = /^(\+33|0)[1-9]\d{8}$/;

export const required: Validator = (v) => (isEmpty(v) ? m.required : undefined);
export const integer: Validator = (v) => (isEmpty(v) || /^-?\d+$/.test(String(v).trim()) ? undefined : m.integer);
export const positiveInteger: Validator = (v) =>
  isEmpty(v) || /^\d+$/.test(String(v).trim()) ? undefined : m.positiveInteger;
export const password: Validator = (v) => (isEmpty(v) || PASSWORD_PATTERN.test(String(v)) ? undefined : m.password);
export const email: Validator = (v) => (isEmpty(v) || EMAIL_PATTERN.test(String(v).trim()) ? undefined : m.email);
export const socialSecurityNumber: Validator = (v) =>
  isEmpty(v) || SOCIAL_SECURITY_PATTERN.test(String(v).replace(/\s/g, '').toUpperCase())
    ? undefined
    : m.socialSecurityNumber;
export const cardNumber: Validator = (v) =>
  isEmpty(v) || CARD_NUMBER_PATTERN.test(String(v)) ? undefined : m.cardNumber;
export const cardExpiry: Validator = (v) =>
  isEmpty(v) || CARD_EXPIRY_PATTERN.test(String(v)) ? undefined : m.cardExpiry;
export const cvc: Validator = (v) => (isEmpty(v) || CVC_PATTERN.test(String(v)) ? undefined : m.cvc);
export const decimal: Validator = (v) => (isEmpty(v) || DECIMAL_PATTERN.test(String(v).trim()) ? undefined : m.decimal);
export const frenchPhone: Validator = (v) =>
  isEmpty(v) || FRENCH_PHONE_PATTERN.test(String(v).replace(/[\s.-]/g, '')) ? undefined : m.phone;
export const shortcut: Validator = (v) => (typeof v === 'string' && v.trim() !== '' ? undefined : m.shortcut);

export const maxLength =
  (n: number): Validator =>
  (v) =>
    isEmpty(v) || String(v).length <= n ? undefined : m.maxLength(n);
export const multipleOf =
  (n: number): Validator =>
  (v) => {
    if (isEmpty(v)) return undefined;
    const value = Number(String(v).replace(',', '.'));
    if (!Number.isFinite(value)) return m.invalid;
    // Compare in thousandths to avoid floating-point residue (0.3 / 0.1).
    return Math.round(value * 1000) % Math.round(n * 1000) === 0 ? undefined : m.multipleOf(n);
  };

const toTime = (v: unknown) => (v instanceof Date ? v.getTime() : new Date(String(v)).getTime());

export const dateAfter =
  (other: Date | string, label: string): Validator =>
  (v) =>
    isEmpty(v) || toTime(v) > toTime(other) ? undefined : m.dateAfter(label);
export const dateBefore =
  (other: Date | string, label: string): Validator =>
  (v) =>
    isEmpty(v) || toTime(v) < toTime(other) ? undefined : m.dateBefore(label);

/** A [start, end] range spanning at most n years. */
export const dateRangeAtMostYears =
  (n: number): Validator<[Date | string, Date | string] | null | undefined> =>
  (range) => {
    if (!range) return undefined;
    const start = new Date(toTime(range[0]));
    const limit = new Date(start);
    limit.setFullYear(limit.getFullYear() + n);
    return toTime(range[1]) <= limit.getTime() ? undefined : m.dateRangeYears(n);
  };

export const exactSelection =
  (n: number): Validator<readonly unknown[] | null | undefined> =>
  (v) =>
    (v?.length ?? 0) === n ? undefined : m.exactSelection(n);

/** Runs validators in order and returns the first message. */
export function compose<T>(...validators: Validator<T>[]): Validator<T> {
  return (value) => {
    for (const validate of validators) {
      const error = validate(value);
      if (error) return error;
    }
    return undefined;
  };
}
