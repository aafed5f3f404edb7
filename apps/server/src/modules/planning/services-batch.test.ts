import { randomUUID } from 'node:crypto';
import { validationMessages as m } from '@securite/domain/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { agencyWithCallers, createAgentVia } from '../../testing/agent-kit.ts';
import { buildPlannedAgent, line } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let siteId: string;
let foreignSiteId: string;
let agentId: string;
let expiredId: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['services.create', 'services.edit', 'planning.sites']);
  b = await agencyWithCallers(t);
  siteId = (await buildSite(db, a.agency.id, { name: 'Tour Horizon' })).id;
  foreignSiteId = (await buildSite(db, b.agency.id)).id;
  agentId = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Karim', lastname: 'Benali' })).membership.id;
  expiredId = (await buildPlannedAgent(db, a.agency.id, { cnapsCardExpiresAt: '2026-01-01' })).membership.id;
});

const batch = (services: unknown[], extra: Record<string, unknown> = {}) => ({ services, ...extra });

describe('POST {agency}/services/batch', () => {
  it('creates a service and answers it presented', async () => {
    const response = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([line(siteId, agentId, '2027-01-04', '08:00', '16:00')]),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'saved', created: 1, updated: 0, deleted: 0 });
    expect(body.services[0]).toMatchObject({
      site: { id: siteId, name: 'Tour Horizon' },
      agent: { id: agentId, fullname: 'Karim Benali' },
      startAt: '2027-01-04T07:00:00.000Z',
      status: 0,
    });
    expect(body.services[0].reference).toMatch(/^S-[0-9A-F]{12}$/);
  });

  it('refuses a service dated in the year 800 (a typo for 2008), naming the field, and saves nothing', async () => {
    const before = await t.database.db.select({ id: services.id }).from(services).where(eq(services.siteId, siteId));
    const single = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([line(siteId, agentId, '0800-06-15', '08:00', '16:00')]),
    );
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { 'services.0.startAt': m.dateOutOfRange, 'services.0.endAt': m.dateOutOfRange },
    });
    const recurrence = {
      repeat: 'none',
      startDate: '0800-06-15',
      endDate: '9999-12-31',
      startTime: '08:00',
      endTime: '16:00',
    };
    const repeated = await a.staff.api.post(`${a.base}/services/batch`, batch([{ siteId, agentId, recurrence }]));
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors).toMatchObject({
      'services.0.recurrence.startDate': m.dateOutOfRange,
      'services.0.recurrence.endDate': m.dateOutOfRange,
    });
    const after = await t.database.db.select({ id: services.id }).from(services).where(eq(services.siteId, siteId));
    expect(after).toHaveLength(before.length);
  });

  it('plans a new collaborator record that has no login account (not « Inactif » to the planning)', async () => {
    const created = await createAgentVia(a.owner.api, a.base, {
      firstname: 'Nina',
      lastname: 'Petit',
      agentInfos: { contractType: 'cdd', entryDate: '2026-09-01' },
    });
    expect(created.agent.status).toBe('inactive');
    const response = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([line(siteId, created.agent.id, '2027-01-05', '08:00', '16:00')]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'saved', created: 1 });
    expect(response.json().services[0].agent).toEqual({ id: created.agent.id, fullname: 'Nina Petit' });
  });

  it('expands a weekly recurrence in the agency time zone, one post per agent asked', async () => {
    const recurrence = {
      repeat: 'weekly',
      frequency: 1,
      days: [6, 7],
      startDate: '2027-03-20',
      endDate: '2027-04-04',
      startTime: '20:00',
      endTime: '08:00',
    };
    const response = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([{ siteId, agentId: null, recurrence, nbAgents: 2, postTitle: 'Rondier' }]),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json().services as Array<{ startAt: string; endAt: string; groupId: string | null }>;
    // 6 weekend nights × 2 posts; the night of 27→28 March crosses the change to summer time.
    expect(saved).toHaveLength(12);
    const dst = saved.filter((s) => s.startAt.startsWith('2027-03-27'));
    expect(dst[0]).toMatchObject({ startAt: '2027-03-27T19:00:00.000Z', endAt: '2027-03-28T06:00:00.000Z' });
    expect(new Set(saved.map((s) => s.groupId)).size).toBe(6);
  });

  it('leaves out the occurrences of a recurrence named in skipStartAts, the others in one repetition', async () => {
    const recurrence = {
      repeat: 'daily',
      startDate: '2027-05-03',
      endDate: '2027-05-07',
      startTime: '08:00',
      endTime: '16:00',
    };
    const skipStartAts = ['2027-05-04T06:00:00.000Z', '2027-05-06T06:00:00.000Z', '2031-01-01T00:00:00.000Z'];
    const response = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([{ siteId, agentId: null, recurrence, skipStartAts }]),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json().services as Array<{ startAt: string; recurrenceId: string | null }>;
    expect(saved.map((s) => s.startAt).sort()).toEqual([
      '2027-05-03T06:00:00.000Z',
      '2027-05-05T06:00:00.000Z',
      '2027-05-07T06:00:00.000Z',
    ]);
    expect(new Set(saved.map((s) => s.recurrenceId)).size).toBe(1);
    const bad = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([{ siteId, agentId: null, recurrence, skipStartAts: ['demain'] }]),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('lists warnings for confirmation, then saves when confirmed', async () => {
    // Two 8 h services 6 h apart: daily rest under 11 h, a warning by default.
    const lines = [
      line(siteId, agentId, '2027-01-11', '06:00', '14:00'),
      line(siteId, agentId, '2027-01-11', '20:00', '23:30'),
    ];
    const first = await a.staff.api.post(`${a.base}/services/batch`, batch(lines));
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('issues');
    const issues = first.json().issues as Array<{ type: string; blocking: boolean; agentName: string }>;
    expect(issues.some((i) => i.type === 'dailyRest' && !i.blocking && i.agentName === 'Karim Benali')).toBe(true);
    const count = async () =>
      (await t.database.db.select().from(services).where(eq(services.agencyId, a.agency.id))).length;
    const before = await count();
    const second = await a.staff.api.post(`${a.base}/services/batch`, batch(lines, { confirmed: true }));
    expect(second.json().status).toBe('saved');
    expect(await count()).toBe(before + 2);
  });

  it('refuses blocking errors with 409 and saves nothing: expired card, double booking', async () => {
    const expired = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([line(siteId, expiredId, '2027-01-05', '08:00', '12:00')], { confirmed: true }),
    );
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({
      code: 'PLANNING_BLOCKED',
      details: { issues: [{ type: 'cnapsExpired', blocking: true }] },
    });
    const overlap = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([line(siteId, agentId, '2027-01-04', '12:00', '18:00')], { confirmed: true }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().details.issues[0].type).toBe('overlap');
  });

  it('edits, unassigns and deletes; an ended service refuses changes', async () => {
    const created = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([line(siteId, agentId, '2027-02-01', '08:00', '12:00')]),
    );
    const id = created.json().services[0].id as string;
    const edited = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([{ id, agentId: null, postTitle: 'Accueil' }]),
    );
    expect(edited.json()).toMatchObject({
      status: 'saved',
      updated: 1,
      services: [{ agent: null, postTitle: 'Accueil' }],
    });
    const removed = await a.staff.api.post(`${a.base}/services/batch`, batch([{ id, delete: true }]));
    expect(removed.json()).toMatchObject({ status: 'saved', deleted: 1 });
    const again = await a.staff.api.post(`${a.base}/services/batch`, batch([{ id, delete: true }]));
    expect(again.statusCode).toBe(404);

    const other = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([line(siteId, null, '2027-02-02', '08:00', '12:00')]),
    );
    const endedId = other.json().services[0].id as string;
    await t.database.db.update(services).set({ status: 3 }).where(eq(services.id, endedId));
    const refused = await a.staff.api.post(`${a.base}/services/batch`, batch([{ id: endedId, postTitle: 'x' }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Le service est terminé');
  });

  it('answers a retried batch (same uuid) once, and refuses the uuid with another payload', async () => {
    const uuid = randomUUID();
    const payload = batch([line(siteId, null, '2027-02-10', '08:00', '12:00')], { uuid });
    const first = await a.staff.api.post(`${a.base}/services/batch`, payload);
    const second = await a.staff.api.post(`${a.base}/services/batch`, payload);
    expect(second.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(services).where(eq(services.id, first.json().services[0].id));
    expect(rows).toHaveLength(1);
    const changed = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([line(siteId, null, '2027-02-11', '08:00', '12:00')], { uuid }),
    );
    expect(changed.statusCode).toBe(422);
  });

  it('validates in French and refuses what is not the agency’s', async () => {
    const bad = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([{ siteId, startAt: '2027-01-04T10:00:00+01:00', endAt: '2027-01-04T09:00:00+01:00' }]),
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('La fin doit être postérieure au début');
    const foreignSite = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([line(foreignSiteId, null, '2027-01-04', '08:00', '12:00')]),
    );
    expect(foreignSite.statusCode).toBe(404);
    const foreignAgent = await a.staff.api.post(
      `${a.base}/services/batch`,
      batch([line(siteId, b.agent.membership.id, '2027-01-04', '08:00', '12:00')]),
    );
    expect(foreignAgent.statusCode).toBe(404);
    const otherAgency = await b.owner.api.post(`${b.base}/services/batch`, batch([{ id: randomUUID(), delete: true }]));
    expect(otherAgency.statusCode).toBe(404);
  });

  it('needs services.create to create (403 for an agent)', async () => {
    const response = await a.agent.api.post(
      `${a.base}/services/batch`,
      batch([line(siteId, null, '2027-01-04', '08:00', '12:00')]),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Créer des services".');
  });
});

describe('double booking at the same moment', () => {
  it('lets exactly one of two overlapping saves for one agent succeed', async () => {
    const racer = (await buildPlannedAgent(t.database.db, a.agency.id)).membership.id;
    const [one, two] = await Promise.all([
      a.staff.api.post(`${a.base}/services/batch`, batch([line(siteId, racer, '2027-05-03', '08:00', '16:00')])),
      a.owner.api.post(`${a.base}/services/batch`, batch([line(siteId, racer, '2027-05-03', '12:00', '20:00')])),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const rows = await t.database.db.select().from(services).where(eq(services.agentId, racer));
    expect(rows).toHaveLength(1);
  });
});
