/** What an agent record is to the agency. */
export const AgentType = {
  Employee: 'employee',
  Temporary: 'temporary',
  Subcontractor: 'subcontractor',
} as const;
export type AgentType = (typeof AgentType)[keyof typeof AgentType];
export const agentTypes = Object.values(AgentType) as [AgentType, ...AgentType[]];
export const agentTypeLabels: Record<AgentType, string> = {
  employee: 'Salarié',
  temporary: 'Intérimaire',
  subcontractor: 'Sous-traitant',
};

/**
 * An agent's status in the lists: active (an account that can sign in), invited (activated, the password not
 * chosen yet) and inactive (a record without an account, or a deactivated one).
 */
export const AgentStatus = {
  Active: 'active',
  Invited: 'invited',
  Inactive: 'inactive',
} as const;
export type AgentStatus = (typeof AgentStatus)[keyof typeof AgentStatus];
export const agentStatusLabels: Record<AgentStatus, string> = {
  active: 'Actif',
  invited: 'Invitation envoyée',
  inactive: 'Inactif',
};

/** The status of an agent from its membership and user. */
export function agentStatusOf(input: { active: boolean; hasPassword: boolean }): AgentStatus {
  if (!input.active) return AgentStatus.Inactive;
  return input.hasPassword ? AgentStatus.Active : AgentStatus.Invited;
}

/**
 * Documents with an expiry date kept on an agent record. The CNAPS professional card is not one of them: it
 * has its own fields on the record, and the expiration screens show it with the kind 'cnapsCard'.
 */
export const ExpirationKind = {
  Certificate: 'certificate',
  Contract: 'contract',
  MedicalVisit: 'medicalVisit',
  DrivingLicence: 'drivingLicence',
  Other: 'other',
} as const;
export type ExpirationKind = (typeof ExpirationKind)[keyof typeof ExpirationKind];
export const expirationKinds = Object.values(ExpirationKind) as [ExpirationKind, ...ExpirationKind[]];
export const CNAPS_CARD_KIND = 'cnapsCard';
export type ExpirationScreenKind = ExpirationKind | typeof CNAPS_CARD_KIND;
export const expirationKindLabels: Record<ExpirationScreenKind, string> = {
  cnapsCard: 'Carte professionnelle CNAPS',
  certificate: 'Diplôme ou certificat',
  contract: 'Contrat de travail',
  medicalVisit: 'Visite médicale',
  drivingLicence: 'Permis de conduire',
  other: 'Autre document',
};

/**
 * The agency expiration screens (spec 000 section 2): "regulatory agent" is the CNAPS card and the agent's
 * certificates, "agent work contracts" the contracts.
 */
export type ExpirationCategory = 'regulatory' | 'contracts' | 'all';
export function expirationCategoryOf(kind: ExpirationScreenKind): Exclude<ExpirationCategory, 'all'> {
  return kind === ExpirationKind.Contract ? 'contracts' : 'regulatory';
}

/** Rating of an agent, from 1 to 5; 3 by default (spec 000 section 9). */
export const DEFAULT_AGENT_RATING = 3;
export const MIN_AGENT_RATING = 1;
export const MAX_AGENT_RATING = 5;

/** Specialties an agency usually needs; the field accepts any other text too. */
export const commonSpecialties = [
  'Agent de sécurité',
  'SSIAP 1',
  'SSIAP 2',
  'SSIAP 3',
  'Agent cynophile',
  'Rondier',
  'Agent de prévention et de sécurité',
  'Opérateur de télésurveillance',
  'Garde du corps',
] as const;
