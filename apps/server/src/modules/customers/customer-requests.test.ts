import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/platform.ts';
import { planningStaffRights } from '../../seed/demo.ts';
import { buildAgencyWithPeople, buildCustomer, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};
let base: string;
let portal: string;
let otherCustomerId: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['customerRequests.create', 'customerRequests.edit']);
  b = await buildAgencyWithPeople(db, ['customerRequests.create', 'customerRequests.edit']);
  const planner = await buildMember(db, a.agency.id, 'staff', { rights: planningStaffRights });
  const creator = await buildMember(db, a.agency.id, 'staff', { rights: ['customerRequests.create'] });
  const other = await buildCustomer(db, a.agency.id, { email: 'accueil@autre.test' });
  otherCustomerId = other.id;
  const otherUser = await buildMember(db, a.agency.id, 'customer', { customerId: other.id });
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    creator: creator.user.email,
    planner: planner.user.email,
    agent: a.agent.user.email,
    customer: a.customerUser.user.email,
    otherCustomer: otherUser.user.email,
    otherStaff: b.staff.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
  portal = `${base}/customer/${a.customer.id}`;
});

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const unread = async (token: string, url = base) =>
  (await call(token, 'GET', `${url}/customer-requests/unread`)).json();
const ask = { requestType: 'intervention', subject: 'Ronde supplémentaire', content: 'Samedi soir, parking B.' };

describe('customer requests: both sides', () => {
  it('a customer opens a request in the portal; the agency sees it unread until opened', async () => {
    const before = await unread(tokens.staff);
    const created = await call(tokens.customer, 'POST', `${portal}/customer-request`, ask);
    expect(created.statusCode).toBe(200);
    const request = created.json();
    expect(request).toMatchObject({
      customer: { id: a.customer.id },
      status: 'pending',
      createdBy: { customer: true },
      unread: false,
      sent: false,
    });
    expect(await unread(tokens.staff)).toEqual({ selfUnread: 0, agencyUnread: before.agencyUnread + 1 });
    const opened = await call(tokens.staff, 'GET', `${base}/customer-request/${request.id}`);
    expect(opened.json().unread).toBe(false);
    expect((await unread(tokens.staff)).agencyUnread).toBe(before.agencyUnread);
    expect(await unread(tokens.customer, portal)).toEqual({ selfUnread: 0, agencyUnread: 0 });
  });

  it('a status change asks to e-mail the customer: only then is the mail queued, and the customer sees news', async () => {
    const { id } = (await call(tokens.customer, 'POST', `${portal}/customer-request`, ask)).json();
    const quiet = await call(tokens.staff, 'POST', `${base}/customer-request/inProgress`, { id });
    expect(quiet.json()).toMatchObject({ status: 'inProgress', sent: false });
    expect((await unread(tokens.customer, portal)).selfUnread).toBe(1);
    const told = await call(tokens.staff, 'POST', `${base}/customer-request/done`, { id, sendEmail: true });
    expect(told.json()).toMatchObject({ status: 'done', sent: true });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.agencyId, a.agency.id), eq(mailOutbox.to, a.customerUser.user.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Votre demande : Traitée');
    expect(mails[0].text).toContain('Votre demande « Ronde supplémentaire »');
    const again = await call(tokens.staff, 'POST', `${base}/customer-request/done`, { id });
    expect(again.statusCode).toBe(409);
    // The customer reads it in the portal: no news left.
    const read = await call(tokens.customer, 'GET', `${portal}/customer-request/${id}`);
    expect(read.json().unread).toBe(false);
    expect((await unread(tokens.customer)).selfUnread).toBe(0);
  });

  it('staff open a request for a customer; « Client introuvable » for another agency’s', async () => {
    const made = await call(tokens.creator, 'POST', `${base}/customer-request`, { ...ask, customerId: a.customer.id });
    expect(made.json()).toMatchObject({ createdBy: { customer: false }, customer: { id: a.customer.id } });
    expect((await unread(tokens.customer, portal)).selfUnread).toBe(1);
    const foreign = await call(tokens.creator, 'POST', `${base}/customer-request`, {
      ...ask,
      customerId: b.customer.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Client introuvable');
    const none = await call(tokens.creator, 'POST', `${base}/customer-request`, ask);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ customerId: 'Choisissez le client de la demande.' });
    expect(
      (await call(tokens.creator, 'POST', `${base}/customer-request/closed`, { id: made.json().id })).statusCode,
    ).toBe(403);
  });

  it('is idempotent with a client uuid', async () => {
    const uuid = '5b0c7a3e-2f7d-4a4e-9c51-0d6f2e1a9b01';
    const first = await call(tokens.customer, 'POST', `${portal}/customer-request`, { ...ask, uuid });
    const second = await call(tokens.customer, 'POST', `${portal}/customer-request`, { ...ask, uuid });
    expect(second.json().id).toBe(first.json().id);
    const other = await call(tokens.customer, 'POST', `${portal}/customer-request`, { ...ask, uuid, subject: 'Autre' });
    expect(other.statusCode).toBe(422);
  });
});

