import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/platform.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { linksOf } from '../../mail/html.ts';
import { agencyWithCallers, caller, createAgentVia } from '../../testing/agent-kit.ts';
import { loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;

beforeAll(async () => {
  a = await agencyWithCallers(t);
});

const invitationTo = async (email: string) => {
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.agencyId, a.agency.id)));
  return mails;
};

describe('willActivate: the invitation', () => {
  it('activates the account and sends the French invitation whose link sets the password', async () => {
    const { agent } = await createAgentVia(a.owner.api, a.base, {
      firstname: 'Noé',
      email: 'noe.invite@exemple.fr',
      willActivate: true,
    });
    expect(agent).toMatchObject({ status: 'invited', active: true, hasAccount: false });
    const [mail] = await invitationTo('noe.invite@exemple.fr');
    expect(mail.subject).toBe(`Invitation à rejoindre ${a.agency.name} sur Sécurité Plateforme`);
    expect(mail.text).toContain('Bonjour Noé,');
    expect(mail.text).toContain('valable 7 jours');
    const link = linksOf(mail.text).find((l) => l.includes('/#/reinitialisation-mot-de-passe/'));
    const token = decodeURIComponent(String(link?.split('/').pop()));
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/user/forgot-password/${encodeURIComponent(token)}`,
      payload: { password: 'Secret123' },
    });
    expect(reset.statusCode).toBe(200);
    const session = await loginAs(t.app, 'noe.invite@exemple.fr', 'Secret123');
    const me = (await caller(t.app, session.token).get('/api/user')).json();
    expect(me.userCompanies).toEqual([expect.objectContaining({ role: 'agent', agentId: agent.id })]);
    expect((await a.owner.api.get(`${a.base}/agent/${agent.id}`)).json()).toMatchObject({
      status: 'active',
      hasAccount: true,
    });
  });

  it('activates a record later, on edit, and a second activation only re-sends the invitation', async () => {
    const { agent } = await createAgentVia(a.owner.api, a.base, { email: 'plus.tard@exemple.fr' });
    expect(await invitationTo('plus.tard@exemple.fr')).toHaveLength(0);
    const edit = { id: agent.id, firstname: 'Karim', lastname: 'Benali', willActivate: true };
    expect((await a.owner.api.post(`${a.base}/agent`, edit)).json().agent.status).toBe('invited');
    expect((await a.owner.api.post(`${a.base}/agent`, edit)).statusCode).toBe(200);
    expect(await invitationTo('plus.tard@exemple.fr')).toHaveLength(2);
    // The agent of buildAgencyWithPeople, Noé and this one.
    expect((await a.owner.api.get(`${a.base}/agents/quota`)).json().accounts).toBe(3);
  });

  it('needs an e-mail, in the form or already on the record', async () => {
    const missing = await a.owner.api.post(`${a.base}/agent`, {
      firstname: 'A',
      lastname: 'B',
      email: '',
      willActivate: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      email: 'Une adresse e-mail est nécessaire pour activer le compte du collaborateur.',
    });
    const { agent } = await createAgentVia(a.owner.api, a.base);
    const later = await a.owner.api.post(`${a.base}/agent`, {
      id: agent.id,
      firstname: 'A',
      lastname: 'B',
      willActivate: true,
    });
    expect(later.statusCode).toBe(400);
    expect(later.json().errors.email).toBe(
      'Une adresse e-mail est nécessaire pour activer le compte du collaborateur.',
    );
  });

  it('counts free accounts on top of the subscription and refuses beyond, with the buy-more message', async () => {
    const c = await agencyWithCallers(t);
    // The agent of buildAgencyWithPeople has an active account: 1 of 1 + 1 free.
    await t.database.db.update(agencies).set({ accountsLimit: 1, freeAccounts: 1 }).where(eq(agencies.id, c.agency.id));
    expect((await c.owner.api.get(`${c.base}/agents/quota`)).json()).toEqual({
      agentsLimit: null,
      accountsLimit: 1,
      freeAccounts: 1,
      totalAccountsLimit: 2,
      agents: 1,
      accounts: 1,
    });
    await createAgentVia(c.owner.api, c.base, { email: 'compte.libre@exemple.fr', willActivate: true });
    const refused = await c.owner.api.post(`${c.base}/agent`, {
      firstname: 'A',
      lastname: 'B',
      email: 'compte.en.trop@exemple.fr',
      willActivate: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('fiches collaborateurs disponibles');
    expect(refused.json().details).toEqual({ reason: 'accountsLimit' });
    // The refusal rolled the whole creation back.
    expect((await c.owner.api.get(`${c.base}/agents/quota`)).json()).toMatchObject({ agents: 2, accounts: 2 });
    // A record without account still fits.
    await createAgentVia(c.owner.api, c.base);
  });
});

describe('willDeactivate and disconnect', () => {
  it('deactivates: the account no longer counts and its sessions end at once', async () => {
    const c = await agencyWithCallers(t);
    const before = (await c.agent.api.get('/api/user')).statusCode;
    expect(before).toBe(200);
    const response = await c.owner.api.post(`${c.base}/agent`, {
      id: c.agent.membership.id,
      firstname: 'Agent',
      lastname: 'Parti',
      willDeactivate: true,
    });
    expect(response.json().agent).toMatchObject({ status: 'inactive', active: false, hasAccount: true });
    expect((await c.agent.api.get('/api/user')).statusCode).toBe(401);
    expect((await c.owner.api.get(`${c.base}/agents/quota`)).json().accounts).toBe(0);
    // Signing in again gives no access to the agency.
    const again = caller(t.app, (await loginAs(t.app, c.agent.user.email)).token);
    expect((await again.get('/api/user')).json().userCompanies).toEqual([]);
    expect((await again.get(`${c.base}/agent/${c.agent.membership.id}`)).statusCode).toBe(404);
  });

  it('refuses activating and deactivating at once, and clearing the address of an account', async () => {
    const both = await a.owner.api.post(`${a.base}/agent`, {
      id: a.agent.membership.id,
      firstname: 'A',
      lastname: 'B',
      willActivate: true,
      willDeactivate: true,
    });
    expect(both.statusCode).toBe(400);
    const cleared = await a.owner.api.post(`${a.base}/agent`, {
      id: a.agent.membership.id,
      firstname: 'A',
      lastname: 'B',
      email: '',
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors.email).toBe(
      'Ce collaborateur a un compte : son adresse e-mail ne peut pas être effacée.',
    );
  });

  it('PATCH disconnect ends every session of the agent, with the edit right only', async () => {
    const c = await agencyWithCallers(t, ['agents.create']);
    const url = `${c.base}/agent/${c.agent.membership.id}/disconnect`;
    const forbidden = await c.staff.api.patch(url);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Modifier les collaborateurs".');
    expect((await a.owner.api.patch(url)).statusCode).toBe(404);
    const response = await c.owner.api.patch(url);
    expect(response.json()).toEqual({ message: 'Le collaborateur a été déconnecté de tous ses appareils.' });
    expect((await c.agent.api.get('/api/user')).statusCode).toBe(401);
    expect((await c.owner.api.get('/api/user')).statusCode).toBe(200);
    // Unlike a deactivation, the agent may sign in again.
    const again = caller(t.app, (await loginAs(t.app, c.agent.user.email)).token);
    expect((await again.get('/api/user')).json().userCompanies).toHaveLength(1);
  });
});
