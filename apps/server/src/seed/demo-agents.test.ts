import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../db/schema/tenancy.ts';
import { loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const t = useTestApp();
let demoBase: string;
let temoinBase: string;

beforeAll(async () => {
  expect(await seedDemo(t.database.db)).toBe(true);
  const rows = await t.database.db.select().from(agencies);
  demoBase = `/api/agency/${rows.find((r) => r.name === 'Sécurité Démo')?.id}`;
  temoinBase = `/api/agency/${rows.find((r) => r.name === 'Agence Témoin')?.id}`;
}, 60_000);

const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const headers = (await loginAs(t.app, email, DEMO_PASSWORD)).headers;
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
};
const lastnames = (body: { data: Array<{ lastname: string }> }) => body.data.map((a) => a.lastname).sort();

describe('demo agents', () => {
  it('gives « Sécurité Démo » five agents with contracts, cards and limits of 20 records and 15 accounts', async () => {
    const list = (await call('gerant@demo.test', 'POST', `${demoBase}/fetch/agents`, { limit: 500 })).json();
    expect(list.total).toBe(5);
    expect(list.specialties).toEqual(
      expect.arrayContaining(['SSIAP 1', 'Agent cynophile', 'Rondier', 'Agent de sécurité']),
    );
    for (const agent of list.data) {
      expect(agent.cnapsCardNumber).toMatch(/^CAR-\d{3}-\d{4}-\d{2}-\d{2}-\d{11}$/);
      expect(agent.workingLimit).toBe(151.67);
    }
    const quota = (await call('gerant@demo.test', 'GET', `${demoBase}/agents/quota`)).json();
    expect(quota).toMatchObject({ agentsLimit: 20, accountsLimit: 15, agents: 5, accounts: 5 });
  });

  it('has a card expiring within 3 months and an expired certificate', async () => {
    const soon = await call('gerant@demo.test', 'POST', `${demoBase}/fetch/agents`, {
      filters: { expiration: 'expiresSoon' },
    });
    expect(lastnames(soon.json())).toEqual(['Benali', 'Girard']);
    const expired = await call('gerant@demo.test', 'POST', `${demoBase}/fetch/agents`, {
      filters: { expiration: 'expired' },
    });
    expect(lastnames(expired.json())).toEqual(['Moreau']);
    const screen = await call('planning@demo.test', 'POST', `${demoBase}/fetch/agent-expirations`, {
      filters: { category: 'regulatory', status: 'expiresSoon' },
    });
    expect(screen.json().data.map((r: { kind: string; agentFullname: string }) => [r.kind, r.agentFullname])).toEqual([
      ['cnapsCard', 'Karim Benali'],
      ['certificate', 'Sophie Girard'],
    ]);
    const contracts = await call('gerant@demo.test', 'POST', `${demoBase}/fetch/agent-expirations`, {
      filters: { category: 'contracts' },
    });
    expect(contracts.json().data).toEqual([
      expect.objectContaining({ agentFullname: 'Thomas Lefèvre', status: 'expiresSoon' }),
    ]);
  });

  it('lets an agent see their badge, record and the directory', async () => {
    const me = (await call('agent@demo.test', 'GET', '/api/user')).json();
    const agentId = me.userCompanies[0].agentId;
    const record = await call('agent@demo.test', 'GET', `${demoBase}/agent/${agentId}/agent/${agentId}`);
    expect(record.json()).toMatchObject({
      fullname: 'Karim Benali',
      agentInfos: { cnapsCardStatus: 'expiresSoon', registrationNumber: '00001' },
    });
    expect(record.json().agentInfos.items).toHaveLength(3);
    const badge = await call('agent@demo.test', 'GET', `${demoBase}/badge/agent/${agentId}`);
    expect(badge.headers['content-type']).toBe('application/pdf');
    const directory = await call('agent@demo.test', 'POST', `${demoBase}/fetch/directory`, {});
    expect(directory.json().total).toBe(7);
  });

  it('gives « Agence Témoin » its agents and limits too', async () => {
    const list = (await call('gerant2@demo.test', 'POST', `${temoinBase}/fetch/agents`, {})).json();
    expect(lastnames(list)).toEqual(['Bernard', 'Petit']);
    const quota = (await call('gerant2@demo.test', 'GET', `${temoinBase}/agents/quota`)).json();
    expect(quota).toMatchObject({ agentsLimit: 10, accountsLimit: 5, freeAccounts: 2, totalAccountsLimit: 7 });
  });
});
