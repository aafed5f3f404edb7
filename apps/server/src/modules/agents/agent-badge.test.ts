import { isValidIndividualNumber } from '@securite/domain/agents/individual-number';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers, caller, createAgentVia, missingRight } from '../../testing/agent-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let badgeAgent: { id: string; api: ReturnType<typeof caller> };

beforeAll(async () => {
  a = await agencyWithCallers(t, ['planning.agents']);
  b = await agencyWithCallers(t);
  const member = await buildMember(t.database.db, a.agency.id, 'agent', { rights: ['agents.badge'] });
  badgeAgent = { id: member.membership.id, api: caller(t.app, (await loginAs(t.app, member.user.email)).token) };
  await a.owner.api.post(`${a.base}/agent`, {
    id: badgeAgent.id,
    firstname: 'Karim',
    lastname: 'Benali',
    agentInfos: {
      cnapsCardNumber: 'CAR-075-2029-01-15-20190123456',
      cnapsCardExpiresAt: '2029-01-15',
      specialties: ['SSIAP 1'],
      registrationNumber: '00042',
    },
  });
});

describe('Mon badge', () => {
  it('gives the agent their badge as a PDF and its QR code as a PNG', async () => {
    const pdf = await badgeAgent.api.get(`${a.base}/agent/${badgeAgent.id}/badge/agent/${badgeAgent.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="badge-karim-benali.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const png = await badgeAgent.api.get(`${a.base}/badge/agent/${badgeAgent.id}?type=png`);
    expect(png.headers['content-type']).toBe('image/png');
    expect([...png.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await badgeAgent.api.get(`${a.base}/badge/agent/${badgeAgent.id}?type=gif`)).statusCode).toBe(400);
  });

  it('needs the badge right for one’s own, a right to read agents for another’s', async () => {
    const own = await a.agent.api.get(`${a.base}/badge/agent/${a.agent.membership.id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(missingRight('Voir son badge'));
    expect((await badgeAgent.api.get(`${a.base}/badge/agent/${a.agent.membership.id}`)).statusCode).toBe(403);
    expect((await a.staff.api.get(`${a.base}/badge/agent/${badgeAgent.id}`)).statusCode).toBe(200);
    expect((await b.staff.api.get(`${b.base}/badge/agent/${b.agent.membership.id}`)).statusCode).toBe(403);
    expect((await b.owner.api.get(`${b.base}/badge/agent/${badgeAgent.id}`)).statusCode).toBe(404);
    expect((await b.owner.api.get(`${a.base}/badge/agent/${badgeAgent.id}`)).statusCode).toBe(404);
  });

  it('GET /badge/agentIndividualNumber/{id} gives a stable, valid number', async () => {
    const first = await badgeAgent.api.get(`${a.base}/badge/agentIndividualNumber/${badgeAgent.id}`);
    const { individualNumber } = first.json();
    expect(isValidIndividualNumber(individualNumber)).toBe(true);
    const again = await a.owner.api.get(`${a.base}/badge/agentIndividualNumber/${badgeAgent.id}`);
    expect(again.json()).toEqual({ individualNumber });
    // An agent made before details existed gets one on first use, and keeps it.
    const legacy = a.agent.membership.id;
    const made = (await a.owner.api.get(`${a.base}/badge/agentIndividualNumber/${legacy}`)).json().individualNumber;
    expect((await a.owner.api.get(`${a.base}/agent/${legacy}`)).json().agentInfos.individualNumber).toBe(made);
    expect((await b.owner.api.get(`${b.base}/badge/agentIndividualNumber/${badgeAgent.id}`)).statusCode).toBe(404);
  });
});

describe('GET /information/agent/{id}', () => {
  it('shows any member of the agency who the agent is and whether the card is valid, without contact details', async () => {
    for (const api of [a.customerUser.api, a.agent.api, a.staff.api]) {
      const response = await api.get(`${a.base}/information/agent/${badgeAgent.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: badgeAgent.id,
        fullname: 'Karim Benali',
        agency: { id: a.agency.id, name: a.agency.name },
        registrationNumber: '00042',
        individualNumber: expect.any(String),
        active: true,
        specialties: ['SSIAP 1'],
        profilePicture: null,
        cnapsCard: { number: 'CAR-075-2029-01-15-20190123456', expiresAt: '2029-01-15', status: expect.any(String) },
      });
    }
  });

  it('answers 404 for another agency, its agents, and unknown ids', async () => {
    expect((await b.owner.api.get(`${a.base}/information/agent/${badgeAgent.id}`)).statusCode).toBe(404);
    const response = await a.owner.api.get(`${a.base}/information/agent/${b.agent.membership.id}`);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Collaborateur introuvable' });
    expect((await a.owner.api.get(`${a.base}/information/agent/xyz`)).statusCode).toBe(404);
  });
});

describe('created records', () => {
  it('have a badge straight away', async () => {
    const { agent } = await createAgentVia(a.owner.api, a.base);
    expect((await a.owner.api.get(`${a.base}/badge/agent/${agent.id}`)).statusCode).toBe(200);
  });
});
