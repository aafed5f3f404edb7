import { type CalendarDay, dayToDate, formatDay } from '../time/calendar-day.ts';
import { ExpirationKind, type ExpirationKind as Kind } from './agent-types.ts';
import { CNAPS_CARD_EXAMPLE, parseCnapsCardNumber } from './cnaps-card.ts';
import { expirationStatus } from './expirations.ts';
import { type ContractPeriod, monthlyWorkingLimit, WEEKS_PER_MONTH } from './working-limit.ts';

/** Maximum weekly work (IDCC 1351): a contract or week above it is flagged. */
export const MAX_WEEKLY_HOURS = 48;

/**
 * Non-blocking warnings after an agent save; the web asks 'Des anomalies ont été détectées, voulez-vous
 * modifier votre saisie ?' and lists them.
 */
export const anomalyMessages = {
  cnapsCardMissing: 'Le numéro de carte professionnelle CNAPS n’est pas renseigné.',
  cnapsCardExpiryMissing: 'La date d’expiration de la carte professionnelle CNAPS n’est pas renseignée.',
  cnapsCardFormat: `Le numéro de carte professionnelle ne suit pas le format du CNAPS (${CNAPS_CARD_EXAMPLE}).`,
  cnapsCardExpiryMismatch: (inNumber: CalendarDay) =>
    `La date d’expiration saisie diffère de celle du numéro de carte professionnelle (${formatDay(inNumber)}).`,
  cnapsCardExpired: (day: CalendarDay) =>
    `La carte professionnelle CNAPS a expiré le ${formatDay(day)} : ce collaborateur ne peut pas être affecté.`,
  cnapsCardExpiresSoon: (day: CalendarDay) =>
    `La carte professionnelle CNAPS expire le ${formatDay(day)} : son renouvellement doit être demandé au moins 3 mois avant.`,
  documentExpired: (label: string, day: CalendarDay) => `Le document « ${label} » a expiré le ${formatDay(day)}.`,
  documentExpiresSoon: (label: string, day: CalendarDay) => `Le document « ${label} » expire le ${formatDay(day)}.`,
  contractAboveLegal: (weekly: number) =>
    `Le contrat prévoit ${weekly.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} h par semaine, au-delà de la durée maximale légale de ${MAX_WEEKLY_HOURS} h.`,
  weekAboveLegal: (hours: number) =>
    `La durée hebdomadaire de ${hours.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} h dépasse la durée maximale légale de ${MAX_WEEKLY_HOURS} h.`,
  duplicateRegistrationNumber: (number: string) => `Le matricule ${number} est déjà attribué à un autre collaborateur.`,
} as const;

export interface AnomalyInput {
  cnapsCardNumber?: string | null;
  cnapsCardExpiresAt?: CalendarDay | null;
  activeContract?: { hoursLimit: number; period: ContractPeriod } | null;
  weekDuration?: number | null;
  expirations?: ReadonlyArray<{ kind: Kind; label: string; expiresAt: CalendarDay }>;
}

/** Weekly hours of a contract (monthly hours divided by 52/12). */
export function weeklyHoursOf(contract: { hoursLimit: number; period: ContractPeriod }): number {
  return contract.period === 'weekly' ? contract.hoursLimit : contract.hoursLimit / WEEKS_PER_MONTH;
}

/**
 * The anomalies of an agent record as saved: CNAPS card missing, malformed, expired or expiring; documents
 * expired or expiring; contract or week above the legal 48 h; a registration number already used.
 */
export function agentAnomalies(
  agent: AnomalyInput,
  context: { today: CalendarDay; duplicateRegistrationNumber?: string | null },
): string[] {
  const anomalies: string[] = [];
  const today = dayToDate(context.today);
  const card = agent.cnapsCardNumber?.trim();
  if (!card) anomalies.push(anomalyMessages.cnapsCardMissing);
  else {
    const parsed = parseCnapsCardNumber(card);
    if (!parsed) anomalies.push(anomalyMessages.cnapsCardFormat);
    else if (agent.cnapsCardExpiresAt && parsed.expiresAt !== agent.cnapsCardExpiresAt) {
      anomalies.push(anomalyMessages.cnapsCardExpiryMismatch(parsed.expiresAt));
    }
    if (!agent.cnapsCardExpiresAt) anomalies.push(anomalyMessages.cnapsCardExpiryMissing);
  }
  if (agent.cnapsCardExpiresAt) {
    const status = expirationStatus(dayToDate(agent.cnapsCardExpiresAt), today, 'cnapsCard');
    if (status === 'expired') anomalies.push(anomalyMessages.cnapsCardExpired(agent.cnapsCardExpiresAt));
    if (status === 'expiresSoon') anomalies.push(anomalyMessages.cnapsCardExpiresSoon(agent.cnapsCardExpiresAt));
  }
  for (const document of agent.expirations ?? []) {
    // A contract reaching its end is the expiration screens' business, not an input mistake.
    if (document.kind === ExpirationKind.Contract) continue;
    const status = expirationStatus(dayToDate(document.expiresAt), today);
    if (status === 'expired') anomalies.push(anomalyMessages.documentExpired(document.label, document.expiresAt));
    if (status === 'expiresSoon') {
      anomalies.push(anomalyMessages.documentExpiresSoon(document.label, document.expiresAt));
    }
  }
  if (agent.activeContract && monthlyWorkingLimit(agent.activeContract) !== null) {
    const weekly = Math.round(weeklyHoursOf(agent.activeContract) * 100) / 100;
    if (weekly > MAX_WEEKLY_HOURS) anomalies.push(anomalyMessages.contractAboveLegal(weekly));
  }
  if (agent.weekDuration != null && agent.weekDuration > MAX_WEEKLY_HOURS) {
    anomalies.push(anomalyMessages.weekAboveLegal(agent.weekDuration));
  }
  if (context.duplicateRegistrationNumber) {
    anomalies.push(anomalyMessages.duplicateRegistrationNumber(context.duplicateRegistrationNumber));
  }
  return anomalies;
}
