import { z } from 'zod';
import { validationMessages as m } from '../../validation/messages.ts';
import { zIsoDate, zUuid } from '../../validation/zod.ts';
import { planningErrorTypes } from '../planning-errors.ts';

/** The longest period one proposal fills (« un mois » : 31 days). */
export const AUTOPLAN_MAX_DAYS = 31;

export const autoplanMessages = {
  periodTooLong: `La période d'une proposition est d'au plus ${AUTOPLAN_MAX_DAYS} jours`,
  periodReversed: 'La fin de la période doit suivre son début',
  notFound: 'Proposition de planning introuvable',
  finished: 'Cette proposition est terminée',
  takenByProposal: 'Déjà proposé sur un autre poste incompatible',
  noAgent: 'Aucun collaborateur planifiable',
  failed: 'La proposition a échoué',
} as const;

/**
 * Why a candidate cannot take a post: a planning check (the site exclusion, `siteExcluded`, is one of them), or
 * one of the proposal's own rules.
 */
export const autoplanReasonTypes = [...planningErrorTypes, 'takenByProposal', 'noAgent'] as const;
export type AutoplanReasonType = (typeof autoplanReasonTypes)[number];

/**
 * The agency's weights of the proposal's costs (points): per hour over the contract, per hour of night, Sunday
 * or holiday premium, per post on a site the agent never worked, per change of site within a day, per night or
 * Sunday above the team's mean and per hour above the contract's share, per post taken from its stored agent.
 */
/** A weight: a number from 0 to 100. */
const zWeight = () => z.number({ error: m.invalid }).min(0, m.invalid).max(100, m.invalid);

export const zAutoplanWeights = z.object(
  {
    overtime: zWeight(),
    premium: zWeight(),
    newSite: zWeight(),
    travel: zWeight(),
    fairness: zWeight(),
    change: zWeight(),
  },
  { error: m.invalid },
);
export type AutoplanWeights = z.infer<typeof zAutoplanWeights>;

export const defaultAutoplanWeights: AutoplanWeights = {
  overtime: 3,
  premium: 0.5,
  newSite: 4,
  travel: 2,
  fairness: 1,
  change: 1,
};

const dayMs = 86_400_000;

/** POST {agency}/planning/proposals: the period (days, inclusive), the sites (none: all) and the weights. */
export const zAutoplanRequest = z
  .object({
    from: zIsoDate(),
    to: zIsoDate(),
    siteIds: z.array(zUuid(), { error: m.invalid }).max(5000, m.invalid).default([]),
    weights: zAutoplanWeights.partial().default({}),
  })
  .superRefine((v, ctx) => {
    const days = (Date.parse(v.to) - Date.parse(v.from)) / dayMs + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: autoplanMessages.periodReversed });
    else if (days > AUTOPLAN_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: autoplanMessages.periodTooLong });
    }
  });
export type AutoplanRequest = z.input<typeof zAutoplanRequest>;

/** One reason a post stays open: the rule, and how many agents it blocks. */
export const zAutoplanReason = z.object({
  type: z.enum(autoplanReasonTypes),
  label: z.string(),
  agents: z.number().int(),
});
export type AutoplanReason = z.infer<typeof zAutoplanReason>;

export const zAutoplanCostParts = z.object({
  overtime: z.number(),
  premium: z.number(),
  newSite: z.number(),
  travel: z.number(),
  fairness: z.number(),
  change: z.number(),
});
export type AutoplanCostParts = z.infer<typeof zAutoplanCostParts>;

/** One open post of the proposal: filled (agent, its cost) or left open with the reasons. */
export const zAutoplanLine = z.object({
  serviceId: z.string(),
  siteId: z.string().nullable(),
  siteName: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  /** The agent it had (lost to an unavailability), if any. */
  previousAgentId: z.string().nullable(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  cost: z.number(),
  reasons: z.array(zAutoplanReason),
});
export type AutoplanLine = z.infer<typeof zAutoplanLine>;

export const zAutoplanResult = z.object({
  lines: z.array(zAutoplanLine),
  cost: z.number(),
  costParts: zAutoplanCostParts,
  greedyCost: z.number(),
  /** The LP relaxation's bound of the solved models, and the solver that gave the answer. */
  lowerBound: z.number().nullable(),
  solver: z.enum(['mip', 'greedy']),
  /** How many models the period was cut into, and how many of them the MIP answered. */
  chunks: z.number().int(),
  mipChunks: z.number().int(),
  filled: z.number().int(),
  open: z.number().int(),
  seconds: z.number(),
});
export type AutoplanResult = z.infer<typeof zAutoplanResult>;

export const autoplanStatuses = ['running', 'done', 'failed', 'cancelled'] as const;
export type AutoplanStatus = (typeof autoplanStatuses)[number];

/** GET {agency}/planning/proposals/{id}: where the run is, and its proposal once done. */
export const zAutoplanRun = z.object({
  id: z.string(),
  status: z.enum(autoplanStatuses),
  progress: z.number().int(),
  phase: z.string(),
  error: z.string().nullable(),
  result: zAutoplanResult.nullable(),
});
export type AutoplanRun = z.infer<typeof zAutoplanRun>;

/** What the worker is doing, as the progress bar names it. */
export const autoplanPhaseLabels: Record<string, string> = {
  queued: 'En attente',
  loading: 'Lecture du planning',
  candidates: 'Recherche des collaborateurs possibles',
  greedy: 'Première proposition',
  solving: 'Optimisation',
  verifying: 'Vérification des règles',
  done: 'Terminée',
};
