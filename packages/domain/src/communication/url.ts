import { validationMessages as m } from '../validation/messages.ts';
import { zText } from '../validation/zod.ts';
import { communicationMessages } from './messages.ts';

/** Whether a text is an absolute http(s) address (what a link of the product may open). */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s<>"]*)?$/i.test(
    value,
  );
}

/** An optional web address: empty becomes null; otherwise http(s), at most `max` characters. */
export const zOptionalUrl = (max = 500) =>
  zText()
    .trim()
    .max(max, m.maxLength(max))
    .refine((v) => v === '' || isHttpUrl(v), communicationMessages.invalidUrl)
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null);
