import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useServerClock } from '../../testing/field-clock.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

// The phones' times are on fixed future days: they are in the past when they arrive.
useServerClock('2027-05-01T00:00:00Z');
const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let siteId: string;
let otherSiteId: string;
let agentHeaders: Record<string, string>;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  b = await buildAgencyWithPeople(db);
  siteId = (await buildSite(db, a.agency.id, { name: 'Zone Est', agentIds: [a.agent.membership.id] })).id;
  await buildSite(db, a.agency.id, { name: 'Pas le sien' });
  otherSiteId = (await buildSite(db, b.agency.id)).id;
  agentHeaders = (await loginAs(t.app, a.agent.user.email)).headers;
});

const send = (body: Record<string, unknown>, headers = agentHeaders) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${a.agency.id}/field/message`, headers, payload: body });

let hour = 0;
function start(create: Record<string, unknown>, serviceId: string = randomUUID()) {
  const at = new Date(Date.UTC(2027, 2, 1, hour));
  hour += 3;
  return {
    uuid: randomUUID(),
    type: 'service.start',
    serviceId,
    deviceAt: at.toISOString(),
    create: { siteId, endAt: new Date(at.getTime() + 2 * 3600_000).toISOString(), ...create },
  };
}

/** Ends a service in the database: the next test's start is not refused as a second active service. */
const finish = (id: string) =>
  t.database.db.update(services).set({ status: ServiceStatus.Ended }).where(eq(services.id, id));

describe('services started on the ground', () => {
  it('lists the activity types and the agent’s own sites, and says whether they may start unplanned', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/field/start-options`,
      headers: agentHeaders,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sites.map((s: { name: string }) => s.name)).toEqual(['Zone Est']);
    expect(body.activityTypes.map((t: { key: string }) => t.key)).toContain('gardiennage');
    expect(body.canStartUnplanned).toBe(false);
    expect(body.agency.name).toBe(a.agency.name);
  });

  it('creates and starts an intervention once, at the phone’s time, even when the start is sent twice', async () => {
    const message = start({ kind: 'intervention', activityType: 'intervention-sur-alarme' });
    const first = await send(message);
    expect(first.statusCode).toBe(200);
    expect(first.json().service.status).toBe(ServiceStatus.Started);
    expect((await send(message)).json()).toEqual(first.json());
    const rows = await t.database.db.select().from(services).where(eq(services.id, message.serviceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      agentId: a.agent.membership.id,
      siteId,
      activityType: 'intervention-sur-alarme',
      postTitle: 'Intervention sur alarme',
      startAt: new Date(message.deviceAt),
      realStartAt: new Date(message.deviceAt),
    });
    await finish(message.serviceId);
  });

  it('needs the right for an unplanned service, then starts it', async () => {
    const refused = await send(start({ kind: 'unplanned' }));
    expect(refused.statusCode).toBe(403);
    await t.database.db
      .update(memberships)
      .set({ rights: ['services.unplanned'] })
      .where(eq(memberships.id, a.agent.membership.id));
    const headers = (await loginAs(t.app, a.agent.user.email)).headers;
    const message = start({ kind: 'unplanned' });
    const response = await send(message, headers);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(services).where(eq(services.id, message.serviceId));
    expect(row.postTitle).toBe('Service non planifié');
    await finish(message.serviceId);
  });

  it('refuses an unknown type, another agency’s site, an end before the start and an overlap, creating nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { kind: 'intervention', activityType: 'inconnu' },
        400,
        "Ce type d'activité n'existe plus : choisissez-en un autre",
      ],
      [{ kind: 'intervention', activityType: 'gardiennage', siteId: otherSiteId }, 404, 'Site introuvable'],
      [
        { kind: 'intervention', activityType: 'gardiennage', endAt: '2020-01-01T00:00:00Z' },
        400,
        'La fin prévue doit être après le début',
      ],
    ];
    for (const [create, status, text] of cases) {
      const message = start(create);
      const response = await send(message);
      expect(response.statusCode, text).toBe(status);
      expect(response.json().message).toBe(text);
      expect(await t.database.db.select().from(services).where(eq(services.id, message.serviceId))).toEqual([]);
    }
    const first = start({ kind: 'intervention', activityType: 'gardiennage' });
    expect((await send(first)).statusCode).toBe(200);
    await finish(first.serviceId);
    const overlapping = { ...start({ kind: 'intervention', activityType: 'gardiennage' }), deviceAt: first.deviceAt };
    overlapping.create.endAt = first.create.endAt;
    const response = await send(overlapping);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Un autre de vos services est prévu sur ce créneau : choisissez une fin plus tôt',
    );
    expect(await t.database.db.select().from(services).where(eq(services.id, overlapping.serviceId))).toEqual([]);
  });

  it('refuses a start that reuses another agency’s service id', async () => {
    const [theirs] = await t.database.db
      .insert(services)
      .values({
        agencyId: b.agency.id,
        reference: 'X-THEIRS',
        agentId: b.agent.membership.id,
        startAt: new Date('2027-04-01T08:00:00Z'),
        endAt: new Date('2027-04-01T10:00:00Z'),
      })
      .returning();
    const response = await send(start({ kind: 'intervention', activityType: 'gardiennage' }, theirs.id));
    expect(response.statusCode).toBe(404);
  });
});
