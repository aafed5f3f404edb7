import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../../db/schema/tenancy.ts';
import { agencyWithCallers, caller, missingRight } from '../../testing/agent-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const rights = ['offers.view', 'offers.create', 'offers.edit'];
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let c: Awaited<ReturnType<typeof agencyWithCallers>>;
let fieldAgent: ReturnType<typeof caller>;
let active: { id: string };
let draft: { id: string };
let answerB: { id: string };

const names = (page: { data: { title: string }[] }) => page.data.map((o) => o.title);

beforeAll(async () => {
  a = await agencyWithCallers(t, rights);
  b = await agencyWithCallers(t, rights);
  c = await agencyWithCallers(t, rights);
  await t.database.db
    .update(agencies)
    .set({ name: 'Sécurité Démo', email: 'contact@demo.test', phone: '0140000000' })
    .where(eq(agencies.id, a.agency.id));
  const agent = await buildMember(t.database.db, b.agency.id, 'agent', { rights: ['offers.view', 'offers.create'] });
  fieldAgent = caller(t.app, (await loginAs(t.app, agent.user.email)).token);
  const created = await a.staff.api.post(`${a.base}/offer`, {
    title: 'Renfort gardiennage week-end',
    location: 'Lyon 7e',
    description: 'Deux agents SSIAP 1 pour le salon.',
  });
  expect(created.statusCode, created.body).toBe(200);
  active = created.json();
  draft = (
    await a.staff.api.post(`${a.base}/offer`, { title: 'Brouillon', location: 'Paris', status: 'draft' })
  ).json();
}, 60_000);

