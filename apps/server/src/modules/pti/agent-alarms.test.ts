import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alarms } from '../../db/schema/alarms.ts';
import { services } from '../../db/schema/services.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let agent: Record<string, string>;
let supervisor: Record<string, string>;
let serviceId: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['supervision.view']);
  b = await buildAgencyWithPeople(db);
  const site = await buildSite(db, a.agency.id);
  agent = (await loginAs(t.app, a.agent.user.email)).headers;
  supervisor = (await loginAs(t.app, a.staff.user.email)).headers;
  const [row] = await db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `P-${randomUUID().slice(0, 8)}`,
      siteId: site.id,
      agentId: a.agent.membership.id,
      status: ServiceStatus.Started,
      startAt: new Date('2027-03-01T08:00:00Z'),
      endAt: new Date('2027-03-01T16:00:00Z'),
    })
    .returning();
  serviceId = row.id;
});

const base = () => `/api/agency/${a.agency.id}`;
const alarmsOf = (id: string, headers = agent, agencyId = a.agency.id) =>
  t.app.inject({ method: 'GET', url: `/api/agency/${agencyId}/field/service/${id}/alarms`, headers });

describe('GET {agency}/field/service/{id}/alarms (the agent follows their alarms)', () => {
  it('shows an SOS received, then acknowledged by whom and when, then closed with its comment', async () => {
    expect((await alarmsOf(serviceId)).json()).toEqual([]);
    const uuid = randomUUID();
    const sent = await t.app.inject({
      method: 'POST',
      url: `${base()}/field/message`,
      headers: agent,
      payload: { uuid, type: 'pti.alarm', serviceId, deviceAt: new Date().toISOString(), pti: { alarm: 'sos' } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [received] = (await alarmsOf(serviceId)).json();
    expect(received).toMatchObject({
      triggerId: uuid,
      kind: 'sos',
      acknowledgedAt: null,
      acknowledgedBy: null,
      closedAt: null,
    });

    const ack = await t.app.inject({
      method: 'POST',
      url: `${base()}/alarms/${received.id}/acknowledge`,
      headers: supervisor,
    });
    expect(ack.statusCode).toBe(200);
    const name = `${a.staff.user.firstname} ${a.staff.user.lastname}`.trim();
    expect((await alarmsOf(serviceId)).json()[0]).toMatchObject({
      acknowledgedAt: ack.json().acknowledgedAt,
      acknowledgedBy: { name },
      closedAt: null,
    });
    await t.app.inject({
      method: 'POST',
      url: `${base()}/alarms/${received.id}/close`,
      headers: supervisor,
      payload: { comment: 'Agent rappelé, RAS.' },
    });
    expect((await alarmsOf(serviceId)).json()[0]).toMatchObject({
      closedBy: { name },
      closeComment: 'Agent rappelé, RAS.',
      closedAt: expect.any(String),
    });
  });

  it('is 404 for another agent’s service, another agency, an unknown or malformed id; staff are refused', async () => {
    const other = await buildMember(t.database.db, a.agency.id, 'agent');
    const otherAgent = (await loginAs(t.app, other.user.email)).headers;
    expect((await alarmsOf(serviceId, otherAgent)).statusCode).toBe(404);
    const outsider = (await loginAs(t.app, b.agent.user.email)).headers;
    expect((await alarmsOf(serviceId, outsider, b.agency.id)).statusCode).toBe(404);
    expect((await alarmsOf(randomUUID())).statusCode).toBe(404);
    expect((await alarmsOf('pas-un-id')).statusCode).toBe(404);
    expect((await alarmsOf(serviceId, supervisor)).statusCode).toBe(403);
    // Nothing of the alarms changed by reading them.
    const rows = await t.database.db.select().from(alarms).where(eq(alarms.serviceId, serviceId));
    expect(rows).toHaveLength(1);
  });
});
