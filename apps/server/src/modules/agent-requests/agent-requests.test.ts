import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema/platform.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildAgencyType } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
type Member = Awaited<ReturnType<typeof buildMember>>;
let a: People;
let b: People;
let agent: Member;
let colleague: Member;
let typeId: string;
let foreignTypeId: string;
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['agentRequests.create', 'agentRequests.edit']);
  b = await buildAgencyWithPeople(db, ['agentRequests.create', 'agentRequests.edit']);
  agent = await buildMember(db, a.agency.id, 'agent', { rights: ['agentRequests.create'] });
  colleague = await buildMember(db, a.agency.id, 'agent', { rights: ['agentRequests.create'] });
  typeId = (await buildAgencyType(db, a.agency.id, 'request', 'Congés')).id;
  foreignTypeId = (await buildAgencyType(db, b.agency.id, 'request', 'Congés')).id;
  for (const [key, email] of Object.entries({
    staff: a.staff.user.email,
    agent: agent.user.email,
    colleague: colleague.user.email,
    noRight: a.agent.user.email,
    customer: a.customerUser.user.email,
    otherStaff: b.staff.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const ask = (token: string, extra: Record<string, unknown> = {}) =>
  call(token, 'POST', `${base}/request`, {
    requestTypeId: typeId,
    subject: 'Congés d’été',
    content: 'Du 4 au 18 août.',
    ...extra,
  });
const unread = async (token: string) => (await call(token, 'GET', `${base}/requests/unread`)).json();
const setStatus = (token: string, status: string, id: string, sendEmail = false) =>
  call(token, 'POST', `${base}/request/${status}`, { id, sendEmail });

describe('agent requests: create, read markers and status changes', () => {
  it('an agent asks; staff see it unread until they open it', async () => {
    const before = await unread(tokens.staff);
    const created = await ask(tokens.agent);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      agent: { id: agent.membership.id, fullname: 'Test Utilisateur' },
      requestType: { id: typeId, label: 'Congés' },
      status: 'pending',
      statusChangedAt: null,
      unread: false,
    });
    expect(await unread(tokens.agent)).toEqual({ selfUnread: 0, agencyUnread: 0 });
    expect((await unread(tokens.staff)).agencyUnread).toBe(before.agencyUnread + 1);
    const opened = await call(tokens.staff, 'GET', `${base}/request/${created.json().id}`);
    expect(opened.json()).toMatchObject({ id: created.json().id, unread: false });
    expect((await unread(tokens.staff)).agencyUnread).toBe(before.agencyUnread);
  });

  it('a status change with sendEmail e-mails and notifies the requester, who then has news', async () => {
    const { id } = (await ask(tokens.agent, { subject: 'Matériel radio' })).json();
    const changed = await setStatus(tokens.staff, 'accepted', id, true);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, status: 'accepted', unread: false });
    expect(changed.json().statusChangedAt).not.toBeNull();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, agent.user.email as string));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Votre demande : Acceptée', agencyId: a.agency.id });
    expect(mails[0].text).toContain('Votre demande « Matériel radio » est désormais : Acceptée.');
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.user.id), eq(notifications.title, 'Demande acceptée')));
    expect(notices).toHaveLength(1);
    expect((await unread(tokens.agent)).selfUnread).toBe(1);
    await call(tokens.agent, 'GET', `${base}/request/${id}`);
    expect((await unread(tokens.agent)).selfUnread).toBe(0);
  });

  it('without sendEmail nothing is sent, but the requester still sees news', async () => {
    const { id } = (await ask(tokens.colleague)).json();
    expect((await setStatus(tokens.staff, 'inProgress', id)).json().status).toBe('inProgress');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, colleague.user.email as string));
    expect(mails).toHaveLength(0);
    expect(await unread(tokens.colleague)).toEqual({ selfUnread: 1, agencyUnread: 0 });
    const list = await call(tokens.colleague, 'POST', `${base}/fetch/agent-requests`, {});
    expect(list.json().data[0]).toMatchObject({ id, unread: true });
  });

  it('refuses the same status and impossible moves (409), unknown statuses (400)', async () => {
    const { id } = (await ask(tokens.agent)).json();
    const same = await setStatus(tokens.staff, 'pending', id);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('La demande est déjà « En attente ».');
    await setStatus(tokens.staff, 'closed', id);
    const reopenAccepted = await setStatus(tokens.staff, 'accepted', id);
    expect(reopenAccepted.statusCode).toBe(409);
    expect(reopenAccepted.json().message).toBe('Une demande « Clôturée » ne peut pas passer à « Acceptée ».');
    expect((await setStatus(tokens.staff, 'pending', id)).statusCode).toBe(200);
    expect((await setStatus(tokens.staff, 'lost', id)).statusCode).toBe(400);
  });

  it('staff may ask for an agent, who then has news; an agent may not ask for another', async () => {
    const forColleague = await ask(tokens.staff, { agentId: colleague.membership.id, subject: 'Visite médicale' });
    expect(forColleague.json()).toMatchObject({ agent: { id: colleague.membership.id } });
    expect((await unread(tokens.colleague)).selfUnread).toBeGreaterThanOrEqual(1);
    expect((await ask(tokens.agent, { agentId: colleague.membership.id })).statusCode).toBe(403);
    const noAgent = await ask(tokens.staff);
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json().errors).toEqual({ agentId: 'Obligatoire' });
  });
});

