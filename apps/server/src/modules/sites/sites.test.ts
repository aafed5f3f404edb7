import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildCustomer, buildMember, loginAs } from '../../testing/factories.ts';
import { roundTrips } from '../../testing/query-count.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['sites.create', 'sites.edit']);
  b = await buildAgencyWithPeople(t.database.db, ['sites.create', 'sites.edit']);
  const creator = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['sites.create'] });
  const bare = await buildMember(t.database.db, a.agency.id, 'staff');
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    creator: creator.user.email,
    bare: bare.user.email,
    agent: a.agent.user.email,
    customer: a.customerUser.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

describe('POST {agency}/site', () => {
  it('creates a site with the defaults, its customer and its agents', async () => {
    const response = await call(tokens.staff, 'POST', `${base}/site`, {
      name: 'Entrepôt Nord',
      address: {
        street: '1 rue du Port',
        zipcode: '92230',
        city: 'Gennevilliers',
        location: { latitude: 48.93, longitude: 2.29 },
      },
      customerId: a.customer.id,
      siteUsers: [{ agentId: a.agent.membership.id }],
      siteKeys: [{ label: 'Badge portail', number: 'B-12' }],
    });
    expect(response.statusCode).toBe(200);
    const site = response.json();
    expect(site).toMatchObject({
      name: 'Entrepôt Nord',
      radius: 100,
      address: {
        country: 'France',
        city: 'Gennevilliers',
        complement: null,
        location: { latitude: 48.93, longitude: 2.29 },
      },
      customer: { id: a.customer.id, name: a.customer.name },
      siteUsers: [{ siteId: site.id, agentId: a.agent.membership.id, fullname: 'Test Utilisateur' }],
      agentsCount: 1,
      rightsAgent: expect.arrayContaining(['instructions.view', 'keys.view']),
      notifySiteInstructionAgents: true,
      notifySiteInstructionAdmins: true,
      notifySiteInstructionCustomers: false,
      siteSettingsFeature: { useAgencyServiceEventTypes: true },
      archived: false,
      willActivate: null,
    });
    expect(site.effectiveServiceEventTypes.map((e: { label: string }) => e.label)).toContain('Présence');
    expect(site.myRights).toContain('keys.view');
  });

  it('edits only what is sent and replaces the agents with the list sent', async () => {
    const site = await buildSite(t.database.db, a.agency.id, {
      comments: 'Accès par le quai 3',
      agentIds: [a.agent.membership.id],
    });
    const other = await buildMember(t.database.db, a.agency.id, 'agent');
    const response = await call(tokens.staff, 'POST', `${base}/site`, {
      id: site.id,
      name: 'Renommé',
      radius: 250,
      siteUsers: [{ agentId: other.membership.id, siteId: site.id }],
      serviceEventTypes: [{ key: 'ronde', label: 'Ronde' }],
      siteSettingsFeature: { useAgencyServiceEventTypes: false },
      willActivate: '2026-09-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: site.id,
      name: 'Renommé',
      radius: 250,
      comments: 'Accès par le quai 3',
      siteUsers: [{ agentId: other.membership.id }],
      effectiveServiceEventTypes: [{ key: 'ronde', label: 'Ronde' }],
      willActivate: '2026-09-01',
    });
  });

  it('refuses a missing right with 403 naming the create or edit right', async () => {
    const site = await buildSite(t.database.db, a.agency.id);
    const noCreate = await call(tokens.bare, 'POST', `${base}/site`, { name: 'X' });
    expect(noCreate.statusCode).toBe(403);
    expect(noCreate.json()).toMatchObject({
      code: 'MISSING_RIGHT',
      message: 'Vous ne bénéficiez pas de l\'autorisation "Créer des sites".',
    });
    const noEdit = await call(tokens.creator, 'POST', `${base}/site`, { id: site.id, name: 'X' });
    expect(noEdit.statusCode).toBe(403);
    expect(noEdit.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Modifier les sites".');
    expect((await call(tokens.creator, 'POST', `${base}/site`, { name: 'Créé' })).statusCode).toBe(200);
    for (const who of ['agent', 'customer'])
      expect((await call(tokens[who], 'POST', `${base}/site`, { name: 'X' })).statusCode).toBe(403);
  });

  it('answers 404 for another agency’s site, customer or agent, and for a non-agent as site user', async () => {
    const theirs = await buildSite(t.database.db, b.agency.id);
    const edit = await call(tokens.owner, 'POST', `${base}/site`, { id: theirs.id, name: 'Volé' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Site introuvable.');
    const customer = await call(tokens.owner, 'POST', `${base}/site`, { name: 'S', customerId: b.customer.id });
    expect(customer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Client introuvable' });
    for (const agentId of [b.agent.membership.id, a.staff.membership.id, crypto.randomUUID()]) {
      const response = await call(tokens.owner, 'POST', `${base}/site`, { name: 'S', siteUsers: [{ agentId }] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Collaborateur introuvable');
    }
    expect((await call(tokens.otherOwner, 'POST', `${base}/site`, { name: 'S' })).statusCode).toBe(404);
  });

  it('refuses a duplicated event type with 409 naming it', async () => {
    const response = await call(tokens.owner, 'POST', `${base}/site`, {
      name: 'S',
      serviceEventTypes: [
        { key: 'ronde', label: 'Ronde' },
        { key: 'ronde-2', label: 'RONDE' },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Le type d’événement « RONDE » apparaît plusieurs fois.',
    });
  });

  it('refuses invalid input with 400 and field errors', async () => {
    const response = await call(tokens.owner, 'POST', `${base}/site`, { name: '', radius: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ name: 'Obligatoire' });
  });
});

describe('GET {agency}{scope}/site/{id}', () => {
  it('reads a site with its customer and its agents in two statements: the session, then the site', async () => {
    const site = await buildSite(t.database.db, a.agency.id, {
      customerId: a.customer.id,
      agentIds: [a.agent.membership.id],
    });
    const { count, result: response } = await roundTrips(t.database.db, () =>
      call(tokens.owner, 'GET', `${base}/site/${site.id}`),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      customer: { id: a.customer.id },
      siteUsers: [{ siteId: site.id, agentId: a.agent.membership.id }],
    });
    expect(count).toBe(2);
  });

  it('shows staff everything, and answers 404 for another agency', async () => {
    const site = await buildSite(t.database.db, a.agency.id, { siteAlarms: [{ label: 'Centrale', code: '1234' }] });
    expect((await call(tokens.bare, 'GET', `${base}/site/${site.id}`)).json().siteAlarms).toEqual([
      { label: 'Centrale', code: '1234' },
    ]);
    expect((await call(tokens.otherOwner, 'GET', `${base}/site/${site.id}`)).statusCode).toBe(404);
    const theirs = await buildSite(t.database.db, b.agency.id);
    expect((await call(tokens.owner, 'GET', `${base}/site/${theirs.id}`)).statusCode).toBe(404);
  });

  it('shows customers their company’s sites, without agents, and what the site grants them', async () => {
    const ours = await buildSite(t.database.db, a.agency.id, {
      customerId: a.customer.id,
      siteKeys: [{ label: 'Clé' }],
      comments: 'Interne',
      agentIds: [a.agent.membership.id],
    });
    const otherCustomer = await buildCustomer(t.database.db, a.agency.id);
    const notOurs = await buildSite(t.database.db, a.agency.id, { customerId: otherCustomer.id });
    const seen = (await call(tokens.customer, 'GET', `${base}/site/${ours.id}`)).json();
    expect(seen).toMatchObject({
      id: ours.id,
      siteKeys: [],
      comments: null,
      siteUsers: [],
      myRights: ['instructions.view'],
    });
    expect((await call(tokens.customer, 'GET', `${base}/customer/${a.customer.id}/site/${ours.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(tokens.customer, 'GET', `${base}/site/${notOurs.id}`)).statusCode).toBe(404);
    expect((await call(tokens.owner, 'GET', `${base}/customer/${a.customer.id}/site/${notOurs.id}`)).statusCode).toBe(
      404,
    );
  });

  it('shows agents the sites they are posted on, with keys when granted', async () => {
    const posted = await buildSite(t.database.db, a.agency.id, {
      siteKeys: [{ label: 'Clé' }],
      agentIds: [a.agent.membership.id],
    });
    const elsewhere = await buildSite(t.database.db, a.agency.id);
    const seen = await call(tokens.agent, 'GET', `${base}/site/${posted.id}`);
    expect(seen.json()).toMatchObject({ siteKeys: [{ label: 'Clé' }], comments: null });
    expect(
      (await call(tokens.agent, 'GET', `${base}/agent/${a.agent.membership.id}/site/${posted.id}`)).statusCode,
    ).toBe(200);
    expect((await call(tokens.agent, 'GET', `${base}/site/${elsewhere.id}`)).statusCode).toBe(404);
    expect(
      (await call(tokens.owner, 'GET', `${base}/agent/${a.agent.membership.id}/site/${elsewhere.id}`)).statusCode,
    ).toBe(404);
  });
});
