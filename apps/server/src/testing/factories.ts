import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { agencies, customers, memberships, users } from '../db/schema/tenancy.ts';
import { hashPassword } from '../modules/session/public.ts';

export const TEST_PASSWORD = 'Test1234';
let cachedHash: Promise<string> | undefined;
// Hashing is slow by design; the factories share one hash of the test password, made at scrypt's cost 2^10 rather
// than 2^14: a login checks it in about 4 ms instead of 70 (the cost travels with the hash, the check is the same
// code), and the server suite logs in thousands of times. Users made through the routes get the real cost.
const TEST_HASH_COST = 1024;
const passwordHash = () => {
  cachedHash ??= hashPassword(TEST_PASSWORD, TEST_HASH_COST);
  return cachedHash;
};

type UserInput = Partial<typeof users.$inferInsert>;

export async function buildUser(db: Db, input: UserInput = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomUUID().slice(0, 8)}@test.local`,
      firstname: 'Test',
      lastname: 'Utilisateur',
      passwordHash: await passwordHash(),
      firstLogin: false,
      ...input,
    })
    .returning();
  // Test users are built with an address unless a test asks otherwise.
  return user as typeof user & { email: string };
}

/**
 * An agency. Its agents may take a service at any time (field setting startWindowMinutes null): the tests plan
 * services on fixed days whatever today is; the service window's own tests set the window they check.
 */
export async function buildAgency(db: Db, input: Partial<typeof agencies.$inferInsert> = {}) {
  const settings = (input.settings ?? {}) as Record<string, unknown>;
  const field = { startWindowMinutes: null, ...(settings.field as Record<string, unknown> | undefined) };
  const [agency] = await db
    .insert(agencies)
    .values({ name: `Agence ${randomUUID().slice(0, 6)}`, ...input, settings: { ...settings, field } })
    .returning();
  return agency;
}

/**
 * A customer of the agency. A company gets a SIREN and a billing address unless the test gives its own (or null):
 * an invoice cannot be validated without them.
 */
export async function buildCustomer(db: Db, agencyId: string, input: Partial<typeof customers.$inferInsert> = {}) {
  const billable =
    input.type === 'individual'
      ? {}
      : {
          siren: '732829320',
          address: { street: '1 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'France' },
        };
  const [customer] = await db
    .insert(customers)
    .values({ agencyId, name: `Client ${randomUUID().slice(0, 6)}`, ...billable, ...input })
    .returning();
  return customer;
}

export async function buildMember(
  db: Db,
  agencyId: string,
  role: 'owner' | 'staff' | 'agent' | 'customer',
  options: { rights?: string[]; customerId?: string; user?: UserInput } = {},
) {
  const user = await buildUser(db, options.user);
  const [membership] = await db
    .insert(memberships)
    .values({ agencyId, userId: user.id, role, rights: options.rights ?? [], customerId: options.customerId ?? null })
    .returning();
  return { user, membership };
}

/** Logs in through the real route and returns the bearer header. */
export async function loginAs(app: FastifyInstance, email: string | null, password = TEST_PASSWORD) {
  if (!email) throw new Error('cannot log in a user without an e-mail');
  const response = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.body}`);
  const body = response.json() as { token: string; refresh_token: string; device_token: string };
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}

/** An agency with an owner, a staff member with the given rights, an agent and a customer user. */
export async function buildAgencyWithPeople(db: Db, staffRights: string[] = []) {
  const agency = await buildAgency(db);
  const owner = await buildMember(db, agency.id, 'owner');
  const staff = await buildMember(db, agency.id, 'staff', { rights: staffRights });
  const agent = await buildMember(db, agency.id, 'agent');
  const customer = await buildCustomer(db, agency.id);
  const customerUser = await buildMember(db, agency.id, 'customer', { customerId: customer.id });
  return { agency, owner, staff, agent, customer, customerUser };
}
