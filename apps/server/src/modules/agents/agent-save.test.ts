import { isValidIndividualNumber } from '@securite/domain/agents/individual-number';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../../db/schema/tenancy.ts';
import { agencyWithCallers, caller, createAgentVia, missingRight } from '../../testing/agent-kit.ts';
import { buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;

beforeAll(async () => {
  a = await agencyWithCallers(t);
  b = await agencyWithCallers(t, ['agents.create', 'agents.edit']);
});

const card = { cnapsCardNumber: 'CAR-075-2031-03-10-20210123456', cnapsCardExpiresAt: '2031-03-10' };

describe('POST /agent (create)', () => {
  it('creates a record without account, with the defaults and a valid individual number', async () => {
    const { agent, anomalies } = await createAgentVia(a.owner.api, a.base);
    expect(agent).toMatchObject({
      firstname: 'Karim',
      lastname: 'Benali',
      fullname: 'Karim Benali',
      email: null,
      status: 'inactive',
      active: false,
      hasAccount: false,
      isOwner: false,
      workingLimit: null,
      agentInfos: { rating: 3, plannable: true, type: 'employee', specialties: [], expirations: [], items: [] },
    });
    expect(isValidIndividualNumber((agent.agentInfos as { individualNumber: string }).individualNumber)).toBe(true);
    expect(anomalies).toEqual(['Le numéro de carte professionnelle CNAPS n’est pas renseigné.']);
  });

  it('keeps every field of the dialog, and turns weekly contract hours into the monthly limit', async () => {
    const { agent, anomalies } = await createAgentVia(a.owner.api, a.base, {
      firstname: 'Julie',
      lastname: 'Moreau',
      email: 'Julie.Moreau@Exemple.fr',
      phone: '06 12 34 56 78',
      address: { street: '3 rue Haute', zipcode: '69002', city: 'Lyon', country: 'France' },
      rights: ['agents.directory', 'agents.badge'],
      agentInfos: {
        ...card,
        rating: 5,
        plannable: false,
        type: 'subcontractor',
        externalCompanyName: 'Gardiennage Rhône',
        specialties: ['SSIAP 1', 'Agent cynophile', 'SSIAP 1'],
        dogs: [{ name: 'Rex', breed: 'Berger malinois', identificationNumber: '250269812345678' }],
        restrictions: 'Pas de travail en hauteur',
        comments: 'Très fiable',
        overtimeIncrease: 25,
        hourlyCostCents: 2250,
        weekDuration: 35,
        activeContract: { hoursLimit: 35, period: 'weekly' },
        birthDate: '1990-04-12',
        expirations: [{ kind: 'certificate', label: 'SSIAP 1', number: 'S-1', expiresAt: '2031-01-01' }],
      },
    });
    expect(anomalies).toEqual([]);
    expect(agent).toMatchObject({
      email: 'julie.moreau@exemple.fr',
      phone: '0612345678',
      rights: ['agents.directory', 'agents.badge'],
      address: { city: 'Lyon' },
      workingLimit: 151.67,
      agentInfos: {
        rating: 5,
        plannable: false,
        type: 'subcontractor',
        externalCompanyName: 'Gardiennage Rhône',
        specialties: ['SSIAP 1', 'Agent cynophile'],
        dogs: [{ name: 'Rex', breed: 'Berger malinois' }],
        overtimeIncrease: 25,
        hourlyCostCents: 2250,
        weekDuration: 35,
        activeContract: { hoursLimit: 35, period: 'weekly' },
        cnapsCardStatus: 'valid',
        birthDate: '1990-04-12',
        expirations: [
          { kind: 'certificate', label: 'SSIAP 1', number: 'S-1', expiresAt: '2031-01-01', status: 'valid' },
        ],
      },
    });
  });

  it('gives consecutive registration numbers on request', async () => {
    const numbers = [];
    for (let i = 0; i < 2; i++) {
      const { agent } = await createAgentVia(b.owner.api, b.base, { agentInfos: { generateRegistrationNumber: true } });
      numbers.push((agent.agentInfos as { registrationNumber: string }).registrationNumber);
    }
    expect(numbers).toEqual(['00001', '00002']);
  });

  it('answers French field errors for a bad form', async () => {
    const response = await a.owner.api.post(`${a.base}/agent`, {
      firstname: '',
      lastname: 'X',
      email: 'pas-une-adresse',
      agentInfos: { rating: 9, cnapsCardExpiresAt: '2030-02-31' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      errors: {
        firstname: 'Obligatoire',
        email: 'Adresse e-mail invalide',
        'agentInfos.cnapsCardExpiresAt': 'Date invalide',
      },
    });
  });

  it('refuses an address another account uses', async () => {
    const response = await a.owner.api.post(`${a.base}/agent`, {
      firstname: 'A',
      lastname: 'B',
      email: b.owner.user.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Cette adresse e-mail est déjà utilisée.');
  });

  it('needs the create right: 403 naming it for staff without it, agents and customers', async () => {
    for (const api of [a.staff.api, a.agent.api, a.customerUser.api]) {
      const response = await api.post(`${a.base}/agent`, { firstname: 'A', lastname: 'B' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'MISSING_RIGHT',
        message: missingRight('Créer des collaborateurs'),
      });
    }
    expect((await b.staff.api.post(`${b.base}/agent`, { firstname: 'A', lastname: 'B' })).statusCode).toBe(200);
  });

  it('lets staff give an agent only rights they hold (the owner gives any)', async () => {
    const refused = await b.staff.api.post(`${b.base}/agent`, {
      firstname: 'A',
      lastname: 'B',
      rights: ['agents.create', 'billing.view'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Voir la facturation'));
    const given = await b.owner.api.post(`${b.base}/agent`, {
      firstname: 'A',
      lastname: 'B',
      rights: ['billing.view'],
    });
    const id = given.json().agent.id;
    // Staff may edit the record and keep the right they could not give.
    const kept = await b.staff.api.post(`${b.base}/agent`, {
      id,
      firstname: 'A',
      lastname: 'C',
      rights: ['billing.view'],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().agent.rights).toEqual(['billing.view']);
  });

  it('answers 404 for another agency', async () => {
    const response = await b.owner.api.post(`${a.base}/agent`, { firstname: 'A', lastname: 'B' });
    expect(response.statusCode).toBe(404);
  });
});

describe('agents quota', () => {
  it('refuses a record when the count reaches the limit, with the spec message', async () => {
    const c = await agencyWithCallers(t);
    // buildAgencyWithPeople made 1 agent: a limit of 3 leaves 2 records.
    await t.database.db.update(agencies).set({ agentsLimit: 3 }).where(eq(agencies.id, c.agency.id));
    expect((await c.owner.api.get(`${c.base}/agents/quota`)).json()).toMatchObject({ agentsLimit: 3, agents: 1 });
    await createAgentVia(c.owner.api, c.base);
    await createAgentVia(c.owner.api, c.base);
    const refused = await c.owner.api.post(`${c.base}/agent`, { firstname: 'A', lastname: 'B' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Vous avez atteint votre quota de fiches collaborateurs',
      details: { reason: 'agentsLimit' },
    });
    expect((await c.owner.api.get(`${c.base}/agents/quota`)).json()).toMatchObject({ agents: 3 });
  });

  it('lets exactly the records left through when creations race', async () => {
    const c = await agencyWithCallers(t);
    await t.database.db.update(agencies).set({ agentsLimit: 4 }).where(eq(agencies.id, c.agency.id));
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        c.owner.api.post(`${c.base}/agent`, { firstname: `A${i}`, lastname: 'Course' }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect((await c.owner.api.get(`${c.base}/agents/quota`)).json()).toMatchObject({ agents: 4 });
  });
});

describe('POST /agent (edit)', () => {
  it('keeps the fields left out, replaces the documents keeping their ids, and reports anomalies', async () => {
    const { agent } = await createAgentVia(a.owner.api, a.base, {
      agentInfos: {
        ...card,
        registrationNumber: 'M-7',
        specialties: ['Rondier'],
        expirations: [
          { kind: 'certificate', label: 'SST', expiresAt: '2030-01-01' },
          { kind: 'contract', label: 'CDD', expiresAt: '2030-06-30' },
        ],
      },
    });
    const kept = (agent.agentInfos as { expirations: Array<{ id: string; label: string }> }).expirations.find(
      (e) => e.label === 'SST',
    );
    await createAgentVia(a.owner.api, a.base, { firstname: 'Autre', agentInfos: { registrationNumber: 'M-8' } });
    const response = await a.owner.api.post(`${a.base}/agent`, {
      id: agent.id,
      firstname: 'Karim',
      lastname: 'Ben Ali',
      agentInfos: {
        registrationNumber: 'M-8',
        cnapsCardExpiresAt: '2020-01-01',
        activeContract: { hoursLimit: 50, period: 'weekly' },
        expirations: [{ id: kept?.id, kind: 'certificate', label: 'SST recyclage', expiresAt: '2030-01-01' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.agent).toMatchObject({
      lastname: 'Ben Ali',
      agentInfos: { specialties: ['Rondier'], cnapsCardNumber: card.cnapsCardNumber, registrationNumber: 'M-8' },
    });
    expect(body.agent.agentInfos.expirations).toEqual([
      expect.objectContaining({ id: kept?.id, label: 'SST recyclage' }),
    ]);
    expect(body.anomalies).toEqual([
      'La date d’expiration saisie diffère de celle du numéro de carte professionnelle (10/03/2031).',
      'La carte professionnelle CNAPS a expiré le 01/01/2020 : ce collaborateur ne peut pas être affecté.',
      'Le contrat prévoit 50 h par semaine, au-delà de la durée maximale légale de 48 h.',
      'Le matricule M-8 est déjà attribué à un autre collaborateur.',
    ]);
  });

  it('needs the edit right, and answers 404 "Collaborateur introuvable" outside the agency', async () => {
    const { agent } = await createAgentVia(b.owner.api, b.base);
    const c = await agencyWithCallers(t, ['agents.create']);
    const edit = { id: agent.id, firstname: 'A', lastname: 'B' };
    const forbidden = await c.staff.api.post(`${c.base}/agent`, { ...edit, id: c.agent.membership.id });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(missingRight('Modifier les collaborateurs'));
    for (const response of [
      await c.owner.api.post(`${c.base}/agent`, edit),
      await c.owner.api.post(`${c.base}/agent`, { ...edit, id: c.staff.membership.id }),
      await c.owner.api.post(`${c.base}/agent`, { ...edit, id: '3f1c2b1e-0000-4000-8000-000000000001' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Collaborateur introuvable' });
    }
  });

  it('refuses editing a fake (demo) agent outside the allowed paths', async () => {
    const c = await agencyWithCallers(t);
    const admin = caller(
      t.app,
      (await loginAs(t.app, (await buildUser(t.database.db, { isAdmin: true })).email)).token,
    );
    const added = await admin.post(`${c.base}/fake-data/add`, { customers: 0, agents: 1 });
    const fakeId = added.json().agents[0].id;
    const response = await c.owner.api.post(`${c.base}/agent`, { id: fakeId, firstname: 'A', lastname: 'B' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FAKE_DATA_WRITE');
  });
});

describe('the hourly cost (a billing figure)', () => {
  it('is hidden from staff without a billing right, and left unchanged by their saves', async () => {
    const { agent } = await createAgentVia(b.owner.api, b.base, {
      firstname: 'Paul',
      lastname: 'Coût',
      agentInfos: { hourlyCostCents: 2400 },
    });
    expect(agent.agentInfos).toMatchObject({ hourlyCostCents: 2400 });
    const seen = await b.staff.api.get(`${b.base}/agent/${agent.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().agentInfos.hourlyCostCents).toBeNull();
    // The staff form sends the empty field back (or a value): neither changes the cost.
    for (const hourlyCostCents of [null, 100]) {
      const saved = await b.staff.api.post(`${b.base}/agent`, {
        id: agent.id,
        firstname: 'Paul',
        lastname: 'Coût',
        agentInfos: { hourlyCostCents, rating: 4 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().agent.agentInfos).toMatchObject({ hourlyCostCents: null, rating: 4 });
    }
    const owner = await b.owner.api.get(`${b.base}/agent/${agent.id}`);
    expect(owner.json().agentInfos.hourlyCostCents).toBe(2400);
  });

  it('is shown to staff with « Voir la facturation »', async () => {
    const c = await agencyWithCallers(t, ['agents.edit', 'billing.view']);
    const { agent } = await createAgentVia(c.owner.api, c.base, { agentInfos: { hourlyCostCents: 1990 } });
    expect((await c.staff.api.get(`${c.base}/agent/${agent.id}`)).json().agentInfos.hourlyCostCents).toBe(1990);
  });
});
