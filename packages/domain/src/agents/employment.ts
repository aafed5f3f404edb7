import { z } from 'zod';
import { messages } from '../errors/messages.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate, zOptionalString } from '../validation/zod.ts';

/** The sex as the staff register records it (Code du travail D1221-23). */
export const agentSexes = ['female', 'male'] as const;
export type AgentSex = (typeof agentSexes)[number];
export const agentSexLabels: Record<AgentSex, string> = { female: 'Femme', male: 'Homme' };

/** The kind of employment contract, a column of the staff register. */
export const contractTypes = ['cdi', 'cdd', 'interim', 'apprenticeship', 'professionalisation', 'internship'] as const;
export type ContractType = (typeof contractTypes)[number];
export const contractTypeLabels: Record<ContractType, string> = {
  cdi: 'CDI',
  cdd: 'CDD',
  interim: 'Intérim',
  apprenticeship: 'Apprentissage',
  professionalisation: 'Contrat de professionnalisation',
  internship: 'Stage',
};

export const employmentMessages = {
  exitBeforeEntry: 'La date de sortie doit être postérieure ou égale à la date d’entrée',
} as const;

const zDay = () => zIsoDate(messages.invalidDate);

/**
 * The employment details the staff register needs and the agent record keeps: sex, job, qualification, contract,
 * entry and exit dates, and for a foreign worker the type and number of the work permit. A field left out keeps
 * its value on an edit.
 */
export const zEmploymentInput = {
  sex: z.enum(agentSexes, { error: m.invalid }).nullable().optional(),
  jobTitle: zOptionalString(120),
  qualification: zOptionalString(120),
  contractType: z.enum(contractTypes, { error: m.invalid }).nullable().optional(),
  entryDate: zDay().nullable().optional(),
  exitDate: zDay().nullable().optional(),
  workPermitType: zOptionalString(120),
  workPermitNumber: zOptionalString(60),
};

/** The same details as the agent record shows them. */
export const zEmployment = {
  sex: z.enum(agentSexes).nullable(),
  jobTitle: z.string().nullable(),
  qualification: z.string().nullable(),
  contractType: z.enum(contractTypes).nullable(),
  entryDate: z.string().nullable(),
  exitDate: z.string().nullable(),
  workPermitType: z.string().nullable(),
  workPermitNumber: z.string().nullable(),
};
