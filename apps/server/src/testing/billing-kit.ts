// Test support for the billing tests: an agency with its people, settings that allow validation, and shortcuts.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agencies } from '../db/schema/tenancy.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from './factories.ts';
import type { TestApp } from './test-app.ts';

export const completeSettings = {
  legalName: 'Sécurité Démo SAS',
  siren: '832145676',
  vatNumber: 'FR32832145676',
  cnapsNumber: 'AUT-075-2118-03-15-20190123456',
  iban: 'FR7630004000031234567890143',
  bic: 'BNPAFRPPXXX',
};

export const sellerAddress = { street: '12 rue de Rivoli', zipcode: '75004', city: 'Paris', country: 'France' };

export const sampleLines = [
  { label: 'Gardiennage de site', quantity: 151.5, unitCode: 'HUR', unitPriceCents: 2350, vatRateBp: 2000 },
  { label: 'Badges', kind: 'goods', quantity: 3, unitCode: 'H87', unitPriceCents: 833, vatRateBp: 550 },
];

/** An agency ready to bill: owner, billing staff, a planner without billing rights, settings with a SIREN. */
export async function buildBillingAgency(t: TestApp) {
  const people = await buildAgencyWithPeople(t.database.db, [
    'invoices.create',
    'invoices.edit',
    'estimates.create',
    'estimates.edit',
    'purchaseOrders.create',
    'purchaseOrders.edit',
  ]);
  const planner = await buildMember(t.database.db, people.agency.id, 'staff', {
    rights: ['services.create', 'services.edit'],
  });
  const tokens = {
    owner: (await loginAs(t.app, people.owner.user.email)).token,
    staff: (await loginAs(t.app, people.staff.user.email)).token,
    planner: (await loginAs(t.app, planner.user.email)).token,
    agent: (await loginAs(t.app, people.agent.user.email)).token,
    customer: (await loginAs(t.app, people.customerUser.user.email)).token,
  };
  const base = `/api/agency/${people.agency.id}`;
  // The seller's address is a mandatory mention: validation refuses an invoice without it.
  await t.database.db.update(agencies).set({ address: sellerAddress }).where(eq(agencies.id, people.agency.id));
  const settings = await call(t.app, tokens.owner, 'PUT', `${base}/settings/commercial-docs`, completeSettings);
  if (settings.statusCode !== 200) throw new Error(settings.body);
  return { ...people, planner, tokens, base };
}

export function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
}
