import { z } from 'zod';

const zNullableInstant = z.string().nullable();

/** A photo the agent took at the end: its file (read through the files' download route) and when it was taken. */
export const zServiceEndPhoto = z.object({ fileId: z.string(), takenAt: z.string() });
export type ServiceEndPhoto = z.infer<typeof zServiceEndPhoto>;

/** A pause the agent took, at the phone's times, with its length (up to now while it lasts). */
export const zServiceEndBreak = z.object({
  id: z.string(),
  realStartAt: z.string(),
  realEndAt: zNullableInstant,
  minutes: z.number().int(),
});
export type ServiceEndBreak = z.infer<typeof zServiceEndBreak>;

/**
 * GET {agency}/services/{id}/end-report: how a service ended in the field, for the office. The voucher's signature
 * (a PNG data URL of up to 200 KB) is sent here only, never in the lists.
 */
export const zServiceEndReport = z.object({
  serviceId: z.string(),
  reference: z.string(),
  status: z.number().int(),
  /** Whether the agent ended it: until then the report, the voucher and the real end are empty. */
  ended: z.boolean(),
  startAt: z.string(),
  endAt: z.string(),
  realStartAt: zNullableInstant,
  realEndAt: zNullableInstant,
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  agent: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  breaks: z.array(zServiceEndBreak),
  /** The pauses' total, in whole minutes. */
  breakMinutes: z.number().int(),
  report: z.string().nullable(),
  /** Who signed the voucher and the signature drawn on the phone; null when nothing was signed. */
  voucher: z.object({ signerName: z.string().nullable(), signature: z.string().nullable() }).nullable(),
  photos: z.array(zServiceEndPhoto),
  timeZone: z.string(),
});
export type ServiceEndReport = z.infer<typeof zServiceEndReport>;
