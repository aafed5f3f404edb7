import { beforeAll, describe, expect, it } from 'vitest';
import { planningStaffRights } from '../../seed/demo.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { PNG, upload } from '../../testing/upload-kit.ts';
import { customerBillingIdentity, findCustomerPricings } from './public.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['customers.create', 'customers.edit']);
  b = await buildAgencyWithPeople(db);
  const planner = await buildMember(db, a.agency.id, 'staff', { rights: planningStaffRights });
  const billing = await buildMember(db, a.agency.id, 'staff', { rights: ['billing.view'] });
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    planner: planner.user.email,
    billing: billing.user.email,
    customer: a.customerUser.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

describe('customer pricing', () => {
  it('saves grids per specialty, fills ×1, reads them back for staff with a customer or billing right', async () => {
    const url = `${base}/agencyCustomer/${a.customer.id}/pricing`;
    const saved = await call(tokens.staff, 'POST', url, {
      pricings: [
        { basePrice: 2450, coefficients: { night: 11_000, sunday: 12_000, sundayHolidayNight: 25_000 } },
        { specialty: 'SSIAP', basePrice: 2900 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      countSaturday: false,
      pricings: [
        { specialty: '', basePrice: 2450, coefficients: { night: 11_000, sunday: 12_000, holiday: 10_000 } },
        { specialty: 'SSIAP', basePrice: 2900, coefficients: { saturdayNight: 10_000 } },
      ],
    });
    const read = await call(tokens.billing, 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.json().pricings).toHaveLength(2);
    expect((await call(tokens.billing, 'POST', url, { pricings: [] })).statusCode).toBe(403);
    expect((await call(tokens.planner, 'GET', url)).statusCode).toBe(403);
    expect((await call(tokens.customer, 'GET', url)).statusCode).toBe(403);
    const pricings = await findCustomerPricings(t.database.db, a.agency.id, a.customer.id);
    expect(pricings.map((p) => p.specialty)).toEqual(['', 'SSIAP']);
    expect(await findCustomerPricings(t.database.db, b.agency.id, a.customer.id)).toEqual([]);
  });

  it('refuses a coefficient of 0 with the spec warning, and two grids for a specialty', async () => {
    const url = `${base}/agencyCustomer/${a.customer.id}/pricing`;
    const zero = await call(tokens.staff, 'POST', url, {
      pricings: [{ basePrice: 2000, coefficients: { holiday: 0 } }],
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({
      'pricings.0.coefficients.holiday':
        'Attention : un coefficient de majoration à 0 équivaut à ne pas facturer la prestation. Mettre 1 en valeur pour ne pas appliquer de majoration.',
    });
    const twice = await call(tokens.staff, 'POST', url, {
      pricings: [
        { specialty: 'Cynophile', basePrice: 1 },
        { specialty: 'cynophile', basePrice: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call(tokens.staff, 'POST', url, { pricings: [{ basePrice: -5 }] })).statusCode).toBe(400);
  });

  it('lets the agency count Saturday apart (agencySettings.edit)', async () => {
    const url = `${base}/customers/pricing-settings`;
    expect((await call(tokens.staff, 'PUT', url, { countSaturday: true })).statusCode).toBe(403);
    expect((await call(tokens.owner, 'PUT', url, { countSaturday: true })).json()).toEqual({ countSaturday: true });
    expect((await call(tokens.billing, 'GET', url)).json()).toEqual({ countSaturday: true });
    const pricing = await call(tokens.owner, 'GET', `${base}/agencyCustomer/${a.customer.id}/pricing`);
    expect(pricing.json().countSaturday).toBe(true);
    expect(
      (await call(tokens.otherOwner, 'GET', `/api/agency/${b.agency.id}/customers/pricing-settings`)).json(),
    ).toEqual({
      countSaturday: false,
    });
  });
});

describe('customer logo and billing identity', () => {
  it('attaches an uploaded logo, replaces it, and refuses another agency’s file', async () => {
    const png = { name: 'logo.png', type: 'image/png', bytes: PNG };
    expect((await upload(t.app, tokens.planner, a.agency.id, 'customer-logo', png)).statusCode).toBe(403);
    const first = (await upload(t.app, tokens.staff, a.agency.id, 'customer-logo', png)).json().id;
    const saved = await call(tokens.staff, 'POST', `${base}/customer`, { name: 'Avec logo', logoFileId: first });
    expect(saved.json().logo).toEqual({ id: first, name: 'logo.png' });
    const customerId = saved.json().id;
    // Anyone of the agency may show it once attached.
    expect((await call(tokens.customer, 'GET', `${base}/files/${first}/download`)).statusCode).toBe(200);
    const second = (await upload(t.app, tokens.staff, a.agency.id, 'customer-logo', png)).json().id;
    const replaced = await call(tokens.staff, 'POST', `${base}/customer`, {
      id: customerId,
      name: 'Avec logo',
      logoFileId: second,
    });
    expect(replaced.json().logo.id).toBe(second);
    expect((await call(tokens.staff, 'GET', `${base}/files/${first}/download`)).statusCode).toBe(404);
    const foreign = (await upload(t.app, tokens.otherOwner, b.agency.id, 'customer-logo', png)).json().id;
    const refused = await call(tokens.staff, 'POST', `${base}/customer`, { name: 'Volé', logoFileId: foreign });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Logo introuvable');
    const removed = await call(tokens.staff, 'POST', `${base}/customer`, {
      id: customerId,
      name: 'Avec logo',
      logoFileId: null,
    });
    expect(removed.json().logo).toBeNull();
  });

  it('gives billing the buyer’s identity and its invoice recipients', async () => {
    const saved = await call(tokens.staff, 'POST', `${base}/customer`, {
      name: 'Facturé SA',
      email: 'contact@facture.test',
      siren: '303265045',
      vatNumber: 'FR40303265045',
      customerInfos: { settlementPeriod: 'days', settlementPeriodDays: 45 },
      userCompanies: [
        { lastname: 'Compta', email: 'compta@facture.test', invoiceRecipient: true },
        { lastname: 'Achats', email: 'achats@facture.test', estimateRecipient: true },
      ],
    });
    const identity = await customerBillingIdentity(t.database.db, a.agency.id, saved.json().id);
    expect(identity).toMatchObject({
      name: 'Facturé SA',
      siren: '303265045',
      vatNumber: 'FR40303265045',
      settlementPeriod: 'days',
      settlementPeriodDays: 45,
      invoiceRecipients: ['compta@facture.test'],
      estimateRecipients: ['achats@facture.test'],
    });
    await expect(customerBillingIdentity(t.database.db, b.agency.id, saved.json().id)).rejects.toThrow(
      'Client introuvable',
    );
  });
});
