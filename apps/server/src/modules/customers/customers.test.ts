import { beforeAll, describe, expect, it } from 'vitest';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { sites } from '../../db/schema/sites.ts';
import { planningStaffRights } from '../../seed/demo.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['customers.create', 'customers.edit']);
  b = await buildAgencyWithPeople(db, ['customers.create', 'customers.edit']);
  const planner = await buildMember(db, a.agency.id, 'staff', { rights: planningStaffRights });
  const creator = await buildMember(db, a.agency.id, 'staff', { rights: ['customers.create'] });
  const billing = await buildMember(db, a.agency.id, 'staff', { rights: ['billing.view'] });
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    planner: planner.user.email,
    creator: creator.user.email,
    billing: billing.user.email,
    agent: a.agent.user.email,
    customer: a.customerUser.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const save = (token: string, payload: Record<string, unknown>) => call(token, 'POST', `${base}/customer`, payload);

const acme = {
  type: 'company',
  name: 'ACME Logistique',
  email: 'compta@acme.test',
  phone: '01 40 00 00 00',
  siren: '303 265 045',
  vatNumber: 'FR40303265045',
  address: { street: '5 rue des Entrepôts', zipcode: '93200', city: 'Saint-Denis' },
  customerInfos: {
    prospect: true,
    specialties: ['SSIAP'],
    settlementPeriod: 'daysEndOfMonth',
    settlementPeriodDays: 45,
  },
  companyDiscounts: [{ label: 'Remise fidélité', kind: 'percent', value: 500 }],
  comments: 'Prospect rencontré au salon.',
};

