import type { CurrentUser, UserCompany } from '@securite/domain/session/schemas';

const agency = {
  id: 'agence-demo',
  name: 'Sécurité Démo',
  subscriptionValid: true,
  fake: false,
  timeZone: 'Europe/Paris',
};

function company(role: UserCompany['role'], rights: string[], extra: Partial<UserCompany> = {}): UserCompany {
  return {
    id: `membre-${role}`,
    role,
    rights,
    isOwner: role === 'owner',
    agency,
    customer: null,
    agentId: role === 'agent' ? `membre-${role}` : null,
    ...extra,
  };
}

function user(email: string, firstname: string, lastname: string, extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: `u-${email}`,
    email,
    firstname,
    lastname,
    fullname: `${firstname} ${lastname}`,
    phone: null,
    admin: false,
    superAdmin: false,
    isSupport: false,
    firstLogin: false,
    moderationPending: false,
    drawerNavigation: false,
    impersonatedBy: null,
    userCompanies: [],
    ...extra,
  };
}

/** The demo accounts of the server's seed, as GET /api/user answers them. */
export const fixtures = {
  owner: user('gerant@demo.test', 'Gérard', 'Martin', { userCompanies: [company('owner', [])] }),
  planning: user('planning@demo.test', 'Paula', 'Nicolas', {
    userCompanies: [
      company('staff', [
        'planning.sites',
        'planning.agents',
        'services.view',
        'services.create',
        'services.edit',
        'circuits.create',
        'circuits.edit',
        'unavailabilities.create',
        'unavailabilities.edit',
        'agentRequests.create',
        'agentRequests.edit',
        'sites.create',
        'sites.edit',
        'agents.directory',
        'events.view',
        'supervision.view',
        'hours.view',
        'informationNotes.create',
      ]),
    ],
  }),
  agent: user('agent@demo.test', 'Karim', 'Benali', {
    userCompanies: [
      company('agent', ['unavailabilities.self', 'agents.directory', 'agents.badge', 'agentRequests.create']),
    ],
  }),
  customer: user('client@demo.test', 'Claire', 'Durand', {
    userCompanies: [company('customer', [], { customer: { id: 'client-demo', name: 'Client Démo' } })],
  }),
  admin: user('admin@demo.test', 'Alice', 'Admin', { admin: true }),
};

export function withLockedAgency(u: CurrentUser): CurrentUser {
  return {
    ...u,
    userCompanies: u.userCompanies.map((c) => ({ ...c, agency: { ...c.agency, subscriptionValid: false } })),
  };
}