describe('Annonces actives', () => {
  it('shows another agency’s active offers with their contact line, never its drafts nor your own', async () => {
    expect(active).toMatchObject({
      reference: `ANN-${new Date().getUTCFullYear()}-0001`,
      status: 'active',
      mine: true,
    });
    const seen = (await b.staff.api.post(`${b.base}/fetch/offers`, { filters: { type: 'active' } })).json();
    expect(names(seen)).toEqual(['Renfort gardiennage week-end']);
    expect(seen.data[0]).toMatchObject({
      mine: false,
      offerAnswers: [],
      agency: { name: 'Sécurité Démo', contact: 'Sécurité Démo · contact@demo.test · 01 40 00 00 00' },
    });
    expect(names((await a.staff.api.post(`${a.base}/fetch/offers`, { filters: { type: 'active' } })).json())).toEqual(
      [],
    );
    expect((await b.staff.api.get(`${b.base}/offer/${draft.id}`)).statusCode).toBe(404);
    expect((await b.staff.api.get(`${b.base}/offer/${active.id}`)).statusCode).toBe(200);
  });

  it('counts the offers the user has not seen yet (the badge), until the list is opened', async () => {
    expect((await c.staff.api.get(`${c.base}/offers/unread`)).json()).toEqual({ count: 1 });
    await c.staff.api.post(`${c.base}/fetch/offers`, { filters: { type: 'active' } });
    expect((await c.staff.api.get(`${c.base}/offers/unread`)).json()).toEqual({ count: 0 });
    expect((await c.owner.api.get(`${c.base}/offers/unread`)).json()).toEqual({ count: 1 });
  });

  it('requires the type filter (spec 001 section 5)', async () => {
    const response = await b.staff.api.post(`${b.base}/fetch/offers`, { filters: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['filters.type']).toBe('Obligatoire');
  });
});

describe('answers', () => {
  it('lets another agency answer once (a phone retry is the same answer), never its own offer or a draft', async () => {
    const clientUuid = randomUUID();
    const first = await fieldAgent.post(`${b.base}/offer/${active.id}/answer`, { message: 'Disponibles', clientUuid });
    expect(first.statusCode, first.body).toBe(200);
    answerB = first.json();
    expect(answerB).toMatchObject({ status: 'pending', agency: { id: b.agency.id }, offer: { id: active.id } });
    const retry = await fieldAgent.post(`${b.base}/offer/${active.id}/answer`, { message: 'Disponibles', clientUuid });
    expect(retry.json().id).toBe(answerB.id);
    const changed = await fieldAgent.post(`${b.base}/offer/${active.id}/answer`, { message: 'Autre', clientUuid });
    expect(changed.statusCode).toBe(422);
    const again = await b.staff.api.post(`${b.base}/offer/${active.id}/answer`, { message: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Votre agence a déjà répondu à cette annonce.');
    expect((await a.staff.api.post(`${a.base}/offer/${active.id}/answer`, { message: 'Moi' })).statusCode).toBe(422);
    expect((await b.staff.api.post(`${b.base}/offer/${draft.id}/answer`, { message: 'X' })).statusCode).toBe(404);
    expect((await b.staff.api.post(`${b.base}/offer/${active.id}/answer`, { message: '' })).statusCode).toBe(400);
    expect((await c.staff.api.post(`${c.base}/offer/${active.id}/answer`, { message: 'Nous aussi' })).statusCode).toBe(
      200,
    );
  });

  it('shows each agency its own answer only, the offering agency all of them', async () => {
    const asB = (await b.staff.api.post(`${b.base}/fetch/offers`, { filters: { type: 'active' } })).json().data[0];
    expect(asB.offerAnswers.map((x: { message: string }) => x.message)).toEqual(['Disponibles']);
    expect(asB.answersCount).toBe(1);
    const asC = (await c.staff.api.get(`${c.base}/offer/${active.id}`)).json();
    expect(asC.offerAnswers.map((x: { message: string }) => x.message)).toEqual(['Nous aussi']);
    const mine = (await a.staff.api.post(`${a.base}/fetch/offers`, { filters: { type: 'mine' } })).json();
    expect(names(mine)).toEqual(['Brouillon', 'Renfort gardiennage week-end']);
    const offer = mine.data.find((o: { id: string }) => o.id === active.id);
    expect(offer).toMatchObject({ answersCount: 2, unreadAnswersCount: 2 });
    const mesReponses = (await b.staff.api.post(`${b.base}/fetch/offers/answers`, {})).json();
    expect(mesReponses.data.map((x: { message: string }) => x.message)).toEqual(['Disponibles']);
    expect(mesReponses.data[0].offer.agency.name).toBe('Sécurité Démo');
    expect((await a.staff.api.post(`${a.base}/fetch/offers/answers`, {})).json().total).toBe(0);
  });

  it('lets the offering agency read the answers (badge) and set their status, nobody else', async () => {
    expect((await a.staff.api.get(`${a.base}/offers-answers/unread`)).json()).toEqual({ count: 2 });
    const read = await a.staff.api.post(`${a.base}/offer/${active.id}/answers-read`);
    expect(read.json().unreadAnswersCount).toBe(0);
    expect((await a.staff.api.get(`${a.base}/offers-answers/unread`)).json()).toEqual({ count: 0 });
    const path = `/offer/${active.id}/answer/${answerB.id}/status/accepted`;
    const set = await a.staff.api.put(`${a.base}${path}`);
    expect(set.statusCode).toBe(200);
    expect(set.json().status).toBe('accepted');
    expect((await b.staff.api.post(`${b.base}/fetch/offers/answers`, {})).json().data[0].status).toBe('accepted');
    expect((await b.staff.api.put(`${b.base}${path}`)).statusCode).toBe(404);
    expect((await b.staff.api.put(`${a.base}${path}`)).statusCode).toBe(404);
    expect((await a.staff.api.put(`${a.base}/offer/${active.id}/answer/${answerB.id}/status/maybe`)).statusCode).toBe(
      400,
    );
    expect((await b.staff.api.post(`${b.base}/offer/${active.id}/answers-read`)).statusCode).toBe(404);
  });
});

describe('rights and agencies', () => {
  it('needs the offers rights (403 naming them); customers and other agencies’ paths are refused', async () => {
    const plain = await buildMember(t.database.db, a.agency.id, 'staff');
    const api = caller(t.app, (await loginAs(t.app, plain.user.email)).token);
    const refused = await api.post(`${a.base}/fetch/offers`, { filters: { type: 'active' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Voir les annonces'));
    expect((await a.agent.api.get(`${a.base}/offers/unread`)).statusCode).toBe(403);
    expect((await a.customerUser.api.get(`${a.base}/offers/unread`)).statusCode).toBe(403);
    expect((await b.owner.api.post(`${a.base}/fetch/offers`, { filters: { type: 'mine' } })).statusCode).toBe(404);
    const create = await fieldAgent.post(`${b.base}/offer`, { title: 'X', location: 'Y' });
    expect(create.statusCode).toBe(200);
    const edit = await fieldAgent.post(`${b.base}/offer`, { id: create.json().id, title: 'X', location: 'Y' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(missingRight('Modifier les annonces'));
  });

  it('never lets an agency change another agency’s offer', async () => {
    const response = await b.owner.api.post(`${b.base}/offer`, { id: active.id, title: 'Pris', location: 'Ici' });
    expect(response.statusCode).toBe(404);
    const closed = await a.staff.api.post(`${a.base}/offer`, { ...active, status: 'closed', description: null });
    expect(closed.json().status).toBe('closed');
    expect(names((await b.staff.api.post(`${b.base}/fetch/offers`, { filters: { type: 'active' } })).json())).toEqual(
      [],
    );
    // An answer given stays in « Mes réponses ».
    expect((await b.staff.api.post(`${b.base}/fetch/offers/answers`, {})).json().total).toBe(1);
  });
});
