import { z } from 'zod';
import './zod-locale.ts';
import { hasYearInRange } from '../time/year-range.ts';
import { validationMessages as m } from './messages.ts';
import { EMAIL_PATTERN, FRENCH_PHONE_PATTERN, PASSWORD_PATTERN } from './rules.ts';

/** Whether a text is free of NUL, the one character PostgreSQL text cannot hold. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/**
 * zod pieces built on the generic rules, so server schemas and web forms share the same French messages.
 * Every text a request carries is built on zText: it refuses NUL with the field's error instead of letting the
 * database refuse the whole request.
 */
export const zText = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine(hasNoNul, m.forbiddenCharacter);
export const zRequiredString = (max = 255) => zText(m.required).trim().min(1, m.required).max(max, m.maxLength(max));
export const zOptionalString = (max = 255) => zText().trim().max(max, m.maxLength(max)).optional().nullable();
/** A search box or a text filter of a list (trimmed, at most `max` characters). */
export const zSearch = (max = 100) => zText().trim().max(max, m.maxLength(max)).optional();
export const zEmail = () =>
  zText(m.required).trim().toLowerCase().min(1, m.required).max(254, m.maxLength(254)).regex(EMAIL_PATTERN, m.email);
export const zPassword = () =>
  zText(m.required).min(1, m.required).max(128, m.maxLength(128)).regex(PASSWORD_PATTERN, m.password);
export const zPhone = () =>
  zText()
    .trim()
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .refine((v) => v === '' || FRENCH_PHONE_PATTERN.test(v), m.phone);
/** Whether no key and no text anywhere in a JSON value holds a NUL (walked without recursion: any depth). */
export function isFreeOfNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (!hasNoNul(item)) return false;
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!hasNoNul(key)) return false;
        stack.push(child);
      }
    }
  }
  return true;
}

/**
 * Free JSON data a client sends as it is (device details, metrics): stored as jsonb, which cannot hold a NUL in
 * a key or a text either.
 */
/**
 * Free JSON data of a client (device details, a notification's data). A key `__proto__` is refused: the parsed record
 * would silently lose it (it sets the prototype instead), so the data stored would not be the data sent.
 */
export const zFreeData = () =>
  z
    .unknown()
    .refine((data) => !(data !== null && typeof data === 'object' && Object.hasOwn(data, '__proto__')), m.invalid)
    .pipe(z.record(z.string(), z.unknown()).refine(isFreeOfNul, m.forbiddenCharacter))
    // Its JSON schema (the request's input side) is that of any value: the mark tells the API docs and the no-500
    // tests that it is an object of free data.
    .meta({ type: 'object', 'x-free-data': true });
export const zUuid = () => z.uuid({ error: m.invalid });
export const zPositiveInt = () =>
  z.coerce.number({ error: m.positiveInteger }).int(m.integer).min(0, m.positiveInteger);

/**
 * A calendar day 'YYYY-MM-DD' of a year between MIN_YEAR and MAX_YEAR (time/year-range.ts). `message` answers a
 * malformed day (`missing` a missing one); a real day out of the years answers validationMessages.dateOutOfRange.
 */
export const zIsoDate = (message: string = m.invalid, missing: string = message) =>
  z.iso
    .date({ error: (issue) => (issue.code === 'invalid_type' ? missing : message), abort: true })
    .refine(hasYearInRange, m.dateOutOfRange);

/** An ISO instant with its offset ('2026-03-01T08:00:00+01:00' or '…Z') of a year between MIN_YEAR and MAX_YEAR. */
export const zIsoDateTime = (message: string = m.invalid) =>
  z.iso.datetime({ offset: true, error: message, abort: true }).refine(hasYearInRange, m.dateOutOfRange);
