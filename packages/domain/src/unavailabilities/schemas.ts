import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDateTime, zOptionalString } from '../validation/zod.ts';

/**
 * POST {agency}{scope}/unavailability: creates when no id (right unavailabilities.create), edits otherwise
 * (unavailabilities.edit); a holder of unavailabilities.self only handles their own. A phone may send a
 * client-made `uuid`: the same uuid twice is one unavailability.
 */
export const zUnavailabilitySaveRequest = z
  .object({
    id: z.uuid().nullish(),
    uuid: z.uuid().nullish(),
    agentId: z.uuid({ error: m.required }),
    typeId: z.uuid({ error: m.required }),
    startAt: zIsoDateTime(),
    endAt: zIsoDateTime(),
    comment: zOptionalString(2000),
  })
  .refine((v) => Date.parse(v.endAt) > Date.parse(v.startAt), {
    path: ['endAt'],
    message: m.dateAfter('la date de début'),
  });
export type UnavailabilitySaveRequest = z.infer<typeof zUnavailabilitySaveRequest>;

export const zUnavailability = z.object({
  id: z.string(),
  uuid: z.string().nullable(),
  agent: z.object({ id: z.string(), fullname: z.string() }),
  type: z.object({ id: z.string(), label: z.string() }),
  startAt: z.string(),
  endAt: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Unavailability = z.infer<typeof zUnavailability>;

/** POST {agency}{scope}/fetch/unavailabilities; dateRange keeps the unavailabilities that overlap it. */
export const zUnavailabilityFetchRequest = zFetchRequest(
  z.object({
    agentIds: z.array(z.uuid()).max(500).optional(),
    typeIds: z.array(z.uuid()).max(100).optional(),
    dateRange: z
      .object({ start: zIsoDateTime(), end: zIsoDateTime() })
      .refine((r) => Date.parse(r.end) >= Date.parse(r.start), { path: ['end'], message: m.dateAfter('le début') })
      .nullish(),
  }),
  ['createdAt', 'startAt', 'endAt'] as const,
  { maxLimit: 500 },
);
export type UnavailabilityFetchRequest = z.infer<typeof zUnavailabilityFetchRequest>;
export const zUnavailabilityPage = zPage(zUnavailability);
