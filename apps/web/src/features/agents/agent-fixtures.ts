import type { Agent } from '@securite/domain/agents/agent-schemas';
import type { AgentListItem } from '@securite/domain/agents/list-schemas';
import { agentListItem } from '../../test/workforce-fixtures.ts';

/** Test data shaped as the server answers (agency « agence-demo » of the test fixtures). */
export const AGENCY = '/api/agency/agence-demo';

/** A list row as the agents screens expect it: with an e-mail and a fixed creation date. */
export function listItem(
  id: string,
  firstname: string,
  lastname: string,
  extra: Partial<AgentListItem> = {},
): AgentListItem {
  return agentListItem(id, firstname, lastname, {
    email: `${firstname.toLowerCase()}@demo.test`,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...extra,
  });
}

export function agentRecord(id: string, firstname: string, lastname: string, extra: Partial<Agent> = {}): Agent {
  return {
    id,
    userId: `u-${id}`,
    firstname,
    lastname,
    fullname: `${firstname} ${lastname}`,
    email: null,
    phone: null,
    status: 'inactive',
    active: false,
    hasAccount: false,
    rights: ['agents.badge'],
    address: null,
    isOwner: false,
    profilePicture: null,
    workingLimit: null,
    fake: false,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    ...extra,
    agentInfos: {
      comments: null,
      rating: 3,
      registrationNumber: null,
      individualNumber: '123456789012',
      restrictions: null,
      overtimeIncrease: null,
      hourlyCostCents: null,
      specialties: [],
      plannable: true,
      weekDuration: null,
      type: 'employee',
      externalCompanyName: null,
      activeContract: null,
      dogs: [],
      cnapsCardNumber: null,
      cnapsCardExpiresAt: null,
      cnapsCardStatus: null,
      birthDate: null,
      birthPlace: null,
      nationality: null,
      sex: null,
      jobTitle: null,
      qualification: null,
      contractType: null,
      entryDate: null,
      exitDate: null,
      workPermitType: null,
      workPermitNumber: null,
      expirations: [],
      items: [],
      ...extra.agentInfos,
    },
  };
}

export const quota = {
  agentsLimit: 20,
  accountsLimit: 15,
  freeAccounts: 0,
  totalAccountsLimit: 15,
  agents: 2,
  accounts: 2,
};
