import { z } from 'zod';
import { zIsoDateTime, zRequiredString } from '../validation/zod.ts';

export const zMaintenanceMessageRequest = z
  .object({
    message: zRequiredString(2000),
    startAt: zIsoDateTime().nullish(),
    endAt: zIsoDateTime().nullish(),
  })
  .refine((v) => !v.startAt || !v.endAt || Date.parse(v.endAt) > Date.parse(v.startAt), {
    path: ['endAt'],
    message: 'La fin doit être postérieure au début',
  });
export type MaintenanceMessageRequest = z.infer<typeof zMaintenanceMessageRequest>;

/** What the public maintenance call answers; message is null when no maintenance is planned. */
export const zMaintenanceMessage = z.object({
  message: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  active: z.boolean(),
});
export type MaintenanceMessage = z.infer<typeof zMaintenanceMessage>;
