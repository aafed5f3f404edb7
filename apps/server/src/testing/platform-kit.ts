// Test support for the platform's own business: admins, agencies with callers, the catalogue of the shop.
import { eq } from 'drizzle-orm';
import { agencies } from '../db/schema/tenancy.ts';
import { agencyWithCallers, type Caller, caller } from './agent-kit.ts';
import { buildUser, loginAs } from './factories.ts';
import type { TestApp } from './test-app.ts';

export const address = { street: '12 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'France' };

/** An admin and a support account of the platform, logged in. */
export async function platformStaff(t: TestApp) {
  const admin = await buildUser(t.database.db, { isAdmin: true });
  const support = await buildUser(t.database.db, { isSupport: true });
  return {
    admin: caller(t.app, (await loginAs(t.app, admin.email)).token),
    support: caller(t.app, (await loginAs(t.app, support.email)).token),
  };
}

/** An agency with its people and callers, with an address (the payment provider needs one) and limits. */
export async function billedAgency(t: TestApp, limits: { agentsLimit?: number | null } = {}) {
  const people = await agencyWithCallers(t, ['billing.view', 'paymentMethods.edit']);
  await t.database.db
    .update(agencies)
    .set({ address, email: 'contact@agence.test', agentsLimit: limits.agentsLimit ?? 2 })
    .where(eq(agencies.id, people.agency.id));
  return people;
}

export const body = <T = Record<string, unknown>>(response: { json: () => unknown }) => response.json() as T;

/** The catalogue the tests buy from: a plan offer, an agent pack (5 records at 9,99 € each), NFC tags. */
export async function buildCatalogue(admin: Caller) {
  const offer = body<{ id: string }>(
    await admin.post('/api/admin/agency-offer', {
      name: 'Essentiel',
      type: 'plan',
      status: 'active',
      priceCents: 4900,
      options: { agentsIncluded: 10, accountsIncluded: 5 },
    }),
  );
  const type = body<{ id: string }>(await admin.post('/api/admin/subscription-article-type', { label: 'Fiches' }));
  const pack = body<{ id: string }>(
    await admin.post('/api/admin/subscription-article', {
      typeId: type.id,
      label: 'Pack 5 fiches collaborateurs',
      unitPriceCents: 4995,
      agentsCount: 5,
    }),
  );
  const tags = body<{ id: string }>(
    await admin.post('/api/admin/subscription-article', {
      label: 'Lot de 10 tags NFC',
      unitPriceCents: 3500,
      needsShipping: true,
      deliveryFeesCents: 890,
    }),
  );
  return { offer, type, pack, tags };
}

export async function agentsLimitOf(t: TestApp, agencyId: string): Promise<number | null> {
  const [row] = await t.database.db
    .select({ agentsLimit: agencies.agentsLimit })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row.agentsLimit;
}

export async function lockedOf(t: TestApp, agencyId: string): Promise<boolean> {
  const [row] = await t.database.db.select({ locked: agencies.locked }).from(agencies).where(eq(agencies.id, agencyId));
  return row.locked;
}