describe('agent requests: rights and tenancy', () => {
  it('answers 403 for missing rights and for customers', async () => {
    const noRight = await ask(tokens.noRight);
    expect(noRight.statusCode).toBe(403);
    expect(noRight.json().message).toBe(
      'Vous ne bénéficiez pas de l\'autorisation "Créer des demandes collaborateurs".',
    );
    const { id } = (await ask(tokens.agent)).json();
    const agentStatus = await setStatus(tokens.agent, 'accepted', id);
    expect(agentStatus.statusCode).toBe(403);
    expect(agentStatus.json().message).toBe(
      'Vous ne bénéficiez pas de l\'autorisation "Modifier les demandes collaborateurs".',
    );
    for (const [method, url] of [
      ['POST', `${base}/fetch/agent-requests`],
      ['GET', `${base}/requests/unread`],
      ['GET', `${base}/request/${id}`],
      ['DELETE', `${base}/request/${id}`],
    ] as const) {
      expect((await call(tokens.customer, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(403);
    }
    expect((await call(tokens.noRight, 'GET', `${base}/requests/unread`)).statusCode).toBe(403);
  });

  it('answers 404 for another agency’s type, agent or request', async () => {
    expect((await ask(tokens.agent, { requestTypeId: foreignTypeId })).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Type de demande introuvable.',
    });
    expect((await ask(tokens.staff, { agentId: b.agent.membership.id })).json().message).toBe(
      'Collaborateur introuvable',
    );
    const { id } = (await ask(tokens.agent)).json();
    const otherBase = `/api/agency/${b.agency.id}`;
    expect((await call(tokens.otherStaff, 'GET', `${otherBase}/request/${id}`)).statusCode).toBe(404);
    expect((await call(tokens.otherStaff, 'DELETE', `${otherBase}/request/${id}`)).statusCode).toBe(404);
    const status = await call(tokens.otherStaff, 'POST', `${otherBase}/request/accepted`, { id, sendEmail: true });
    expect(status.statusCode).toBe(404);
    expect((await call(tokens.otherStaff, 'POST', `${base}/fetch/agent-requests`, {})).statusCode).toBe(404);
    // A colleague does not see another agent's request.
    expect((await call(tokens.colleague, 'GET', `${base}/request/${id}`)).statusCode).toBe(404);
  });

  it('is idempotent with a client uuid; another payload with it is a 422', async () => {
    const uuid = crypto.randomUUID();
    const first = await ask(tokens.agent, { uuid });
    const again = await ask(tokens.agent, { uuid });
    expect(again.json().id).toBe(first.json().id);
    expect(first.json().uuid).toBe(uuid);
    const other = await ask(tokens.agent, { uuid, subject: 'Autre chose' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
  });
});

describe('agent requests: list and delete', () => {
  it('lists only the requests with news for the caller when asked (the dashboard’s unread requests)', async () => {
    const fetchUnread = async (token: string, unreadOnly: boolean) =>
      (
        await call(token, 'POST', `${base}/fetch/agent-requests`, { limit: 100, filters: { unread: unreadOnly } })
      ).json() as { total: number; data: { id: string; unread: boolean }[] };
    const id = (await ask(tokens.colleague, { subject: 'Badge perdu' })).json().id as string;
    const unreadList = await fetchUnread(tokens.staff, true);
    expect(unreadList.data.map((r) => r.id)).toContain(id);
    expect(unreadList.data.every((r) => r.unread)).toBe(true);
    expect(unreadList.total).toBe((await unread(tokens.staff)).agencyUnread);
    expect((await fetchUnread(tokens.staff, false)).data.map((r) => r.id)).not.toContain(id);

    await call(tokens.staff, 'GET', `${base}/request/${id}`);
    expect((await fetchUnread(tokens.staff, true)).data.map((r) => r.id)).not.toContain(id);
    expect((await fetchUnread(tokens.staff, false)).data.map((r) => r.id)).toContain(id);
  });

  it('lists the agent’s own and all for staff, with filters and pages', async () => {
    const materiel = await buildAgencyType(t.database.db, a.agency.id, 'request', 'Matériel');
    const tagged = (await ask(tokens.colleague, { requestTypeId: materiel.id, subject: 'Lampe' })).json();
    await setStatus(tokens.staff, 'refused', tagged.id);
    const fetch = (token: string, payload: unknown) => call(token, 'POST', `${base}/fetch/agent-requests`, payload);
    const mine = (await fetch(tokens.agent, { limit: 100 })).json();
    expect(mine.data.every((r: { agent: { id: string } }) => r.agent.id === agent.membership.id)).toBe(true);
    const all = (await fetch(tokens.staff, { limit: 100 })).json();
    expect(all.total).toBeGreaterThan(mine.total);
    expect((await fetch(tokens.staff, { filters: { requestTypes: [materiel.id] } })).json()).toMatchObject({
      total: 1,
      data: [{ subject: 'Lampe' }],
    });
    expect(
      (await fetch(tokens.staff, { filters: { status: 'refused', requestTypes: materiel.id } })).json().total,
    ).toBe(1);
    expect(
      (await fetch(tokens.staff, { filters: { status: ['accepted', 'pending'], requestTypes: [materiel.id] } })).json()
        .total,
    ).toBe(0);
    const page = (await fetch(tokens.staff, { limit: 2, page: 2 })).json();
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(all.total);
    const scoped = (
      await call(tokens.staff, 'POST', `${base}/agent/${colleague.membership.id}/fetch/agent-requests`, {})
    ).json();
    expect(scoped.data.every((r: { agent: { id: string } }) => r.agent.id === colleague.membership.id)).toBe(true);
  });

  it('lets the requester withdraw a pending request only; staff delete any', async () => {
    const pending = (await ask(tokens.agent)).json();
    const handled = (await ask(tokens.agent)).json();
    await setStatus(tokens.staff, 'inProgress', handled.id);
    const refused = await call(tokens.agent, 'DELETE', `${base}/request/${handled.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Vous ne pouvez supprimer une demande que tant qu’elle est en attente.');
    expect((await call(tokens.colleague, 'DELETE', `${base}/request/${pending.id}`)).statusCode).toBe(404);
    expect((await call(tokens.agent, 'DELETE', `${base}/request/${pending.id}`)).statusCode).toBe(204);
    expect((await call(tokens.staff, 'DELETE', `${base}/request/${handled.id}`)).statusCode).toBe(204);
    expect((await call(tokens.staff, 'GET', `${base}/request/${handled.id}`)).statusCode).toBe(404);
  });
});
