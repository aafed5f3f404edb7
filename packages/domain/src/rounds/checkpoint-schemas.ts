import { z } from 'zod';
import { zLocation } from '../sites/site-schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString, zRequiredString } from '../validation/zod.ts';

/** The colour of a validated checkpoint (spec 000, section 9). */
export const CHECKPOINT_VALIDATED_COLOR = '#4caf50';

/** Colours an agency may give its checkpoints on maps and lists; green stays for "validated". */
export const checkpointColors = [
  { value: '#1976d2', label: 'Bleu' },
  { value: '#ff9800', label: 'Orange' },
  { value: '#9c27b0', label: 'Violet' },
  { value: '#e91e63', label: 'Rose' },
  { value: '#795548', label: 'Marron' },
  { value: '#607d8b', label: 'Gris' },
] as const;
export const DEFAULT_CHECKPOINT_COLOR = checkpointColors[0].value;
const colorValues = checkpointColors.map((c) => c.value) as [string, ...string[]];

export const checkpointMessages = {
  notFound: 'Point de contrôle introuvable',
  badgeTaken: (title: string) => `Ce badge est déjà attribué au point de contrôle « ${title} ».`,
  inUse: (rounds: number) =>
    `Ce point de contrôle fait partie de ${rounds} ronde(s) : retirez-le de ces rondes avant de le supprimer.`,
  confirmDelete: (title: string) => `Supprimer le point de contrôle « ${title} » ?`,
  deleted: 'Le point de contrôle a été supprimé',
  saved: 'Le point de contrôle a été enregistré',
} as const;

/**
 * POST {agency}/checkpoint: creates (right checkpoints.create), or edits with an id (checkpoints.edit).
 * `badge` is what the agent's phone reads on the spot: the NFC tag's identifier or the QR code's text; one badge
 * identifies one checkpoint of the agency. Without a badge the checkpoint is printed as a QR code of its id.
 */
export const zCheckpointRequest = z.object({
  id: z.uuid().nullish(),
  title: zRequiredString(100),
  siteId: z.uuid({ error: m.invalid }),
  location: zLocation.nullish(),
  color: z.enum(colorValues, { error: m.invalid }).default(DEFAULT_CHECKPOINT_COLOR),
  badge: zOptionalString(100),
});
export type CheckpointRequest = z.infer<typeof zCheckpointRequest>;

export const zCheckpoint = z.object({
  id: z.string(),
  title: z.string(),
  site: z.object({ id: z.string(), name: z.string() }),
  location: zLocation.nullable(),
  color: z.string(),
  badge: z.string().nullable(),
  /** How many rounds it belongs to. */
  rounds: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Checkpoint = z.infer<typeof zCheckpoint>;

/** GET {agency}/checkpoints[?siteId=]: the agency's checkpoints, by site then title. */
export const zCheckpointQuery = z.object({ siteId: z.uuid({ error: m.invalid }).optional() });
export const zCheckpointList = z.object({ checkpoints: z.array(zCheckpoint) });
export type CheckpointList = z.infer<typeof zCheckpointList>;
