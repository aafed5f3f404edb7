import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/platform.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let secondAgent: Awaited<ReturnType<typeof buildMember>>;
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['sites.edit']);
  b = await buildAgencyWithPeople(t.database.db, ['sites.edit']);
  secondAgent = await buildMember(t.database.db, a.agency.id, 'agent');
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    agent: a.agent.user.email,
    secondAgent: secondAgent.user.email,
    customer: a.customerUser.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const call = (token: string, method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const noticesOf = async (userId: string, title: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

describe('POST {agency}{scope}/site/{id}/instruction', () => {
  it('gives an instruction and notifies the site’s agents and the admins, not the author', async () => {
    const site = await buildSite(t.database.db, a.agency.id, {
      name: 'Tour Horizon',
      customerId: a.customer.id,
      agentIds: [a.agent.membership.id],
    });
    const response = await call(tokens.staff, 'POST', `${base}/site/${site.id}/instruction`, {
      title: 'Ronde de 22 h',
      content: 'Vérifier les issues de secours du niveau -2.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      site: { id: site.id, name: 'Tour Horizon' },
      title: 'Ronde de 22 h',
      author: { userId: a.staff.user.id, fullname: 'Test Utilisateur' },
    });
    const title = 'Nouvelle consigne : Tour Horizon';
    expect(await noticesOf(a.agent.user.id, title)).toHaveLength(1);
    expect(await noticesOf(a.owner.user.id, title)).toHaveLength(1);
    expect(await noticesOf(a.staff.user.id, title)).toHaveLength(0);
    expect(await noticesOf(secondAgent.user.id, title)).toHaveLength(0);
    expect(await noticesOf(a.customerUser.user.id, title)).toHaveLength(0);
  });

  it('follows the site’s flags', async () => {
    const site = await buildSite(t.database.db, a.agency.id, {
      name: 'Quai 9',
      customerId: a.customer.id,
      agentIds: [a.agent.membership.id],
      notifySiteInstructionAgents: false,
      notifySiteInstructionAdmins: false,
      notifySiteInstructionCustomers: true,
    });
    await call(tokens.owner, 'POST', `${base}/site/${site.id}/instruction`, {
      title: 'Livraison',
      content: 'Camion à 6 h.',
    });
    expect(await noticesOf(a.customerUser.user.id, 'Nouvelle consigne : Quai 9')).toHaveLength(1);
    expect(await noticesOf(a.agent.user.id, 'Nouvelle consigne : Quai 9')).toHaveLength(0);
    expect(await noticesOf(a.staff.user.id, 'Nouvelle consigne : Quai 9')).toHaveLength(0);
  });

  it('lets a customer instruct when the site grants it, and change only their own', async () => {
    const granted = await buildSite(t.database.db, a.agency.id, {
      customerId: a.customer.id,
      rightsCustomer: ['instructions.create'],
    });
    const closed = await buildSite(t.database.db, a.agency.id, { customerId: a.customer.id, rightsCustomer: [] });
    const mine = await call(
      tokens.customer,
      'POST',
      `${base}/customer/${a.customer.id}/site/${granted.id}/instruction`,
      {
        title: 'Accueil',
        content: 'Visiteurs attendus à 9 h.',
      },
    );
    expect(mine.statusCode).toBe(200);
    expect(
      (await call(tokens.customer, 'POST', `${base}/site/${closed.id}/instruction`, { title: 'X', content: 'Y' }))
        .statusCode,
    ).toBe(403);
    const staffs = await call(tokens.owner, 'POST', `${base}/site/${granted.id}/instruction`, {
      title: 'Staff',
      content: 'Z',
    });
    const edit = await call(tokens.customer, 'POST', `${base}/site/${granted.id}/instruction`, {
      id: staffs.json().id,
      title: 'X',
      content: 'Y',
    });
    expect(edit.statusCode).toBe(403);
    const own = await call(tokens.customer, 'POST', `${base}/site/${granted.id}/instruction`, {
      id: mine.json().id,
      title: 'Accueil (modifié)',
      content: 'Y',
    });
    expect(own.json()).toMatchObject({ id: mine.json().id, title: 'Accueil (modifié)' });
  });

  it('refuses agents (403) and answers 404 for another agency or another site’s instruction', async () => {
    const site = await buildSite(t.database.db, a.agency.id, { agentIds: [a.agent.membership.id] });
    const agent = await call(tokens.agent, 'POST', `${base}/site/${site.id}/instruction`, { title: 'X', content: 'Y' });
    expect(agent.statusCode).toBe(403);
    expect(agent.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Modifier les sites".');
    const theirs = await buildSite(t.database.db, b.agency.id);
    expect(
      (await call(tokens.owner, 'POST', `${base}/site/${theirs.id}/instruction`, { title: 'X', content: 'Y' }))
        .statusCode,
    ).toBe(404);
    const other = await buildSite(t.database.db, a.agency.id);
    const created = await call(tokens.owner, 'POST', `${base}/site/${other.id}/instruction`, {
      title: 'X',
      content: 'Y',
    });
    const moved = await call(tokens.owner, 'POST', `${base}/site/${site.id}/instruction`, {
      id: created.json().id,
      title: 'X',
      content: 'Y',
    });
    expect(moved.statusCode).toBe(404);
    expect(moved.json().message).toBe('Consigne introuvable.');
  });
});

describe('fetch and delete instructions', () => {
  it('shows staff every instruction and others those of sites granting them', async () => {
    const seen = await buildSite(t.database.db, a.agency.id, {
      name: 'Vu',
      customerId: a.customer.id,
      agentIds: [a.agent.membership.id],
    });
    const hidden = await buildSite(t.database.db, a.agency.id, {
      name: 'Caché',
      customerId: a.customer.id,
      agentIds: [a.agent.membership.id],
      rightsAgent: [],
      rightsCustomer: [],
    });
    for (const site of [seen, hidden]) {
      await call(tokens.owner, 'POST', `${base}/site/${site.id}/instruction`, {
        title: `Consigne ${site.name}`,
        content: 'C',
      });
    }
    const titles = async (token: string, body: unknown = {}) =>
      (await call(token, 'POST', `${base}/fetch/allSiteInstructions`, body))
        .json()
        .data.map((i: { title: string }) => i.title);
    const filter = { filters: { siteIds: [seen.id, hidden.id] } };
    expect((await titles(tokens.staff, filter)).sort()).toEqual(['Consigne Caché', 'Consigne Vu']);
    expect(await titles(tokens.agent, filter)).toEqual(['Consigne Vu']);
    expect(await titles(tokens.customer, filter)).toEqual(['Consigne Vu']);
    expect(await titles(tokens.secondAgent, filter)).toEqual([]);
    expect(await titles(tokens.staff, { filters: { search: 'caché' } })).toEqual(['Consigne Caché']);
    expect((await call(tokens.otherOwner, 'POST', `${base}/fetch/allSiteInstructions`, {})).statusCode).toBe(404);
  });

  it('deletes with the edit right; 404 for another agency, 403 for an agent', async () => {
    const site = await buildSite(t.database.db, a.agency.id, { agentIds: [a.agent.membership.id] });
    const created = (
      await call(tokens.owner, 'POST', `${base}/site/${site.id}/instruction`, { title: 'X', content: 'Y' })
    ).json();
    expect((await call(tokens.agent, 'DELETE', `${base}/site-instruction/${created.id}`)).statusCode).toBe(403);
    const otherBase = `/api/agency/${b.agency.id}`;
    expect((await call(tokens.otherOwner, 'DELETE', `${otherBase}/site-instruction/${created.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(tokens.staff, 'DELETE', `${base}/site-instruction/${created.id}`)).statusCode).toBe(204);
    expect((await call(tokens.staff, 'DELETE', `${base}/site-instruction/${created.id}`)).statusCode).toBe(404);
  });
});
