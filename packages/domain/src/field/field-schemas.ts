import { z } from 'zod';
import { refineFieldEvent, zFieldEventPayload } from '../events/event-field-payload.ts';
import { serviceStatuses } from '../planning/service-status.ts';
import { ptiFieldActions, ptiPayloadFits, zPtiPayload } from '../pti/pti-alarms.ts';
import { roundPayloadIssue, zBriefingRound, zRoundStepPayload } from '../rounds/round-execution-schemas.ts';
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

const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
/** The first bytes of each image format a phone sends. */
const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  webp: [0x52, 0x49, 0x46, 0x46],
} as const;
type ImageFormat = keyof typeof SIGNATURES;

/** The format of an image data URL, checked on its first bytes (not only its declared type); null otherwise. */
export function imageDataUrlFormat(value: string): ImageFormat | null {
  const match = IMAGE_DATA_URL.exec(value);
  if (!match) return null;
  const format = match[1] as ImageFormat;
  const head = decodeBase64Prefix(match[2].slice(0, 12));
  return SIGNATURES[format].every((byte, i) => head[i] === byte) ? format : null;
}

/** Whether a data URL really holds a PNG image. */
export const isPngDataUrl = (value: string): boolean => imageDataUrlFormat(value) === 'png';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The bytes of whole groups of 4 base64 characters (the domain runs without atob's types). */
function decodeBase64Prefix(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i + 4 <= text.length; i += 4) {
    const [a, b, c, d] = [...text.slice(i, i + 4)].map((ch) => BASE64.indexOf(ch));
    if (a < 0 || b < 0) break;
    bytes.push((a << 2) | (b >> 4));
    if (c >= 0) bytes.push(((b & 15) << 4) | (c >> 2));
    if (c >= 0 && d >= 0) bytes.push(((c & 3) << 6) | d);
  }
  return bytes;
}

/** A signature drawn on the phone: a PNG as a data URL, at most about 200 KB. */
export const zSignature = z
  .string()
  .max(300_000, 'Signature trop volumineuse')
  .refine(isPngDataUrl, 'Signature invalide (image PNG attendue)');

/** What the agent leaves at the end of a service: a report, the voucher's signer and signature. */
export const zServiceEnd = z.object({
  report: zOptionalString(5000),
  signerName: zOptionalString(200),
  signature: zSignature.nullish(),
});
export type ServiceEnd = z.infer<typeof zServiceEnd>;

/** Spec 000 section 9 leaves the photo size to us: a phone photo scaled to 1600 px in JPEG is far below 3 MB. */
export const MAX_PHOTO_DATA_URL = 4_000_000;

/** A photo taken with the phone's camera at the end of a service: a JPEG, PNG or WebP data URL. */
export const zPhoto = z
  .string()
  .max(MAX_PHOTO_DATA_URL, 'Photo trop volumineuse')
  .refine((value) => imageDataUrlFormat(value) !== null, 'Photo invalide (image JPEG, PNG ou WebP attendue)');

/**
 * A service the agent starts on the ground that nobody planned (spec 000 section 2): an unplanned service (its own
 * right) or an intervention of one of the agency's activity types. Its id is made on the phone, so that the start
 * can wait in the queue; it runs from the start message's device time to the end the agent foresees.
 */
export const zFieldServiceCreate = z.object({
  kind: z.enum(['unplanned', 'intervention']),
  siteId: zUuid(),
  activityType: zOptionalString(60),
  endAt: zIsoDateTime(),
});
export type FieldServiceCreate = z.infer<typeof zFieldServiceCreate>;

/**
 * A queued field message (spec 000 section 3, Queued event message): made on the phone with its own uuid and
 * the device's time, sent in order; the same uuid twice is one message.
 */
