import type { HourCoefficients } from '../hours/hour-coefficients.ts';

/**
 * Planning checks, each with a stable error type so that an agency can make it blocking or a warning
 * (spec 000 section 5; the rules and their values in COMPLIANCE.md).
 */
export const planningErrorTypes = [
  'overlap',
  'unavailable',
  'notPlannable',
  'deactivated',
  'noContract',
  'inactiveAccount',
  'cnapsExpired',
  'missingSpecialty',
  'siteExcluded',
  'dailyRest',
  'nightDayRest',
  'dailyMax',
  'weeklyMax',
  'weeklyAverage',
  'weeklyRest',
  'sundaysOff',
  'minimumPeriod',
  'workingLimit',
  'tourOverlap',
] as const;
export type PlanningErrorType = (typeof planningErrorTypes)[number];

/** French name of each check, as listed in the agency settings and above each error. */
export const planningErrorLabels: Record<PlanningErrorType, string> = {
  overlap: 'Collaborateur déjà planifié sur un autre service',
  unavailable: 'Collaborateur indisponible',
  notPlannable: 'Collaborateur non planifiable',
  deactivated: 'Collaborateur désactivé',
  noContract: 'Collaborateur sans contrat de travail en cours',
  inactiveAccount: 'Compte de connexion du collaborateur inactif',
  cnapsExpired: 'Carte professionnelle CNAPS expirée',
  missingSpecialty: 'Spécialité manquante',
  siteExcluded: 'Collaborateur exclu du site',
  dailyRest: 'Repos quotidien inférieur à 11 h',
  nightDayRest: 'Repos inférieur à 10 h entre un service de nuit et un service de jour',
  dailyMax: 'Plus de 12 h de travail dans la journée',
  weeklyMax: 'Plus de 48 h de travail dans la semaine',
  weeklyAverage: 'Plus de 46 h en moyenne sur 12 semaines',
  weeklyRest: 'Repos hebdomadaire inférieur à 35 h',
  sundaysOff: 'Moins de 2 dimanches de repos par mois en moyenne sur 3 mois',
  minimumPeriod: 'Vacation de moins de 4 h',
  workingLimit: 'Limite de temps de travail du contrat dépassée',
  tourOverlap: 'Services qui se chevauchent dans la tournée',
};

/**
 * Always blocking, whatever the agency chose: a double booking is refused by the database too, the law
 * forbids employing an agent without a valid card (CSI R631-15) or an agent who left, and an agent the agency
 * excluded from a site (the site's « Agents exclus ») is not posted there (issue 32).
 */
export const alwaysBlockingErrors: readonly PlanningErrorType[] = [
  'overlap',
  'cnapsExpired',
  'deactivated',
  'siteExcluded',
];

/** The agency's default choice of blocking checks. */
export const defaultBlockingErrors: readonly PlanningErrorType[] = [
  ...alwaysBlockingErrors,
  'unavailable',
  'notPlannable',
];

/** Whether an error of this type refuses the save, given the agency's choice. */
export function isBlocking(type: PlanningErrorType, agencyBlocking: readonly PlanningErrorType[]): boolean {
  return alwaysBlockingErrors.includes(type) || agencyBlocking.includes(type);
}

/** One problem found on one service of a batch (`key` names the service in the batch: its id or index). */
export type PlanningIssue = {
  key: string;
  type: PlanningErrorType;
  message: string;
};

/** The limits the checks enforce, defaulting to the French rules. */
export type PlanningRules = {
  minDailyRestHours: number;
  maxDailyHours: number;
  maxWeeklyHours: number;
  maxAverageWeeklyHours: number;
  averageWeeks: number;
  minWeeklyRestHours: number;
  minPeriodHours: number;
  /** Rest when switching between a night service and a day service, either way (IDCC 1351 art. 7.01). */
  minNightDayRestHours: number;
  /** The night period, read on the agency's wall clock; the pay's night hours use the same one. */
  night: Pick<HourCoefficients, 'nightStart' | 'nightEnd'>;
  /** Sundays off per calendar month on average over `sundaysOffMonths` consecutive months (IDCC 1351 art. 7.01). */
  minSundaysOffPerMonth: number;
  sundaysOffMonths: number;
  /** The agency plans only agents whose login account is active (planning settings; check `inactiveAccount`). */
  requireActiveAccount?: boolean;
};

export const defaultPlanningRules: PlanningRules = {
  minDailyRestHours: 11,
  maxDailyHours: 12,
  maxWeeklyHours: 48,
  maxAverageWeeklyHours: 46,
  averageWeeks: 12,
  minWeeklyRestHours: 35,
  minPeriodHours: 4,
  minNightDayRestHours: 10,
  // IDCC 1351: night work runs from 21:00 to 06:00.
  night: { nightStart: '21:00', nightEnd: '06:00' },
  minSundaysOffPerMonth: 2,
  sundaysOffMonths: 3,
};
