import { type AgentSex, agentSexLabels, type ContractType, contractTypeLabels } from '../agents/employment.ts';
import { formatDay } from '../time/calendar-day.ts';

/** One person of the staff register (registre unique du personnel), as the agent record holds them. */
export interface StaffRegisterEntry {
  lastname: string;
  firstname: string;
  nationality: string | null;
  birthDate: string | null;
  sex: AgentSex | null;
  jobTitle: string | null;
  qualification: string | null;
  contractType: ContractType | null;
  entryDate: string | null;
  exitDate: string | null;
  workPermitType: string | null;
  workPermitNumber: string | null;
}

export interface StaffRegister {
  agencyName: string;
  /** « au 31/03/2026 ». */
  asOf: string;
  /** The agency's header and footer of generated documents (Paramètres › export), empty for none. */
  header: string;
  footer: string;
  entries: StaffRegisterEntry[];
}

const day = (value: string | null) => (value ? formatDay(value) : '');

/** Whether the nationality read on the record is French (the permit column is for the others). */
export function isFrench(nationality: string | null): boolean {
  return !nationality || /^fran[cç]ais|^france$|^fr$/i.test(nationality.trim());
}

/**
 * The register's legal columns (Code du travail L1221-13 and D1221-23), in order: number, names, nationality, birth
 * date, sex, job, qualification, contract, entry and exit dates, and for a foreign worker the work permit.
 */
export const staffRegisterColumns: Array<{
  header: string;
  width: number;
  value: (e: StaffRegisterEntry, index: number) => string;
}> = [
  { header: 'N°', width: 20, value: (_e, i) => String(i + 1) },
  { header: 'Nom', width: 62, value: (e) => e.lastname },
  { header: 'Prénoms', width: 62, value: (e) => e.firstname },
  { header: 'Nationalité', width: 56, value: (e) => e.nationality ?? '' },
  { header: 'Date de naissance', width: 62, value: (e) => day(e.birthDate) },
  { header: 'Sexe', width: 32, value: (e) => (e.sex ? agentSexLabels[e.sex] : '') },
  { header: 'Emploi', width: 70, value: (e) => e.jobTitle ?? '' },
  { header: 'Qualification', width: 80, value: (e) => e.qualification ?? '' },
  { header: 'Type de contrat', width: 62, value: (e) => (e.contractType ? contractTypeLabels[e.contractType] : '') },
  { header: 'Date d’entrée', width: 52, value: (e) => day(e.entryDate) },
  { header: 'Date de sortie', width: 52, value: (e) => day(e.exitDate) },
  {
    header: 'Titre de travail (étrangers)',
    width: 150,
    value: (e) =>
      isFrench(e.nationality)
        ? ''
        : [e.workPermitType, e.workPermitNumber].filter(Boolean).join(' n° ') || 'À renseigner',
  },
];
