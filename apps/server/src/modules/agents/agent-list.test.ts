import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers, type Caller, createAgentVia, missingRight } from '../../testing/agent-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
const today = todayIn('Europe/Paris');

beforeAll(async () => {
  a = await agencyWithCallers(t, ['planning.agents']);
  b = await agencyWithCallers(t);
  const api = a.owner.api;
  await createAgentVia(api, a.base, {
    firstname: 'Julie',
    lastname: 'Moreau',
    email: 'julie.liste@exemple.fr',
    willActivate: true,
    agentInfos: {
      specialties: ['SSIAP 1'],
      registrationNumber: '00012',
      cnapsCardNumber: 'CAR-075-2035-01-01-20190123456',
      cnapsCardExpiresAt: '2035-01-01',
      activeContract: { hoursLimit: 151.67, period: 'monthly' },
    },
  });
  await createAgentVia(api, a.base, {
    firstname: 'Thomas',
    lastname: 'Lefèvre',
    agentInfos: {
      specialties: ['Agent cynophile', 'Rondier'],
      plannable: false,
      cnapsCardExpiresAt: addDays(today, 40),
    },
  });
  await createAgentVia(api, a.base, {
    firstname: 'Sophie',
    lastname: 'Girard',
    agentInfos: {
      type: 'temporary',
      expirations: [{ kind: 'certificate', label: 'SST', expiresAt: addDays(today, -3) }],
      activeContract: { hoursLimit: 35, period: 'weekly' },
    },
  });
  await createAgentVia(b.owner.api, b.base, {
    firstname: 'Ailleurs',
    lastname: 'Autre',
    agentInfos: { specialties: ['Garde du corps'] },
  });
});

const names = async (api: Caller, body: unknown) => {
  const response = await api.post(`${a.base}/fetch/agents`, body);
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ lastname: string }>).map((x) => x.lastname);
};