describe('customers: create, edit, prospect to customer, number', () => {
  it('creates a prospect with every field; edits need customers.edit', async () => {
    const created = await save(tokens.creator, acme);
    expect(created.statusCode).toBe(200);
    const customer = created.json();
    expect(customer).toMatchObject({
      type: 'company',
      name: 'ACME Logistique',
      phone: '0140000000',
      siren: '303265045',
      vatNumber: 'FR40303265045',
      customerNumber: null,
      customerInfos: {
        prospect: true,
        specialties: ['SSIAP'],
        settlementPeriod: 'daysEndOfMonth',
        settlementPeriodDays: 45,
      },
      companyDiscounts: [{ label: 'Remise fidélité', kind: 'percent', value: 500 }],
      address: { city: 'Saint-Denis', country: 'France' },
      userCompanies: [],
      logo: null,
      sitesCount: 0,
    });
    const edit = await save(tokens.creator, { id: customer.id, name: 'ACME' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Modifier les clients".');
  });

  it('refuses an unchanged save with « Aucun changement à enregistrer »', async () => {
    const { id } = (await save(tokens.staff, { ...acme, name: 'Inchangé' })).json();
    const again = await save(tokens.staff, { ...acme, id, name: 'Inchangé' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Aucun changement à enregistrer');
    expect((await save(tokens.staff, { id, name: 'Inchangé' })).json().message).toBe('Aucun changement à enregistrer');
  });

  it('turns a prospect into a customer and gives gap-free numbers when asked', async () => {
    const first = (await save(tokens.staff, { ...acme, name: 'Un' })).json();
    const asked = await save(tokens.staff, {
      id: first.id,
      name: 'Un',
      customerInfos: { generateCustomerNumberId: true },
    });
    // Still a prospect: no number yet.
    expect(asked.json()).toMatchObject({ customerNumber: null, customerInfos: { generateCustomerNumberId: true } });
    const turned = await save(tokens.staff, { id: first.id, name: 'Un', customerInfos: { prospect: false } });
    expect(turned.json()).toMatchObject({ customerNumber: 'C-0001', customerInfos: { prospect: false } });
    const second = await save(tokens.staff, { name: 'Deux', customerInfos: { generateCustomerNumberId: true } });
    expect(second.json().customerNumber).toBe('C-0002');
    // A refused save takes no number.
    const refused = await save(tokens.staff, {
      name: 'Trois',
      siren: '123',
      customerInfos: { generateCustomerNumberId: true },
    });
    expect(refused.statusCode).toBe(400);
    const third = await save(tokens.staff, { name: 'Quatre', customerInfos: { generateCustomerNumberId: true } });
    expect(third.json().customerNumber).toBe('C-0003');
    // Another agency has its own sequence.
    const other = await call(tokens.otherOwner, 'POST', `/api/agency/${b.agency.id}/customer`, {
      name: 'Ailleurs',
      customerInfos: { generateCustomerNumberId: true },
    });
    expect(other.json().customerNumber).toBe('C-0001');
  });

  it('gives concurrent saves consecutive numbers, none twice', async () => {
    const c = await buildAgencyWithPeople(t.database.db);
    const token = (await loginAs(t.app, c.owner.user.email)).token;
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(token, 'POST', `/api/agency/${c.agency.id}/customer`, {
          name: `Parallèle ${i}`,
          customerInfos: { generateCustomerNumberId: true },
        }),
      ),
    );
    const numbers = responses.map((r) => r.json().customerNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `C-${String(i + 1).padStart(4, '0')}`));
  });

  it('answers bad SIREN and VAT numbers with French field errors', async () => {
    const response = await save(tokens.staff, { name: 'X', siren: '303265046', vatNumber: 'FR00303265045' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      siren: 'Numéro SIREN invalide : la clé de contrôle ne correspond pas.',
      vatNumber: 'Numéro de TVA intracommunautaire invalide : la clé ne correspond pas au SIREN.',
    });
  });

  it('saves contacts with their recipient flags and replaces them on edit', async () => {
    const created = await save(tokens.staff, {
      name: 'Contacts SA',
      userCompanies: [
        { lastname: 'Durand', firstname: 'Claire', email: a.customerUser.user.email, invoiceRecipient: true },
        { lastname: 'Petit', email: 'planning@contacts.test', position: 'Responsable sûreté', planningRecipient: true },
      ],
    });
    expect(created.statusCode).toBe(200);
    const customer = created.json();
    expect(customer.userCompanies).toHaveLength(2);
    expect(customer.userCompanies[0]).toMatchObject({ lastname: 'Durand', invoiceRecipient: true, hasAccount: false });
    const [durand] = customer.userCompanies;
    const edited = await save(tokens.staff, {
      id: customer.id,
      name: 'Contacts SA',
      userCompanies: [
        { ...durand, estimateRecipient: true },
        { lastname: 'Neuf', email: 'neuf@contacts.test' },
      ],
    });
    expect(edited.json().userCompanies.map((c: { lastname: string }) => c.lastname)).toEqual(['Durand', 'Neuf']);
    expect(edited.json().userCompanies[0]).toMatchObject({ id: durand.id, estimateRecipient: true });
    const foreign = await save(tokens.staff, {
      id: customer.id,
      name: 'Contacts SA',
      userCompanies: [{ id: '3f1c2b1e-0000-4000-8000-000000000001', lastname: 'X', email: 'x@x.test' }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Contact introuvable');
  });

  it('marks contacts that open the portal', async () => {
    const response = await save(tokens.staff, {
      id: a.customer.id,
      name: a.customer.name,
      userCompanies: [{ lastname: 'Durand', email: a.customerUser.user.email }],
    });
    expect(response.json().userCompanies[0].hasAccount).toBe(true);
  });
});

describe('customers: reading and rights', () => {
  it('lists with search and the prospect filter; the planner, agents and customers are refused', async () => {
    await save(tokens.staff, { name: 'Zèbre Prospect', customerInfos: { prospect: true } });
    await save(tokens.staff, { name: 'Zèbre Client' });
    const fetch = (token: string, filters: object) => call(token, 'POST', `${base}/fetch/customers`, { filters });
    const prospects = await fetch(tokens.billing, { search: 'zèbre', kind: 'prospect' });
    expect(prospects.statusCode).toBe(200);
    expect(prospects.json()).toMatchObject({ total: 1, data: [{ name: 'Zèbre Prospect' }] });
    expect((await fetch(tokens.owner, { search: 'zèbre', kind: 'customer' })).json().total).toBe(1);
    for (const who of ['planner', 'agent', 'customer']) {
      expect((await fetch(tokens[who], {})).statusCode).toBe(403);
      expect((await call(tokens[who], 'GET', `${base}/customer/${a.customer.id}`)).statusCode).toBe(403);
      expect((await save(tokens[who], { name: 'Non' })).statusCode).toBe(403);
    }
    expect((await fetch(tokens.planner, {})).json().message).toBe(
      'Vous ne bénéficiez pas de l\'autorisation "Créer des clients".',
    );
  });

  it('answers 404 « Client introuvable » for another agency’s customer', async () => {
    const foreign = b.customer.id;
    for (const response of [
      await call(tokens.owner, 'GET', `${base}/customer/${foreign}`),
      await save(tokens.owner, { id: foreign, name: 'Volé' }),
      await call(tokens.owner, 'DELETE', `${base}/agencyCustomer/${foreign}/archive`),
      await call(tokens.owner, 'GET', `${base}/agencyCustomer/${foreign}/pricing`),
      await call(tokens.owner, 'POST', `${base}/agencyCustomer/${foreign}/pricing`, { pricings: [] }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Client introuvable');
    }
    expect((await call(tokens.otherOwner, 'GET', `${base}/customer/${a.customer.id}`)).statusCode).toBe(404);
  });

  it('refuses malformed input with 400, never 500', async () => {
    expect((await save(tokens.owner, { name: 'X', type: 'alien' })).statusCode).toBe(400);
    expect((await save(tokens.owner, { name: 'X', customerInfos: { settlementPeriodDays: -1 } })).statusCode).toBe(400);
    expect((await save(tokens.owner, { name: 'X', logoFileId: 'nope' })).statusCode).toBe(400);
    expect((await call(tokens.owner, 'DELETE', `${base}/agencyCustomer/${a.customer.id}/burn`)).statusCode).toBe(400);
  });
});

describe('customers: archive and permanent deletion', () => {
  it('archives (hidden from the list, restored by a save) and deletes permanently only when nothing refers to it', async () => {
    const { id } = (await save(tokens.staff, { name: 'Éphémère' })).json();
    expect((await call(tokens.creator, 'DELETE', `${base}/agencyCustomer/${id}/archive`)).statusCode).toBe(403);
    expect((await call(tokens.staff, 'DELETE', `${base}/agencyCustomer/${id}/archive`)).statusCode).toBe(204);
    const listed = async (archived: boolean) =>
      (
        await call(tokens.staff, 'POST', `${base}/fetch/customers`, { filters: { search: 'Éphémère', archived } })
      ).json().total;
    expect(await listed(false)).toBe(0);
    expect(await listed(true)).toBe(1);
    const restored = await save(tokens.staff, { id, name: 'Éphémère', archived: false });
    expect(restored.json().archivedAt).toBeNull();
    await t.database.db.insert(sites).values({ agencyId: a.agency.id, name: 'Entrepôt', customerId: id });
    const refused = await call(tokens.staff, 'DELETE', `${base}/agencyCustomer/${id}/permanent`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Ce client ne peut pas être supprimé définitivement : il a 1 site. Archivez-le plutôt.',
    );
    const { id: billed } = (await save(tokens.staff, { name: 'Facturé' })).json();
    await t.database.db
      .insert(commercialDocuments)
      .values({ agencyId: a.agency.id, type: 'quote', customerId: billed, date: '2026-06-01' });
    const kept = await call(tokens.staff, 'DELETE', `${base}/agencyCustomer/${billed}/permanent`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(
      'Ce client ne peut pas être supprimé définitivement : il a 1 document commercial. Archivez-le plutôt.',
    );
    const { id: lone } = (await save(tokens.staff, { name: 'Seul' })).json();
    expect((await call(tokens.staff, 'DELETE', `${base}/agencyCustomer/${lone}/permanent`)).statusCode).toBe(204);
    expect((await call(tokens.staff, 'GET', `${base}/customer/${lone}`)).statusCode).toBe(404);
  });
});
