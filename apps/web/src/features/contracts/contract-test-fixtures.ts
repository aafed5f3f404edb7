import type { Contract, ContractParties, ContractTemplate } from '@securite/domain/contracts/contract-schemas';

export const api = '/api/agency/agence-demo';
export const customerId = 'c1b2c3d4-0000-4000-8000-000000000001';

export const parties: ContractParties = {
  customers: [
    {
      id: customerId,
      name: 'Client Démo',
      contacts: [{ name: 'Claire Durand', email: 'client@demo.test' }],
    },
  ],
  agents: [{ id: 'a1b2c3d4-0000-4000-8000-000000000001', fullname: 'Karim Benali', email: 'agent@demo.test' }],
};

export const template: ContractTemplate = {
  // A real UUID: the dialog checks the request with the domain's schema, as the server does.
  id: 'f1b2c3d4-0000-4000-8000-000000000001',
  kind: 'customer',
  title: 'Contrat de prestation de surveillance',
  body: 'Entre {{agence.nom}} et {{client.nom}}.',
  platform: false,
  createdAt: '2026-01-02T08:00:00.000Z',
  updatedAt: '2026-01-02T08:00:00.000Z',
};

export function contract(id: string, extra: Partial<Contract> = {}): Contract {
  return {
    id,
    kind: 'customer',
    title: 'Contrat de gardiennage',
    reference: 'CTR-0001',
    status: 'created',
    body: 'Entre {{agence.nom}} et {{client.nom}}.',
    templateId: template.id,
    customer: { id: customerId, name: 'Client Démo' },
    agent: null,
    signerName: 'Claire Durand',
    signerEmail: 'client@demo.test',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    sentAt: null,
    signedAt: null,
    linkExpiresAt: null,
    signatures: [],
    file: null,
    createdAt: '2026-01-03T08:00:00.000Z',
    updatedAt: '2026-01-03T08:00:00.000Z',
    ...extra,
  };
}
