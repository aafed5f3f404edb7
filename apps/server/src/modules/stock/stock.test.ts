import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers, caller, missingRight } from '../../testing/agent-kit.ts';
import { buildCustomer, buildMember, loginAs } from '../../testing/factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
const stockRights = [
  'stockReferences.create',
  'stockReferences.edit',
  'stockAssignments.create',
  'stockAssignments.edit',
];
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let plain: ReturnType<typeof caller>;
let otherCustomer: ReturnType<typeof caller>;
let site: { id: string };
let otherSite: { id: string };
let radio: { id: string; reference: string };
const today = todayIn('Europe/Paris');

beforeAll(async () => {
  a = await agencyWithCallers(t, stockRights);
  b = await agencyWithCallers(t, stockRights);
  const db = t.database.db;
  const none = await buildMember(db, a.agency.id, 'staff');
  plain = caller(t.app, (await loginAs(t.app, none.user.email)).token);
  const other = await buildCustomer(db, a.agency.id);
  const otherUser = await buildMember(db, a.agency.id, 'customer', { customerId: other.id });
  otherCustomer = caller(t.app, (await loginAs(t.app, otherUser.user.email)).token);
  site = await buildSite(db, a.agency.id, { name: 'Siège Client', customerId: a.customer.id });
  otherSite = await buildSite(db, a.agency.id, { name: 'Entrepôt', customerId: other.id });
  const created = await a.staff.api.post(`${a.base}/stock-reference`, {
    title: 'Radio portative Motorola',
    types: ['Communication'],
    quantity: 10,
  });
  expect(created.statusCode, created.body).toBe(200);
  radio = created.json();
}, 60_000);

