import type { Agent, AgentSaveInput, AgentSaveRequest } from '@securite/domain/agents/agent-schemas';
import { DEFAULT_AGENT_RATING } from '@securite/domain/agents/agent-types';
import { ungrantableRights } from '@securite/domain/agents/rights-grant';
import type { Actor } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';

import { texts } from '../texts.ts';

/** What the form holds (the domain schema's input) and what it gives once valid (its output). */
export type AgentFormValues = AgentSaveRequest;
export type AgentFormOutput = AgentSaveInput;

/** Rights a new field agent usually needs: their badge, the directory, their unavailabilities and requests. */
export const NEW_AGENT_RIGHTS: Right[] = [
  'agents.badge',
  'agents.directory',
  'unavailabilities.self',
  'agentRequests.create',
];

const DEFAULT_COUNTRY = texts.france;

/** The form's values for an agent, or the defaults of a new record (rating 3, plannable, France). */
export function formValuesOf(agent: Agent | null, actor?: Actor): AgentFormValues {
  const refused = actor ? ungrantableRights(actor, NEW_AGENT_RIGHTS) : [];
  const infos = agent?.agentInfos;
  return {
    id: agent?.id ?? null,
    firstname: agent?.firstname ?? '',
    lastname: agent?.lastname ?? '',
    email: agent?.email ?? '',
    phone: agent?.phone ?? '',
    address: {
      street: agent?.address?.street ?? '',
      complement: agent?.address?.complement ?? '',
      zipcode: agent?.address?.zipcode ?? '',
      city: agent?.address?.city ?? '',
      country: agent ? (agent.address?.country ?? '') : DEFAULT_COUNTRY,
    },
    rights: agent?.rights ?? NEW_AGENT_RIGHTS.filter((right) => !refused.includes(right)),
    agentInfos: {
      comments: infos?.comments ?? '',
      rating: infos?.rating ?? DEFAULT_AGENT_RATING,
      generateRegistrationNumber: false,
      registrationNumber: infos?.registrationNumber ?? '',
      restrictions: infos?.restrictions ?? '',
      overtimeIncrease: infos?.overtimeIncrease ?? null,
      hourlyCostCents: infos?.hourlyCostCents ?? null,
      specialties: infos?.specialties ?? [],
      plannable: infos?.plannable ?? true,
      weekDuration: infos?.weekDuration ?? null,
      type: infos?.type ?? 'employee',
      externalCompanyName: infos?.externalCompanyName ?? '',
      activeContract: infos?.activeContract ?? null,
      dogs: (infos?.dogs ?? []).map((dog) => ({
        name: dog.name,
        breed: dog.breed ?? '',
        identificationNumber: dog.identificationNumber ?? '',
        vaccinationExpiresAt: dog.vaccinationExpiresAt ?? null,
      })),
      cnapsCardNumber: infos?.cnapsCardNumber ?? '',
      cnapsCardExpiresAt: infos?.cnapsCardExpiresAt ?? null,
      birthDate: infos?.birthDate ?? null,
      birthPlace: infos?.birthPlace ?? '',
      nationality: infos?.nationality ?? '',
      sex: infos?.sex ?? null,
      jobTitle: infos?.jobTitle ?? '',
      qualification: infos?.qualification ?? '',
      contractType: infos?.contractType ?? null,
      entryDate: infos?.entryDate ?? null,
      exitDate: infos?.exitDate ?? null,
      workPermitType: infos?.workPermitType ?? '',
      workPermitNumber: infos?.workPermitNumber ?? '',
      expirations: (infos?.expirations ?? []).map((e) => ({
        id: e.id,
        kind: e.kind,
        label: e.label,
        number: e.number ?? '',
        expiresAt: e.expiresAt,
      })),
    },
  };
}

/** The dialog's tabs, and which form fields each holds (to open the tab of the first error). */
export const agentTabs = [
  {
    id: 'identite',
    label: texts.identite,
    fields: [
      'firstname',
      'lastname',
      'email',
      'phone',
      'address',
      'agentInfos.birth',
      'agentInfos.nationality',
      'agentInfos.registrationNumber',
      'agentInfos.comments',
    ],
  },
  {
    id: 'contrat',
    label: texts.contrat,
    fields: [
      'agentInfos.activeContract',
      'agentInfos.jobTitle',
      'agentInfos.qualification',
      'agentInfos.contractType',
      'agentInfos.sex',
      'agentInfos.entryDate',
      'agentInfos.exitDate',
      'agentInfos.workPermit',
    ],
  },
  {
    id: 'carte',
    label: texts.carteProfessionnelleEtCertificats,
    fields: ['agentInfos.cnapsCard', 'agentInfos.expirations'],
  },
  {
    id: 'competences',
    label: texts.competences,
    fields: ['agentInfos.specialties', 'agentInfos.dogs', 'agentInfos.restrictions'],
  },
  { id: 'equipement', label: texts.equipement, fields: [] },
  { id: 'documents', label: texts.documents, fields: [] },
  {
    id: 'parametres',
    label: texts.parametres,
    fields: [
      'agentInfos.rating',
      'agentInfos.plannable',
      'agentInfos.overtimeIncrease',
      'agentInfos.hourlyCostCents',
      'agentInfos.weekDuration',
      'agentInfos.type',
      'agentInfos.externalCompanyName',
    ],
  },
  { id: 'compte', label: texts.compteEtDroits, fields: ['rights', 'willActivate', 'willDeactivate'] },
] as const;
export type AgentTabId = (typeof agentTabs)[number]['id'];

/** The tab holding a field path (dotted, as react-hook-form and the server name them). */
export function tabOfField(path: string, values?: AgentFormValues): AgentTabId {
  const document = /^agentInfos\.expirations\.(\d+)/.exec(path);
  if (document && values?.agentInfos?.expirations?.[Number(document[1])]?.kind === 'contract') return 'contrat';
  const tab = agentTabs.find((t) => t.fields.some((prefix) => path === prefix || path.startsWith(prefix)));
  return tab?.id ?? 'identite';
}

/** The dotted paths of every message in react-hook-form's nested errors, in form order. */
export function errorPaths(errors: object, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') paths.push(path);
    else paths.push(...errorPaths(value, path));
  }
  return paths;
}
