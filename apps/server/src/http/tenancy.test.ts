import { allowedWhenLocked } from '@securite/domain/tenancy/subscription';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies, memberships } from '../db/schema/tenancy.ts';
import {
  buildAgency,
  buildAgencyWithPeople,
  buildCustomer,
  buildMember,
  buildUser,
  loginAs,
} from '../testing/factories.ts';
import { roundTrips } from '../testing/query-count.ts';
import { openStreamAs } from '../testing/sse-client.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let tokens: Record<'owner' | 'staff' | 'agent' | 'customer' | 'otherOwner' | 'admin' | 'support', string>;
let baseUrl: string;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db);
  b = await buildAgencyWithPeople(t.database.db);
  const admin = await buildUser(t.database.db, { isAdmin: true });
  const support = await buildUser(t.database.db, { isSupport: true });
  const login = async (email: string) => (await loginAs(t.app, email)).token;
  tokens = {
    owner: await login(a.owner.user.email),
    staff: await login(a.staff.user.email),
    agent: await login(a.agent.user.email),
    customer: await login(a.customerUser.user.email),
    otherOwner: await login(b.owner.user.email),
    admin: await login(admin.email),
    support: await login(support.email),
  };
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });

describe('tenancy guard: agency', () => {
  it('answers 404, never 403, for another agency', async () => {
    for (const path of ['context', 'dashboard', 'stream']) {
      const response = await get(`/api/agency/${b.agency.id}/${path}`, tokens.owner);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers 404 for an unknown or malformed agency id', async () => {
    for (const id of [
      crypto.randomUUID(),
      'abc',
      "1' or '1'='1",
      '00000000-0000-0000-0000-00000000000g',
      encodeURIComponent('../../user'),
      'x'.repeat(400),
    ]) {
      const response = await get(`/api/agency/${id}/context`, tokens.owner);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('reads the session, the agency and the membership in one query', async () => {
    for (const [token, scope] of [
      [tokens.staff, ''],
      [tokens.agent, `/agent/${a.agent.membership.id}`],
      [tokens.customer, `/customer/${a.customer.id}`],
    ] as const) {
      const { count, result } = await roundTrips(t.database.db, () =>
        get(`/api/agency/${a.agency.id}${scope}/context`, token),
      );
      expect(result.statusCode, scope).toBe(200);
      expect(count, scope).toBe(1);
    }
  });

  it('lets members in and tells the route who acts', async () => {
    const response = await get(`/api/agency/${a.agency.id}/context`, tokens.staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'staff', platformRole: null, agency: { id: a.agency.id } });
  });

  it('answers 404 to a member whose membership was deactivated', async () => {
    const gone = await buildMember(t.database.db, a.agency.id, 'staff');
    const token = (await loginAs(t.app, gone.user.email)).token;
    await t.database.db.update(memberships).set({ active: false }).where(eq(memberships.id, gone.membership.id));
    expect((await get(`/api/agency/${a.agency.id}/context`, token)).statusCode).toBe(404);
  });

  it('lets support and admins into any agency', async () => {
    for (const token of [tokens.admin, tokens.support]) {
      const response = await get(`/api/agency/${b.agency.id}/context`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().role).toBeNull();
    }
  });
});

describe('tenancy guard: customer and agent scopes', () => {
  it('lets a customer user use their own company segment only', async () => {
    const own = await get(`/api/agency/${a.agency.id}/customer/${a.customer.id}/context`, tokens.customer);
    expect(own.statusCode).toBe(200);
    expect(own.json().scope).toEqual({ customerId: a.customer.id, agentId: null });
    const other = await buildCustomer(t.database.db, a.agency.id);
    expect((await get(`/api/agency/${a.agency.id}/customer/${other.id}/context`, tokens.customer)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/agency/${a.agency.id}/customer/${b.customer.id}/context`, tokens.owner)).statusCode).toBe(
      404,
    );
  });

  it('scopes a customer to their company even without the segment', async () => {
    const response = await get(`/api/agency/${a.agency.id}/context`, tokens.customer);
    expect(response.json().scope.customerId).toBe(a.customer.id);
  });

  it('lets an agent use their own agent segment (membership id) only', async () => {
    const own = await get(`/api/agency/${a.agency.id}/agent/${a.agent.membership.id}/context`, tokens.agent);
    expect(own.statusCode).toBe(200);
    expect(own.json().scope).toEqual({ customerId: null, agentId: a.agent.membership.id });
    const other = await buildMember(t.database.db, a.agency.id, 'agent');
    expect(
      (await get(`/api/agency/${a.agency.id}/agent/${other.membership.id}/context`, tokens.agent)).statusCode,
    ).toBe(404);
    // The user id is not the agent id.
    expect((await get(`/api/agency/${a.agency.id}/agent/${a.agent.user.id}/context`, tokens.agent)).statusCode).toBe(
      404,
    );
  });

  it('keeps agents out of customer scopes and customers out of agent scopes', async () => {
    expect((await get(`/api/agency/${a.agency.id}/customer/${a.customer.id}/context`, tokens.agent)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/agency/${a.agency.id}/agent/${a.agent.membership.id}/context`, tokens.customer)).statusCode,
    ).toBe(404);
  });

  it('lets staff use any scope of their agency, and no other agency’s', async () => {
    expect((await get(`/api/agency/${a.agency.id}/customer/${a.customer.id}/context`, tokens.staff)).statusCode).toBe(
      200,
    );
    expect(
      (await get(`/api/agency/${a.agency.id}/agent/${a.agent.membership.id}/context`, tokens.staff)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/agency/${a.agency.id}/agent/${b.agent.membership.id}/context`, tokens.staff)).statusCode,
    ).toBe(404);
  });
});

describe('rights', () => {
  it('answers 403 with the exact permission message when a right is missing', async () => {
    const response = await get(`/api/agency/${a.agency.id}/stream`, tokens.staff);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'MISSING_RIGHT',
      message: 'Vous ne bénéficiez pas de l\'autorisation "Superviser le terrain".',
      details: { right: 'supervision.view' },
    });
  });

  it('lets the owner, a holder of the right, support and admins through', async () => {
    const holder = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['supervision.view'] });
    const holderToken = (await loginAs(t.app, holder.user.email)).token;
    for (const token of [tokens.owner, holderToken, tokens.support, tokens.admin]) {
      const stream = await openStreamAs(`${baseUrl}/api/agency/${a.agency.id}/stream`, token);
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      await stream.waitFor((e) => e.event === 'ready');
      stream.close();
    }
  });
});

describe('locked subscription', () => {
  let locked: People;
  let ownerToken: string;
  beforeAll(async () => {
    locked = await buildAgencyWithPeople(t.database.db);
    await t.database.db.update(agencies).set({ locked: true }).where(eq(agencies.id, locked.agency.id));
    ownerToken = (await loginAs(t.app, locked.owner.user.email)).token;
  });

  it('answers 402 SUBSCRIPTION_INVALID on every tenant route but the allowed list', async () => {
    const tenantRoutes = t.app.routesList.filter(
      (r) => r.url.startsWith('/api/agency/:agencyId') && r.method !== 'HEAD',
    );
    expect(tenantRoutes.length).toBeGreaterThan(3);
    for (const route of tenantRoutes) {
      const url = route.url
        .replace(':agencyId', locked.agency.id)
        .replace(':customerId', locked.customer.id)
        .replace(':agentId', locked.agent.membership.id)
        .replace(/:[A-Za-z]+/g, crypto.randomUUID());
      const response = await t.app.inject({ method: route.method, url, headers: auth(ownerToken) });
      const relative = url.replace(/^\/api\/agency\/[^/]+(\/(customer|agent)\/[^/]+)?/, '') || '/';
      if (allowedWhenLocked(relative)) expect(response.statusCode, url).not.toBe(402);
      else {
        expect(response.statusCode, `${route.method} ${url}`).toBe(402);
        expect(response.json().code).toBe('SUBSCRIPTION_INVALID');
      }
    }
  });

  it('keeps the dashboard open', async () => {
    const response = await get(`/api/agency/${locked.agency.id}/dashboard`, ownerToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().agency.locked).toBe(true);
  });

  it('still lets admins and support in', async () => {
    for (const token of [tokens.admin, tokens.support]) {
      expect((await get(`/api/agency/${locked.agency.id}/context`, token)).statusCode).toBe(200);
    }
  });

  it('answers 404 rather than 402 to outsiders', async () => {
    expect((await get(`/api/agency/${locked.agency.id}/context`, tokens.otherOwner)).statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('answers 403 ACCOUNT_MODERATION to an account awaiting moderation', async () => {
    const agency = await buildAgency(t.database.db);
    const pending = await buildMember(t.database.db, agency.id, 'owner', { user: { moderationPending: true } });
    const token = (await loginAs(t.app, pending.user.email)).token;
    const response = await get(`/api/agency/${agency.id}/dashboard`, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_MODERATION',
      message: 'Votre compte est en attente de modération.',
    });
    // The user can still see who they are, to show the notice.
    expect((await get('/api/user', token)).json().moderationPending).toBe(true);
  });
});

describe('fake data filter', () => {
  const filterOf = async (token: string, header?: string) =>
    (
      await get(`/api/agency/${a.agency.id}/context`, token, header === undefined ? {} : { 'x-fake-filter': header })
    ).json().fakeFilter;

  it('defaults to all for owners and platform staff, real only for others', async () => {
    expect(await filterOf(tokens.owner)).toBe(-1);
    expect(await filterOf(tokens.admin)).toBe(-1);
    expect(await filterOf(tokens.support)).toBe(-1);
    expect(await filterOf(tokens.staff)).toBe(0);
    expect(await filterOf(tokens.agent)).toBe(0);
    expect(await filterOf(tokens.customer)).toBe(0);
  });

  it('follows the X-Fake-Filter header (-1, 0, 1) and ignores anything else', async () => {
    expect(await filterOf(tokens.staff, '-1')).toBe(-1);
    expect(await filterOf(tokens.staff, '1')).toBe(1);
    expect(await filterOf(tokens.owner, '0')).toBe(0);
    expect(await filterOf(tokens.owner, '')).toBe(-1);
    expect(await filterOf(tokens.owner, 'yes')).toBe(-1);
  });

  it('is not the choice of agents and customers: they always get real data only', async () => {
    for (const token of [tokens.agent, tokens.customer]) {
      for (const header of ['-1', '1', '0']) expect(await filterOf(token, header)).toBe(0);
    }
  });
});
