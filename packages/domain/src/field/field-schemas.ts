import { z } from 'zod';
import { serviceStatuses } from '../planning/service-status.ts';
import { zIsoDateTime, zOptionalString, zUuid } from '../validation/zod.ts';
import { fieldActions } from './service-lifecycle.ts';

/** Spec 000 section 3, Position. */
export const zPosition = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(1_000_000).nullish(),
  altitude: z.number().min(-1000).max(100_000).nullish(),
});
export type Position = z.infer<typeof zPosition>;

/** What the agent leaves at the end of a service: a report and the voucher's signer. */
export const zServiceEnd = z.object({
  report: zOptionalString(5000),
  signerName: zOptionalString(200),
});
export type ServiceEnd = z.infer<typeof zServiceEnd>;

/**
 * A queued field message (spec 000 section 3, Queued event message): made on the phone with its own uuid and
 * the device's time, sent in order; the same uuid twice is one message.
 */
export const zFieldMessage = z.object({
  uuid: zUuid(),
  type: z.enum(fieldActions),
  serviceId: zUuid(),
  deviceAt: zIsoDateTime(),
  location: zPosition.nullish(),
  end: zServiceEnd.optional(),
});
export type FieldMessage = z.input<typeof zFieldMessage>;

export const zServiceBreak = z.object({
  id: z.string(),
  realStartAt: z.string(),
  realEndAt: z.string().nullable(),
});

/** The service as the field sees it after a message: its status, real times and breaks. */
export const zFieldService = z.object({
  id: z.string(),
  status: z.union(serviceStatuses.map((s) => z.literal(s))),
  realStartAt: z.string().nullable(),
  realEndAt: z.string().nullable(),
  breaks: z.array(zServiceBreak),
});
export type FieldService = z.infer<typeof zFieldService>;

export const zFieldAnswer = z.object({ uuid: z.string(), receivedAt: z.string(), service: zFieldService });
export type FieldAnswer = z.infer<typeof zFieldAnswer>;