describe('POST /fetch/agents', () => {
  it('lists the agency’s agents only, newest first, with the specialties of the agency', async () => {
    const response = await a.owner.api.post(`${a.base}/fetch/agents`, null);
    const body = response.json();
    expect(body.total).toBe(4);
    expect(body.filtered).toBe(false);
    expect(body.data.map((x: { lastname: string }) => x.lastname)).toEqual([
      'Girard',
      'Lefèvre',
      'Moreau',
      'Utilisateur',
    ]);
    expect(body.specialties).toEqual(['Agent cynophile', 'Rondier', 'SSIAP 1']);
    expect(body.data[2]).toMatchObject({
      fullname: 'Julie Moreau',
      status: 'invited',
      registrationNumber: '00012',
      workingLimit: 151.67,
      expirationStatus: 'valid',
      expirationItems: [],
    });
    // The badge names what expired or expires soon.
    expect(body.data[0]).toMatchObject({ expirationStatus: 'expired', expirationItems: ['SST'] });
    expect(body.data[1]).toMatchObject({
      expirationStatus: 'expiresSoon',
      expirationItems: ['Carte professionnelle CNAPS'],
    });
    // The agent made before details existed shows the defaults.
    expect(body.data[3]).toMatchObject({ rating: 3, plannable: true, type: 'employee', status: 'active' });
  });

  it('filters by search, status, specialties, plannable, type and expiration', async () => {
    const api = a.owner.api;
    expect(await names(api, { filters: { search: 'moreau' } })).toEqual(['Moreau']);
    expect(await names(api, { filters: { search: 'julie m' } })).toEqual(['Moreau']);
    expect(await names(api, { filters: { search: '0001' } })).toEqual(['Moreau']);
    expect(await names(api, { filters: { search: '%' } })).toEqual([]);
    expect(await names(api, { filters: { status: 'active' } })).toEqual(['Moreau', 'Utilisateur']);
    expect(await names(api, { filters: { status: 'inactive' } })).toEqual(['Girard', 'Lefèvre']);
    expect(await names(api, { filters: { specialties: ['Rondier', 'SSIAP 1'] } })).toEqual(['Lefèvre', 'Moreau']);
    expect(await names(api, { filters: { plannable: false } })).toEqual(['Lefèvre']);
    expect(await names(api, { filters: { plannable: true } })).toEqual(['Girard', 'Moreau', 'Utilisateur']);
    expect(await names(api, { filters: { type: 'temporary' } })).toEqual(['Girard']);
    expect(await names(api, { filters: { expiration: 'expired' } })).toEqual(['Girard']);
    expect(await names(api, { filters: { expiration: 'expiresSoon' } })).toEqual(['Lefèvre']);
    const filtered = (await api.post(`${a.base}/fetch/agents`, { filters: { plannable: false } })).json();
    expect(filtered).toMatchObject({ total: 1, filtered: true });
  });

  it('orders and pages without overlap, 500 a page at most', async () => {
    const api = a.owner.api;
    const orderBy = { field: 'lastname', direction: 'asc' };
    expect(await names(api, { orderBy })).toEqual(['Girard', 'Lefèvre', 'Moreau', 'Utilisateur']);
    const pages = await Promise.all([1, 2].map((page) => names(api, { orderBy, page, limit: 2 })));
    expect(pages).toEqual([
      ['Girard', 'Lefèvre'],
      ['Moreau', 'Utilisateur'],
    ]);
    expect((await api.post(`${a.base}/fetch/agents`, { limit: 500 })).statusCode).toBe(200);
    expect((await api.post(`${a.base}/fetch/agents`, { limit: 501 })).statusCode).toBe(400);
  });

  it('is for staff holding a right to read agents', async () => {
    expect((await a.staff.api.post(`${a.base}/fetch/agents`)).statusCode).toBe(200);
    for (const api of [b.staff.api, a.agent.api, a.customerUser.api]) {
      const base = api === b.staff.api ? b.base : a.base;
      const response = await api.post(`${base}/fetch/agents`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(missingRight('Créer des collaborateurs'));
    }
    expect((await b.owner.api.post(`${a.base}/fetch/agents`)).statusCode).toBe(404);
  });
});

describe('POST /fetch/agents/export', () => {
  it('sends the filtered list as a CSV French Excel opens', async () => {
    const response = await a.owner.api.post(`${a.base}/fetch/agents/export`, { filters: { status: 'inactive' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="collaborateurs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFNom;Prénom;Matricule;')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Girard;Sophie;;;;Inactif;Intérimaire;;;Oui;3;35;Hebdomadaire;151,67;;;Expiré$/);
    expect(lines[2]).toContain('Lefèvre;Thomas');
    expect(lines[2]).toContain('Agent cynophile, Rondier');
  });

  it('neutralises formulas', async () => {
    const c = await agencyWithCallers(t);
    await createAgentVia(c.owner.api, c.base, { firstname: '=HYPERLINK("x")', lastname: '+33;"a"' });
    const text = (await c.owner.api.post(`${c.base}/fetch/agents/export`)).rawPayload.toString('utf8');
    expect(text).toContain(`"'+33;""a""";"'=HYPERLINK(""x"")";`);
  });

  it('needs a right to read agents', async () => {
    expect((await b.staff.api.post(`${b.base}/fetch/agents/export`)).statusCode).toBe(403);
    expect((await b.owner.api.post(`${a.base}/fetch/agents/export`)).statusCode).toBe(404);
  });
});

describe('POST /fetch/agents/working-times', () => {
  it('gives the monthly limit from the contract: monthly as is, weekly × 52/12', async () => {
    const response = await a.owner.api.post(`${a.base}/fetch/agents/working-times`, {});
    const byName = Object.fromEntries(
      response.json().data.map((w: { fullname: string; workingLimit: number | null }) => [w.fullname, w.workingLimit]),
    );
    expect(byName).toMatchObject({ 'Julie Moreau': 151.67, 'Sophie Girard': 151.67, 'Thomas Lefèvre': null });
    expect(response.json().total).toBe(4);
    const other = await a.owner.api.post(`${a.base}/fetch/agents/working-times`, { agentIds: [b.agent.membership.id] });
    expect(other.json()).toEqual({ data: [], total: 0 });
    expect((await b.staff.api.post(`${b.base}/fetch/agents/working-times`, {})).statusCode).toBe(403);
  });
});

describe('POST /fetch/directory (Annuaire)', () => {
  it('lists active people with how to reach them, for holders of the directory right', async () => {
    const c = await agencyWithCallers(t);
    const forbidden = await c.agent.api.post(`${c.base}/fetch/directory`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(missingRight("Consulter l'annuaire"));
    const withRight = await agencyWithCallers(t, ['agents.directory']);
    const response = await withRight.staff.api.post(`${withRight.base}/fetch/directory`, { filters: { search: '' } });
    expect(response.statusCode).toBe(200);
    const roles = response
      .json()
      .data.map((d: { role: string }) => d.role)
      .sort();
    // The customer user is not in the agency's directory.
    expect(roles).toEqual(['agent', 'owner', 'staff']);
    expect(response.json().data[0]).toHaveProperty('phone');
  });
});

describe('GET /agent/{id}', () => {
  it('lets an agent read their own record, in the agent scope too, and not another’s', async () => {
    const own = a.agent.membership.id;
    expect((await a.agent.api.get(`${a.base}/agent/${own}`)).json()).toMatchObject({ id: own, status: 'active' });
    expect((await a.agent.api.get(`${a.base}/agent/${own}/agent/${own}`)).statusCode).toBe(200);
    const other = (await a.owner.api.post(`${a.base}/fetch/agents`, {})).json().data[0].id;
    const refused = await a.agent.api.get(`${a.base}/agent/${own}/agent/${other}`);
    expect(refused.statusCode).toBe(403);
    expect((await a.agent.api.get(`${a.base}/agent/${other}/agent/${other}`)).statusCode).toBe(404);
  });

  it('answers 404 "Collaborateur introuvable" for another agency’s agent, staff, or garbage', async () => {
    for (const id of [b.agent.membership.id, a.staff.membership.id, 'nope', '3f1c2b1e-0000-4000-8000-000000000001']) {
      const response = await a.owner.api.get(`${a.base}/agent/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Collaborateur introuvable');
    }
    expect((await b.owner.api.get(`${a.base}/agent/${a.agent.membership.id}`)).statusCode).toBe(404);
  });

  it('is refused to customers and to staff without a right to read agents', async () => {
    for (const api of [a.customerUser.api, b.staff.api]) {
      const base = api === b.staff.api ? b.base : a.base;
      const id = api === b.staff.api ? b.agent.membership.id : a.agent.membership.id;
      expect((await api.get(`${base}/agent/${id}`)).statusCode).toBe(403);
    }
  });
});