describe('catalogue', () => {
  it('creates a reference with a generated code and lists it with its quantities', async () => {
    expect(radio).toMatchObject({ reference: 'RAD-0001', quantity: 10, assignedQuantity: 0, availableQuantity: 10 });
    const next = await a.staff.api.post(`${a.base}/generate/reference`, { title: 'Radio de secours' });
    expect(next.json()).toEqual({ reference: 'RAD-0002' });
    const list = (
      await a.staff.api.post(`${a.base}/fetch/stock-references`, { filters: { type: 'Communication' } })
    ).json();
    expect(list).toMatchObject({ total: 1, types: ['Communication'] });
  });

  it('refuses a code already used (409) and bad input (400)', async () => {
    const taken = await a.staff.api.post(`${a.base}/stock-reference`, { title: 'Autre', reference: 'rad-0001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('La référence « rad-0001 » existe déjà.');
    const bad = await a.staff.api.post(`${a.base}/stock-reference`, { title: '', quantity: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['quantity', 'title']);
  });

  it('needs the rights (403 naming them) and keeps other agencies out (404)', async () => {
    const refused = await plain.post(`${a.base}/fetch/stock-references`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Créer des références de stock'));
    expect((await a.agent.api.post(`${a.base}/fetch/stock-references`, {})).statusCode).toBe(403);
    expect((await b.owner.api.post(`${a.base}/fetch/stock-references`, {})).statusCode).toBe(404);
    const foreign = await b.owner.api.post(`${b.base}/stock-reference`, { id: radio.id, title: 'Volée' });
    expect(foreign.statusCode).toBe(404);
    expect((await b.owner.api.delete(`${b.base}/stock-reference/${radio.id}`)).statusCode).toBe(404);
    expect((await b.owner.api.post(`${b.base}/fetch/stock-references`, {})).json().total).toBe(0);
  });
});

describe('assignments', () => {
  it('needs at least one agent or site, with the spec’s message', async () => {
    const response = await a.staff.api.post(`${a.base}/stock-assignment`, { stockReferenceId: radio.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.agents).toBe(
      'Formulaire invalide, au moins un collaborateur ou un site doit être sélectionné pour assignation',
    );
  });

  it('hands units to an agent and a site, lists the reference updated, and refuses more than the stock', async () => {
    const response = await a.staff.api.post(`${a.base}/stock-assignment`, {
      stockReferenceId: radio.id,
      agents: [a.agent.membership.id],
      sites: [site.id],
      quantityToAssign: 3,
      dateRangeRestitution: { from: null, to: addDays(today, 10) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const update = response.json();
    expect(update.updatedReferences).toEqual([
      { id: radio.id, title: 'Radio portative Motorola', reference: 'RAD-0001' },
    ]);
    expect(update.assignments).toHaveLength(2);
    expect(update.assignments[0]).toMatchObject({ quantity: 3, status: 'assigned', restitution: 'due' });
    const ref = (await a.staff.api.post(`${a.base}/fetch/stock-references`, {})).json().data[0];
    expect(ref).toMatchObject({ assignedQuantity: 6, availableQuantity: 4 });
    const tooMany = await a.staff.api.post(`${a.base}/stock-assignment`, {
      stockReferenceId: radio.id,
      agents: [a.agent.membership.id],
      quantityToAssign: 5,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Stock insuffisant pour « Radio portative Motorola » : 4 disponibles.');
  });

  it('refuses another agency’s agent or site (404) and needs the right', async () => {
    const foreign = await a.staff.api.post(`${a.base}/stock-assignment`, {
      stockReferenceId: radio.id,
      agents: [b.agent.membership.id],
    });
    expect(foreign.statusCode).toBe(404);
    const refused = await plain.post(`${a.base}/stock-assignment`, { stockReferenceId: radio.id, sites: [site.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Créer des affectations de stock'));
  });

  it('shows the agent’s equipment on their record, to them and to staff, not to other agencies', async () => {
    const path = `${a.base}/agent/${a.agent.membership.id}/stock-assignments`;
    const own = await a.agent.api.get(path);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((x: { stockReference: { reference: string } }) => x.stockReference.reference)).toEqual([
      'RAD-0001',
    ]);
    expect((await a.staff.api.get(path)).json().total).toBe(1);
    expect((await plain.get(path)).statusCode).toBe(403);
    expect((await a.customerUser.api.get(path)).statusCode).toBe(404);
    expect((await b.owner.api.get(path)).statusCode).toBe(404);
    expect((await b.owner.api.get(`${b.base}/agent/${a.agent.membership.id}/stock-assignments`)).statusCode).toBe(404);
  });

  it('shows a site’s equipment to staff and to its customer only', async () => {
    const path = `${a.base}/site/${site.id}/stock-assignments`;
    expect((await a.staff.api.get(path)).json().total).toBe(1);
    expect((await a.customerUser.api.get(path)).json().total).toBe(1);
    expect((await otherCustomer.get(path)).statusCode).toBe(404);
    expect((await a.agent.api.get(path)).statusCode).toBe(403);
    expect((await b.owner.api.get(`${b.base}/site/${site.id}/stock-assignments`)).statusCode).toBe(404);
  });

  it('lists for a customer user (customerStocks) only what is on their sites', async () => {
    await a.staff.api.post(`${a.base}/stock-assignment`, { stockReferenceId: radio.id, sites: [otherSite.id] });
    const mine = await a.customerUser.api.post(`${a.base}/customer/${a.customer.id}/fetch/stock-assignments`, {});
    expect(mine.json().data.map((x: { site: { name: string } }) => x.site.name)).toEqual(['Siège Client']);
    const plainPath = await a.customerUser.api.post(`${a.base}/fetch/stock-assignments`, {});
    expect(plainPath.json().total).toBe(1);
    expect(
      (await otherCustomer.post(`${a.base}/customer/${a.customer.id}/fetch/stock-assignments`, {})).statusCode,
    ).toBe(404);
    expect((await a.staff.api.post(`${a.base}/fetch/stock-assignments`, {})).json().total).toBe(3);
  });

  it('lists what is due for return (the expiration screen)', async () => {
    const due = await a.staff.api.post(`${a.base}/fetch/stock-assignments`, {
      filters: { restitution: 'dueOrOverdue', holder: 'agents' },
    });
    expect(due.json().data.map((x: { agent: { id: string } }) => x.agent.id)).toEqual([a.agent.membership.id]);
  });

  it('takes equipment back, in part or whole, and records the movements', async () => {
    const [held] = (await a.agent.api.get(`${a.base}/agent/${a.agent.membership.id}/stock-assignments`)).json().data;
    const part = await a.staff.api.post(`${a.base}/stock-assignment/${held.id}/return`, { quantity: 1 });
    expect(part.statusCode, part.body).toBe(200);
    expect(
      part
        .json()
        .assignments.map((x: { status: string; quantity: number }) => [x.status, x.quantity])
        .sort(),
    ).toEqual([
      ['assigned', 2],
      ['returned', 1],
    ]);
    const tooMany = await a.staff.api.post(`${a.base}/stock-assignment/${held.id}/return`, { quantity: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect((await a.staff.api.post(`${a.base}/stock-assignment/${held.id}/return`, {})).statusCode).toBe(200);
    expect((await a.staff.api.post(`${a.base}/stock-assignment/${held.id}/return`, {})).statusCode).toBe(409);
    expect((await b.owner.api.post(`${b.base}/stock-assignment/${held.id}/return`, {})).statusCode).toBe(404);
    const actions = (
      await a.staff.api.post(`${a.base}/fetch/stock-actions`, { filters: { stockReferenceId: radio.id } })
    ).json();
    expect(actions.data.map((x: { kind: string }) => x.kind)).toEqual([
      'return',
      'return',
      'assignment',
      'assignment',
      'assignment',
      'in',
    ]);
  });
});

describe('movements and deletion', () => {
  it('records stock in and out, never more out than is left', async () => {
    const out = await a.staff.api.post(`${a.base}/stock-action`, {
      stockReferenceId: radio.id,
      kind: 'out',
      quantity: 50,
    });
    expect(out.statusCode).toBe(409);
    const into = await a.staff.api.post(`${a.base}/stock-action`, {
      stockReferenceId: radio.id,
      kind: 'in',
      quantity: 5,
    });
    expect(into.json().updatedReferences[0].reference).toBe('RAD-0001');
    const ref = (await a.staff.api.post(`${a.base}/fetch/stock-references`, {})).json().data[0];
    expect(ref.quantity).toBe(15);
    expect(
      (
        await a.staff.api.post(`${a.base}/stock-action`, {
          stockReferenceId: radio.id,
          kind: 'assignment',
          quantity: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses to delete a reference still handed out, and lowers no quantity below it', async () => {
    const del = await a.staff.api.delete(`${a.base}/stock-reference/${radio.id}`);
    expect(del.statusCode).toBe(409);
    const lower = await a.staff.api.post(`${a.base}/stock-reference`, { id: radio.id, title: 'Radio', quantity: 1 });
    expect(lower.statusCode).toBe(409);
    const fresh = (await a.staff.api.post(`${a.base}/stock-reference`, { title: 'Lampe torche', quantity: 2 })).json();
    expect(fresh.reference).toBe('LAM-0001');
    expect((await a.staff.api.delete(`${a.base}/stock-reference/${fresh.id}`)).statusCode).toBe(204);
  });
});

describe('QR labels', () => {
  it('prints 4 labels per reference by default, as a PDF with the title and code', async () => {
    const response = await a.staff.api.post(`${a.base}/generate/qr-codes`, { items: [{ id: radio.id }] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const texts = pdfText(response.rawPayload);
    expect(texts.filter((x) => x === 'RAD-0001')).toHaveLength(4);
    expect(texts.filter((x) => x === 'Radio portative Motorola')).toHaveLength(4);
    expect((await b.owner.api.post(`${b.base}/generate/qr-codes`, { items: [{ id: radio.id }] })).statusCode).toBe(404);
    expect((await a.staff.api.post(`${a.base}/generate/qr-codes`, { items: [] })).statusCode).toBe(400);
  });
});

describe('simplified stock setting', () => {
  it('is read by everyone in the session, changed with the agency settings right', async () => {
    expect((await a.agent.api.get(`${a.base}/settings/stock`)).json()).toEqual({ stockSimplified: false });
    expect((await a.staff.api.put(`${a.base}/settings/stock`, { stockSimplified: true })).statusCode).toBe(403);
    expect((await a.owner.api.put(`${a.base}/settings/stock`, { stockSimplified: true })).json()).toEqual({
      stockSimplified: true,
    });
    const user = (await a.agent.api.get('/api/user')).json();
    expect(user.userCompanies[0].agency.stockSimplified).toBe(true);
    expect((await b.owner.api.get(`${b.base}/settings/stock`)).json()).toEqual({ stockSimplified: false });
  });
});
