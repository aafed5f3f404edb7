import type { AgencyType } from '@securite/domain/agency-settings/agency-types';
import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import type { AgentListItem } from '@securite/domain/agents/list-schemas';
import type { InformationNote } from '@securite/domain/information-notes/schemas';
import type { CurrentUser } from '@securite/domain/session/schemas';
import type { Unavailability } from '@securite/domain/unavailabilities/schemas';
import { fixtures } from './fixtures.ts';

/** Ids of the fixtures' agency and agents (uuids: the shared schemas check them before sending). */
export const ids = {
  ownAgent: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b74',
  julie: '5b0e8f8e-3a57-4c43-9d0f-0d6f4c2f0a11',
  karim: '7c1f9a9f-4b68-4d54-8e1a-1e7a5d3a1b22',
  leave: '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a41',
  training: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c52',
  requestType: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d63',
} as const;

/** The demo agent (self unavailability right, agentRequests.create) with a uuid agent id, as the server gives. */
export const agentUser: CurrentUser = {
  ...fixtures.agent,
  userCompanies: fixtures.agent.userCompanies.map((c) => ({ ...c, agentId: ids.ownAgent })),
};

export const unavailabilityTypes: AgencyType[] = [
  { id: ids.leave, label: 'Congés payés', createdAt: '2026-01-01T00:00:00.000Z' },
  { id: ids.training, label: 'Formation', createdAt: '2026-01-01T00:00:00.000Z' },
];

export const requestTypes: AgencyType[] = [
  { id: ids.requestType, label: 'Matériel', createdAt: '2026-01-01T00:00:00.000Z' },
];

export function unavailability(
  id: string,
  agent: { id: string; fullname: string },
  extra: Partial<Unavailability> = {},
) {
  return {
    id,
    uuid: null,
    agent,
    type: { id: ids.leave, label: 'Congés payés' },
    startAt: '2026-07-06T06:00:00.000Z',
    endAt: '2026-07-10T16:00:00.000Z',
    comment: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    updatedAt: '2026-06-01T08:00:00.000Z',
    ...extra,
  } satisfies Unavailability;
}

export function agentRequest(id: string, extra: Partial<AgentRequest> = {}): AgentRequest {
  return {
    id,
    uuid: null,
    agent: { id: ids.karim, fullname: 'Karim Benali' },
    requestType: { id: ids.requestType, label: 'Matériel' },
    subject: 'Lampe torche défectueuse',
    content: 'Elle ne tient plus la charge.',
    status: 'pending',
    statusChangedAt: null,
    unread: false,
    createdAt: '2026-06-02T08:00:00.000Z',
    updatedAt: '2026-06-02T08:00:00.000Z',
    ...extra,
  };
}

export function informationNote(id: string, extra: Partial<InformationNote> = {}): InformationNote {
  return {
    id,
    title: 'Nouvelles tenues d’hiver',
    content: 'Les parkas sont disponibles à l’agence.',
    audience: 'all',
    author: { userId: 'u-gerant', fullname: 'Gérard Martin' },
    read: false,
    readAt: null,
    createdAt: '2026-06-03T08:00:00.000Z',
    updatedAt: '2026-06-03T08:00:00.000Z',
    ...extra,
  };
}

export const emptyPage = { data: [], total: 0 };

/** An agent as POST /fetch/agents lists it. */
export function agentListItem(
  id: string,
  firstname: string,
  lastname: string,
  extra: Partial<AgentListItem> = {},
): AgentListItem {
  return {
    id,
    firstname,
    lastname,
    fullname: `${firstname} ${lastname}`,
    email: null,
    phone: null,
    status: 'active',
    active: true,
    hasAccount: true,
    registrationNumber: null,
    specialties: [],
    plannable: true,
    rating: 3,
    type: 'employee',
    externalCompanyName: null,
    activeContract: null,
    workingLimit: null,
    cnapsCardNumber: null,
    cnapsCardExpiresAt: null,
    expirationStatus: null,
    expirationItems: [],
    profilePicture: null,
    fake: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}
