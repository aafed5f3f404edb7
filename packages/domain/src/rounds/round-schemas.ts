import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zRequiredString, zSearch } from '../validation/zod.ts';
import { MAX_EXPECTED_DELAY_MINUTES } from './expected-times.ts';

/**
 * The order in which a round's checkpoints may be validated (spec 000, section 5): any order; only the next one;
 * the next one or, the round being walked backwards, the previous one.
 */
export const roundDirections = ['free', 'ordered', 'reverseAllowed'] as const;
export type RoundDirection = (typeof roundDirections)[number];
export const roundDirectionLabels: Record<RoundDirection, string> = {
  free: 'Ordre libre',
  ordered: 'Ordre imposé',
  reverseAllowed: 'Ordre imposé, dans un sens ou dans l’autre',
};

export const MAX_ROUND_CHECKPOINTS = 100;
export const MAX_ROUND_EXECUTIONS = 50;

export const roundMessages = {
  notFound: 'Ronde introuvable',
  checkpointsRequired: 'Choisissez au moins un point de contrôle',
  checkpointTwice: 'Un point de contrôle ne peut figurer qu’une fois dans la ronde',
  otherSite: 'Les points de contrôle d’une ronde doivent appartenir à son site',
  confirmDelete: (name: string) => `Supprimer la ronde « ${name} » ?`,
  deleted: 'La ronde a été supprimée',
  saved: 'La ronde a été enregistrée',
  delayRange: `Indiquez un délai entre 0 et ${MAX_EXPECTED_DELAY_MINUTES} minutes`,
} as const;

/** POST {agency}/round: creates (rounds.create), or edits with an id (rounds.edit). Checkpoints in walking order. */
export const zRoundRequest = z.object({
  id: z.uuid().nullish(),
  name: zRequiredString(100),
  siteId: z.uuid({ error: m.invalid }),
  checkpointIds: z
    .array(z.uuid({ error: m.invalid }))
    .min(1, roundMessages.checkpointsRequired)
    .max(MAX_ROUND_CHECKPOINTS, m.invalid)
    .refine((ids) => new Set(ids).size === ids.length, roundMessages.checkpointTwice),
  grantedDirections: z.enum(roundDirections, { error: m.invalid }).default('ordered'),
  /** How many times the round must be run during each service it is attached to. */
  numberOfExecutions: z
    .number({ error: m.integer })
    .int(m.integer)
    .min(1, m.positiveInteger)
    .max(MAX_ROUND_EXECUTIONS, m.invalid)
    .default(1),
  /** Whether the agent may validate a checkpoint by hand, with a reason, when its badge cannot be read. */
  manualValidation: z.boolean({ error: m.invalid }).default(false),
  /**
   * When each checkpoint (by id) is expected, in minutes from the execution's start; a checkpoint left out has no
   * expected time. Delays of checkpoints not in the round are dropped on save.
   */
  expectedDelays: z
    .record(
      z.uuid({ error: m.invalid }),
      z
        .number({ error: m.integer })
        .int(m.integer)
        .min(0, roundMessages.delayRange)
        .max(MAX_EXPECTED_DELAY_MINUTES, roundMessages.delayRange),
    )
    .default({}),
});
export type RoundRequest = z.infer<typeof zRoundRequest>;

export const zRoundCheckpoint = z.object({
  id: z.string(),
  title: z.string(),
  color: z.string(),
  badge: z.string().nullable(),
  /** Minutes from the execution's start at which it is expected; null: no expected time. */
  expectedDelay: z.number().int().nullable(),
});

export const zRound = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  site: z.object({ id: z.string(), name: z.string() }),
  checkpoints: z.array(zRoundCheckpoint),
  grantedDirections: z.enum(roundDirections),
  numberOfExecutions: z.number().int(),
  manualValidation: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Round = z.infer<typeof zRound>;

/** POST {agency}/fetch/rounds: the agency's rounds, filtered by site or name. */
export const zRoundFetchRequest = zFetchRequest(
  z.object({
    search: zSearch(100),
    siteIds: z
      .array(z.uuid({ error: m.invalid }))
      .max(4000)
      .optional(),
  }),
  ['name', 'createdAt', 'updatedAt'] as const,
  { maxLimit: 500, defaultOrder: { field: 'name', direction: 'asc' } },
);
export type RoundFetchRequest = z.infer<typeof zRoundFetchRequest>;
export const zRoundPage = zPage(zRound);
export type RoundPage = z.infer<typeof zRoundPage>;