export const zFieldMessage = z
  .object({
    uuid: zUuid(),
    type: z.enum([...fieldActions, ...ptiFieldActions]),
    serviceId: zUuid(),
    deviceAt: zIsoDateTime(),
    location: zPosition.nullish(),
    end: zServiceEnd.optional(),
    photo: zPhoto.optional(),
    create: zFieldServiceCreate.optional(),
    /** The main courante's part of event.* messages (events/event-schemas.ts). */
    event: zFieldEventPayload.optional(),
    round: zRoundStepPayload.optional(),
    /** Lone-worker protection (pti.heartbeat, pti.alarm): see pti/pti-alarms.ts. */
    pti: zPtiPayload.optional(),
  })
  .refine((message) => ptiPayloadFits(message.type, message.pti), {
    message: 'Les informations de protection ne correspondent pas au message',
    path: ['pti'],
  })
  .superRefine((message, ctx) => {
    const issue = roundPayloadIssue(message.type, message.round);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['round'] });
  })
  .superRefine(refineFieldEvent)
  .refine((message) => (message.type === 'service.photo') === (message.photo !== undefined), {
    message: 'Une photo est attendue avec ce message, et seulement avec lui',
    path: ['photo'],
  })
  .refine((message) => !message.create || message.type === 'service.start', {
    message: 'Un service se crée seulement à sa prise',
    path: ['create'],
  })
  .refine((message) => message.create?.kind !== 'intervention' || message.create.activityType, {
    message: "Choisissez le type d'activité de l'intervention",
    path: ['create', 'activityType'],
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
  /** The photos taken at the end (their files, read through the files' download route). */
  photos: z.array(z.object({ fileId: z.string(), takenAt: z.string() })),
});
export type FieldService = z.infer<typeof zFieldService>;

export const zFieldAnswer = z.object({ uuid: z.string(), receivedAt: z.string(), service: zFieldService });
export type FieldAnswer = z.infer<typeof zFieldAnswer>;

/**
 * What the agent needs to work a service, kept on the phone when it is taken (it shows offline): the site with
 * its instructions, keys and alarms, the rounds due, and what the end of the service will ask.
 */
export const zFieldBriefing = z.object({
  id: z.string(),
  reference: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  postTitle: z.string().nullable(),
  comments: z.string().nullable(),
  endPoint: z.string().nullable(),
  activityType: z.object({ key: z.string(), label: z.string() }).nullable(),
  site: z
    .object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      /** The site's point and radius, for lone-worker perimeter detection (absent from older phones' copies). */
      perimeter: z.object({ latitude: z.number(), longitude: z.number(), radius: z.number() }).nullish(),
      comments: z.string().nullable(),
      keys: z.array(z.object({ label: z.string(), number: z.string().nullish(), location: z.string().nullish() })),
      alarms: z.array(
        z.object({
          label: z.string(),
          code: z.string().nullish(),
          provider: z.string().nullish(),
          phone: z.string().nullish(),
        }),
      ),
      instructions: z.array(z.object({ title: z.string(), content: z.string() })),
    })
    .nullable(),
  rounds: z.array(zBriefingRound),
  voucherRequired: z.boolean(),
  endPhotoRequired: z.boolean(),
  /** When the service may be taken (issue 25), null when any time; absent from older phones' copies. */
  startOpensAt: z.string().nullish(),
  /** Minutes after the planned end from which the end is a warning and an anomaly. */
  lateEndMinutes: z.number().nullish(),
  /** The agency's zone, to write the times the phone tells. */
  timeZone: z.string().nullish(),
});
export type FieldBriefing = z.infer<typeof zFieldBriefing>;

/**
 * What the phone keeps for the field: how to reach the agency (terrain/contactAgence), and what an agent may start
 * without a plan: the agency's activity types, the sites they work on, and whether they may start unplanned.
 */
export const zFieldStartOptions = z.object({
  agency: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string(),
  }),
  activityTypes: z.array(z.object({ key: z.string(), label: z.string() })),
  sites: z.array(z.object({ id: z.string(), name: z.string(), address: z.string() })),
  canStartUnplanned: z.boolean(),
});
export type FieldStartOptions = z.infer<typeof zFieldStartOptions>;
