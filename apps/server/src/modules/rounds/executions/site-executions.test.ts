import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { roundExecutionEvents, roundExecutions } from '../../../db/schema/round-executions.ts';
import { checkpoints, rounds } from '../../../db/schema/rounds.ts';
import { services } from '../../../db/schema/services.ts';
import { buildAgencyWithPeople, buildCustomer, buildMember, loginAs } from '../../../testing/factories.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { buildSite } from '../../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let h: Record<string, Record<string, string>>;
let siteId: string;
let otherSiteId: string;
let done: string;
let running: string;

const at = (hour: number) => new Date(Date.UTC(2027, 3, 1, hour));
const list = (headers: Record<string, string>, id = siteId, prefix = `/api/agency/${a.agency.id}`) =>
  t.app.inject({ method: 'GET', url: `${prefix}/site/${id}/round-executions`, headers });

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  b = await buildAgencyWithPeople(db);
  siteId = (await buildSite(db, a.agency.id, { name: 'Entrepôt', customerId: a.customer.id })).id;
  otherSiteId = (await buildSite(db, a.agency.id, { name: 'Autre site' })).id;
  const points = await db
    .insert(checkpoints)
    .values(
      ['Poste', 'Quais'].map((title, i) => ({
        agencyId: a.agency.id,
        siteId,
        title,
        color: '#1976d2',
        badge: `SE-${i}`,
      })),
    )
    .returning();
  const [round] = await db
    .insert(rounds)
    .values({
      agencyId: a.agency.id,
      siteId,
      slug: randomUUID(),
      name: 'Ronde de nuit',
      checkpointIds: points.map((p) => p.id),
    })
    .returning();
  const [service] = await db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: 'SE-1',
      siteId,
      agentId: a.agent.membership.id,
      startAt: at(20),
      endAt: at(23),
    })
    .returning();
  done = randomUUID();
  running = randomUUID();
  await db.insert(roundExecutions).values([
    { id: done, agencyId: a.agency.id, serviceId: service.id, roundId: round.id, startedAt: at(20), endedAt: at(21) },
    { id: running, agencyId: a.agency.id, serviceId: service.id, roundId: round.id, startedAt: at(22) },
  ]);
  await db.insert(roundExecutionEvents).values(
    points.map((p, i) => ({
      id: randomUUID(),
      agencyId: a.agency.id,
      executionId: done,
      position: i,
      type: 'round.checkpoint' as const,
      checkpointId: p.id,
      method: 'qr' as const,
      deviceAt: at(20),
    })),
  );
  const otherCustomer = await buildCustomer(db, a.agency.id);
  const otherCustomerUser = await buildMember(db, a.agency.id, 'customer', { customerId: otherCustomer.id });
  const reader = await buildMember(db, a.agency.id, 'staff', { rights: ['services.view'] });
  const login = async (email: string | null) => (await loginAs(t.app, email)).headers;
  h = {
    owner: await login(a.owner.user.email),
    reader: await login(reader.user.email),
    staff: await login(a.staff.user.email),
    agent: await login(a.agent.user.email),
    customer: await login(a.customerUser.user.email),
    otherCustomer: await login(otherCustomerUser.user.email),
    otherOwner: await login(b.owner.user.email),
  };
});

describe('GET {agency}/site/{id}/round-executions', () => {
  it('lists the site’s executions newest first with their state, for staff and the site’s customer', async () => {
    for (const headers of [h.owner, h.reader, h.customer]) {
      const res = await list(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().executions).toEqual([
        expect.objectContaining({ id: running, endedAt: null, complete: false, validated: 0, total: 2 }),
        expect.objectContaining({
          id: done,
          round: expect.objectContaining({ name: 'Ronde de nuit' }),
          complete: true,
          validated: 2,
        }),
      ]);
    }
    const scoped = await list(h.customer, siteId, `/api/agency/${a.agency.id}/customer/${a.customer.id}`);
    expect(scoped.statusCode).toBe(200);
    expect((await list(h.owner, otherSiteId)).json().executions).toEqual([]);
  });

  it('answers 404 to another customer, an agent, another agency and an unknown site; 403 to staff without right', async () => {
    expect((await list(h.otherCustomer)).statusCode).toBe(404);
    expect((await list(h.agent)).statusCode).toBe(404);
    expect((await list(h.otherOwner, siteId, `/api/agency/${b.agency.id}`)).statusCode).toBe(404);
    const unknown = await list(h.owner, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Site introuvable.');
    expect((await list(h.staff)).statusCode).toBe(403);
    expect((await list(h.owner, 'abc')).statusCode).toBe(400);
  });
});
