import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/platform.ts';
import { agencies, customers, memberships, users } from '../db/schema/tenancy.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { hashPassword } from '../modules/session/public.ts';
import { seedAgents } from './demo-agents.ts';
import { seedBilling } from './demo-billing.ts';
import { seedContracts } from './demo-contracts.ts';
import { seedCustomers } from './demo-customers.ts';
import { seedDocuments } from './demo-documents.ts';
import { seedMails } from './demo-mails.ts';
import { seedOffers } from './demo-offers.ts';
import { seedPayroll } from './demo-payroll.ts';
import { seedPlanning } from './demo-planning.ts';
import { seedPlatform } from './demo-platform.ts';
import { seedRecurringBilling } from './demo-recurring-billing.ts';
import { seedRounds } from './demo-rounds.ts';
import { seedSites } from './demo-sites.ts';
import { seedStock } from './demo-stock.ts';
import { seedSubscriptions } from './demo-subscriptions.ts';
import { seedWorkforce } from './demo-workforce.ts';

export const DEMO_PASSWORD = 'Demo1234';

/** The demo accounts printed at first start and listed in the README. */
export const demoAccounts = [
  { email: 'admin@demo.test', role: 'Administrateur plateforme' },
  { email: 'support@demo.test', role: 'Support' },
  { email: 'gerant@demo.test', role: 'Gérant de « Sécurité Démo »' },
  {
    email: 'planning@demo.test',
    role: 'Équipe planning de « Sécurité Démo » (planning et services, sans facturation)',
  },
  { email: 'agent@demo.test', role: 'Collaborateur de « Sécurité Démo » (et agent2 à agent5@demo.test)' },
  { email: 'client@demo.test', role: 'Client « Client Démo » de « Sécurité Démo »' },
  { email: 'gerant2@demo.test', role: 'Gérant de « Agence Témoin »' },
] as const;

export const planningStaffRights = [
  'planning.sites',
  'planning.agents',
  'services.view',
  'services.create',
  'services.edit',
  'circuits.create',
  'circuits.edit',
  'unavailabilities.create',
  'unavailabilities.edit',
  'agentRequests.create',
  'agentRequests.edit',
  'sites.create',
  'sites.edit',
  'checkpoints.create',
  'checkpoints.edit',
  'rounds.create',
  'rounds.edit',
  'agents.directory',
  'events.view',
  'supervision.view',
  'hours.view',
  'informationNotes.create',
];

const agentRights = ['unavailabilities.self', 'agents.directory', 'agents.badge', 'agentRequests.create'];

/**
 * Seeds the demo data once: a marker row makes a second start keep whatever the users changed. The demo documents'
 * files go to `storage` when one is given (the server's); without it their rows stay without bytes.
 */
