import { z } from 'zod';
import { messages } from '../errors/messages.ts';
import { zIsoDateTime, zRequiredString } from '../validation/zod.ts';

export const zMaintenanceMessageRequest = z
  .object({
    message: zRequiredString(2000),
    startAt: zIsoDateTime(messages.invalidDate).nullish(),
    endAt: zIsoDateTime(messages.invalidDate).nullish(),
    /** false keeps the message ready without closing anything (it is neither announced nor enforced). */
    enabled: z.boolean().default(true),
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

export const maintenanceStates = ['none', 'disabled', 'planned', 'active', 'over'] as const;

/** GET admin/maintenance-message: the stored message whatever its state, for the administration form. */
export const zMaintenanceAdmin = z.object({
  message: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  enabled: z.boolean(),
  state: z.enum(maintenanceStates),
});
export type MaintenanceAdmin = z.infer<typeof zMaintenanceAdmin>;
