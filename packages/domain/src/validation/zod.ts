import { z } from 'zod';
import { validationMessages as m } from './messages.ts';
import { EMAIL_PATTERN, FRENCH_PHONE_PATTERN, PASSWORD_PATTERN } from './rules.ts';

/** zod pieces built on the generic rules, so server schemas and web forms share the same French messages. */
export const zRequiredString = (max = 255) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, m.maxLength(max));
export const zOptionalString = (max = 255) => z.string().trim().max(max, m.maxLength(max)).optional().nullable();
export const zEmail = () =>
  z
    .string({ error: m.required })
    .trim()
    .toLowerCase()
    .min(1, m.required)
    .max(254, m.maxLength(254))
    .regex(EMAIL_PATTERN, m.email);
export const zPassword = () =>
  z.string({ error: m.required }).min(1, m.required).max(128, m.maxLength(128)).regex(PASSWORD_PATTERN, m.password);
export const zPhone = () =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .refine((v) => v === '' || FRENCH_PHONE_PATTERN.test(v), m.phone);
export const zUuid = () => z.uuid({ error: m.invalid });
export const zPositiveInt = () =>
  z.coerce.number({ error: m.positiveInteger }).int(m.integer).min(0, m.positiveInteger);