export async function seedDemo(db: Db, storage?: FileStorage): Promise<boolean> {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, 'demo_seeded'));
  if (done) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const person = async (
      email: string,
      firstname: string,
      lastname: string,
      extra: Partial<typeof users.$inferInsert> = {},
    ) => {
      const [user] = await tx
        .insert(users)
        .values({ email, firstname, lastname, passwordHash: hash, firstLogin: false, ...extra })
        .returning();
      return user;
    };
    const admin = await person('admin@demo.test', 'Alice', 'Admin', { isAdmin: true });
    const support = await person('support@demo.test', 'Samuel', 'Support', { isSupport: true });

    const [demo] = await tx
      .insert(agencies)
      .values({
        name: 'Sécurité Démo',
        email: 'contact@securite-demo.test',
        phone: '0140000000',
        address: { street: '12 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'France' },
      })
      .returning();
    const [temoin] = await tx
      .insert(agencies)
      .values({
        name: 'Agence Témoin',
        email: 'contact@agence-temoin.test',
        address: { street: '3 place Bellecour', zipcode: '69002', city: 'Lyon', country: 'France' },
      })
      .returning();
    const member = async (
      agencyId: string,
      userId: string,
      role: 'owner' | 'staff' | 'agent' | 'customer',
      rights: string[] = [],
      customerId: string | null = null,
    ) => {
      await tx.insert(memberships).values({ agencyId, userId, role, rights, customerId });
    };

    const gerant = await person('gerant@demo.test', 'Gérard', 'Martin', { phone: '0612345678' });
    await member(demo.id, gerant.id, 'owner');
    const planning = await person('planning@demo.test', 'Paula', 'Nicolas');
    await member(demo.id, planning.id, 'staff', planningStaffRights);
    const agentNames = [
      ['agent@demo.test', 'Karim', 'Benali'],
      ['agent2@demo.test', 'Julie', 'Moreau'],
      ['agent3@demo.test', 'Thomas', 'Lefèvre'],
      ['agent4@demo.test', 'Sophie', 'Girard'],
      ['agent5@demo.test', 'Moussa', 'Diallo'],
    ] as const;
    for (const [email, firstname, lastname] of agentNames) {
      const agent = await person(email, firstname, lastname);
      await member(demo.id, agent.id, 'agent', agentRights);
    }
    const [clientDemo] = await tx
      .insert(customers)
      .values({
        agencyId: demo.id,
        name: 'Client Démo',
        email: 'accueil@client-demo.test',
        address: { street: '1 avenue des Champs-Élysées', zipcode: '75008', city: 'Paris', country: 'France' },
      })
      .returning();
    const client = await person('client@demo.test', 'Claire', 'Durand');
    await member(demo.id, client.id, 'customer', [], clientDemo.id);
    await seedCustomers(tx, { agencyId: demo.id, clientDemoId: clientDemo.id, clientUserId: client.id });

    const gerant2 = await person('gerant2@demo.test', 'Hélène', 'Roux');
    await member(temoin.id, gerant2.id, 'owner');
    for (const [email, firstname, lastname] of [
      ['temoin.agent1@demo.test', 'Lucas', 'Bernard'],
      ['temoin.agent2@demo.test', 'Emma', 'Petit'],
    ] as const) {
      const agent = await person(email, firstname, lastname);
      await member(temoin.id, agent.id, 'agent', agentRights);
    }
    await seedSites(tx, {
      demoAgencyId: demo.id,
      clientDemoId: clientDemo.id,
      demoAuthorUserId: gerant.id,
      temoinAgencyId: temoin.id,
      temoinAuthorUserId: gerant2.id,
    });
    await seedWorkforce(tx, { demoAgencyId: demo.id, temoinAgencyId: temoin.id, ownerUserId: gerant.id });
    await seedAgents(tx, { demoAgencyId: demo.id, temoinAgencyId: temoin.id });
    await seedPlanning(tx, { agencyId: demo.id, ownerUserId: gerant.id });
    await seedRounds(tx, { agencyId: demo.id });
    await seedMails(tx, { agencyId: demo.id });
    await seedBilling(tx, { agencyId: demo.id, customerId: clientDemo.id, ownerUserId: gerant.id });
    await seedRecurringBilling(tx, { agencyId: demo.id, customerId: clientDemo.id, ownerUserId: gerant.id });
    await seedPayroll(tx, { agencyId: demo.id, ownerUserId: gerant.id });
    await seedContracts(tx, {
      agencyId: demo.id,
      customerId: clientDemo.id,
      ownerUserId: gerant.id,
      publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
    });
    await seedDocuments(tx, { agencyId: demo.id, ownerUserId: gerant.id, clientDemoId: clientDemo.id, storage });
    await seedStock(tx, { agencyId: demo.id, ownerUserId: gerant.id });
    await seedOffers(tx, {
      demoAgencyId: demo.id,
      demoOwnerUserId: gerant.id,
      temoinAgencyId: temoin.id,
      temoinOwnerUserId: gerant2.id,
    });
    await seedSubscriptions(tx, { demoAgencyId: demo.id, temoinAgencyId: temoin.id });
    await seedPlatform(tx, { adminUserId: admin.id, supportUserId: support.id, demoAgency: demo });
    await tx.insert(appSettings).values({ key: 'demo_seeded', value: new Date().toISOString() });
  });
  return true;
}