describe('customer requests: who sees what', () => {
  it('each customer sees only its company’s; agents, the planner and other agencies are refused', async () => {
    await call(tokens.otherCustomer, 'POST', `${base}/customer-request`, { ...ask, subject: 'Chez l’autre' });
    const mine = await call(tokens.customer, 'POST', `${portal}/fetch/customer-requests`, { filters: {} });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.every((r: { customer: { id: string } }) => r.customer.id === a.customer.id)).toBe(true);
    const all = await call(tokens.staff, 'POST', `${base}/fetch/customer-requests`, {
      filters: { customers: [otherCustomerId] },
    });
    expect(all.json()).toMatchObject({ total: 1, data: [{ subject: 'Chez l’autre' }] });
    // Another company's scope is not found for a customer.
    expect((await call(tokens.otherCustomer, 'POST', `${portal}/fetch/customer-requests`, {})).statusCode).toBe(404);
    for (const who of ['agent', 'planner']) {
      expect((await call(tokens[who], 'POST', `${base}/fetch/customer-requests`, {})).statusCode).toBe(403);
      expect((await call(tokens[who], 'GET', `${base}/customer-requests/unread`)).statusCode).toBe(403);
      expect((await call(tokens[who], 'POST', `${base}/customer-request`, ask)).statusCode).toBe(403);
    }
    const { id } = mine.json().data[0];
    expect((await call(tokens.otherStaff, 'GET', `/api/agency/${b.agency.id}/customer-request/${id}`)).statusCode).toBe(
      404,
    );
    expect((await call(tokens.otherCustomer, 'GET', `${base}/customer-request/${id}`)).statusCode).toBe(404);
    expect((await call(tokens.customer, 'POST', `${portal}/customer-request/closed`, { id })).statusCode).toBe(403);
  });

  it('a customer withdraws its own pending request; staff with the edit right delete any', async () => {
    const { id } = (await call(tokens.customer, 'POST', `${portal}/customer-request`, ask)).json();
    expect((await call(tokens.customer, 'DELETE', `${portal}/customer-request/${id}`)).statusCode).toBe(204);
    const made = (
      await call(tokens.staff, 'POST', `${base}/customer-request`, { ...ask, customerId: a.customer.id })
    ).json();
    expect((await call(tokens.customer, 'DELETE', `${portal}/customer-request/${made.id}`)).statusCode).toBe(403);
    expect((await call(tokens.creator, 'DELETE', `${base}/customer-request/${made.id}`)).statusCode).toBe(403);
    expect((await call(tokens.staff, 'DELETE', `${base}/customer-request/${made.id}`)).statusCode).toBe(204);
    expect((await call(tokens.staff, 'GET', `${base}/customer-request/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses malformed input with 400', async () => {
    expect(
      (await call(tokens.customer, 'POST', `${portal}/customer-request`, { ...ask, requestType: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await call(tokens.customer, 'POST', `${portal}/customer-request`, { ...ask, subject: '' })).statusCode,
    ).toBe(400);
    expect((await call(tokens.staff, 'POST', `${base}/customer-request/bogus`, { id: a.customer.id })).statusCode).toBe(
      400,
    );
  });
});
