import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { buildPlannedAgent, line } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let siteId: string;

beforeAll(async () => {
  a = await agencyWithCallers(t, ['services.create', 'services.edit', 'planning.sites']);
  b = await agencyWithCallers(t, ['services.create', 'services.edit']);
  siteId = (await buildSite(t.database.db, a.agency.id, { name: 'Tour Horizon' })).id;
});

const newAgent = async () => (await buildPlannedAgent(t.database.db, a.agency.id)).membership.id;

/** Saturday nights 20:00–08:00 (Paris) from `startDate` to `endDate`; the rows ordered by start. */
async function saturdays(startDate: string, endDate: string, agentId: string | null, nbAgents = 1) {
  const recurrence = { repeat: 'weekly', days: [6], startDate, endDate, startTime: '20:00', endTime: '08:00' };
  const response = await a.staff.api.post(`${a.base}/services/batch`, {
    services: [{ siteId, agentId, recurrence, nbAgents }],
    confirmed: true,
  });
  expect(response.statusCode).toBe(200);
  return rowsOf(response.json().services[0].recurrenceId as string);
}

const rowsOf = (recurrenceId: string) =>
  t.database.db
    .select()
    .from(services)
    .where(and(eq(services.recurrenceId, recurrenceId), isNull(services.deletedAt)))
    .orderBy(asc(services.startAt), asc(services.id));

const save = (lines: unknown[], extra: Record<string, unknown> = {}) =>
  a.staff.api.post(`${a.base}/services/batch`, { services: lines, confirmed: true, ...extra });

describe('editing « ce service et les suivants » of a repetition', () => {
  it('moves the following services to the new wall-clock times across the change to summer time', async () => {
    const agentId = await newAgent();
    const rows = await saturdays('2027-03-13', '2027-04-10', agentId);
    expect(rows).toHaveLength(5);
    const edit = {
      id: rows[1].id,
      series: 'following',
      startAt: '2027-03-20T21:00:00+01:00',
      endAt: '2027-03-21T09:00:00+01:00',
    };
    const count = await a.staff.api.post(`${a.base}/services/series-count`, { service: edit });
    expect(count.json()).toEqual({ count: 4 });

    const response = await save([edit]);
    expect(response.json()).toMatchObject({ status: 'saved', updated: 4, created: 0, deleted: 0 });
    const after = await rowsOf(rows[0].recurrenceId as string);
    expect(after.map((s) => [s.startAt.toISOString(), s.endAt.toISOString()])).toEqual([
      ['2027-03-13T19:00:00.000Z', '2027-03-14T07:00:00.000Z'],
      ['2027-03-20T20:00:00.000Z', '2027-03-21T08:00:00.000Z'],
      // The night of 27→28 March: 21:00 winter time to 09:00 summer time.
      ['2027-03-27T20:00:00.000Z', '2027-03-28T07:00:00.000Z'],
      ['2027-04-03T19:00:00.000Z', '2027-04-04T07:00:00.000Z'],
      ['2027-04-10T19:00:00.000Z', '2027-04-11T07:00:00.000Z'],
    ]);
  });

  it('changes the agent of the following ones only, keeps their times, skips started and ended ones', async () => {
    const [first, second] = [await newAgent(), await newAgent()];
    const rows = await saturdays('2027-06-05', '2027-07-03', first);
    await t.database.db.update(services).set({ status: 1 }).where(eq(services.id, rows[3].id));
    await t.database.db.update(services).set({ status: 3 }).where(eq(services.id, rows[4].id));
    // The same times as stored: not a time change.
    const edit = {
      id: rows[1].id,
      series: 'following',
      agentId: second,
      postTitle: 'Rondier',
      startAt: rows[1].startAt.toISOString(),
      endAt: rows[1].endAt.toISOString(),
    };
    const response = await save([edit]);
    expect(response.json()).toMatchObject({ status: 'saved', updated: 2 });
    const after = await rowsOf(rows[0].recurrenceId as string);
    expect(after.map((s) => s.agentId)).toEqual([first, second, second, first, first]);
    expect(after.map((s) => s.postTitle)).toEqual([null, 'Rondier', 'Rondier', null, null]);
    expect(after.map((s) => s.startAt.getTime())).toEqual(rows.map((s) => s.startAt.getTime()));
  });

  it('assigns one post per occurrence of an unassigned series of two posts', async () => {
    const agentId = await newAgent();
    const rows = await saturdays('2027-09-04', '2027-09-25', null, 2);
    expect(rows).toHaveLength(8);
    const edited = rows[2]; // a post of the second Saturday
    const edit = { id: edited.id, series: 'following', agentId };
    const count = await a.staff.api.post(`${a.base}/services/series-count`, { service: edit });
    expect(count.json()).toEqual({ count: 3 });
    expect((await save([edit])).json()).toMatchObject({ status: 'saved', updated: 3 });
    const after = await rowsOf(rows[0].recurrenceId as string);
    const assigned = after.filter((s) => s.agentId === agentId);
    expect(assigned.map((s) => s.startAt.toISOString().slice(0, 10))).toEqual([
      '2027-09-11',
      '2027-09-18',
      '2027-09-25',
    ]);
    expect(assigned.some((s) => s.id === edited.id)).toBe(true);
    expect(after.filter((s) => s.agentId === null)).toHaveLength(5);
  });

  it('deletes the following ones, once for a retried batch (same uuid)', async () => {
    const agentId = await newAgent();
    const rows = await saturdays('2027-10-02', '2027-10-30', agentId);
    const uuid = randomUUID();
    const payload = [{ id: rows[2].id, series: 'following', delete: true }];
    const count = await a.staff.api.post(`${a.base}/services/series-count`, { service: payload[0] });
    expect(count.json()).toEqual({ count: 3 });
    const first = await save(payload, { uuid });
    expect(first.json()).toMatchObject({ status: 'saved', deleted: 3 });
    const second = await save(payload, { uuid });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await rowsOf(rows[0].recurrenceId as string)).map((s) => s.id)).toEqual([rows[0].id, rows[1].id]);
  });

  it('refuses everything when one target has a blocking conflict', async () => {
    const [first, second] = [await newAgent(), await newAgent()];
    const rows = await saturdays('2027-11-06', '2027-11-27', first);
    // The second agent already works on the last Saturday night.
    expect((await save([line(siteId, second, '2027-11-27', '22:00', '23:00')])).statusCode).toBe(200);
    const response = await save([{ id: rows[1].id, series: 'following', agentId: second }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PLANNING_BLOCKED', details: { issues: [{ type: 'overlap' }] } });
    const after = await rowsOf(rows[0].recurrenceId as string);
    expect(after.every((s) => s.agentId === first)).toBe(true);
  });

  it('answers 404 for another agency’s service, and a single service stays a single edit', async () => {
    const rows = await saturdays('2027-12-04', '2027-12-18', null);
    const edit = { id: rows[0].id, series: 'following', postTitle: 'Accueil' };
    expect((await b.owner.api.post(`${b.base}/services/batch`, { services: [edit] })).statusCode).toBe(404);
    expect((await b.owner.api.post(`${b.base}/services/series-count`, { service: edit })).statusCode).toBe(404);
    expect((await rowsOf(rows[0].recurrenceId as string)).every((s) => s.postTitle === null)).toBe(true);

    const single = await save([line(siteId, null, '2027-12-06', '08:00', '12:00')]);
    const id = single.json().services[0].id as string;
    const response = await save([{ id, series: 'following', postTitle: 'Accueil' }]);
    expect(response.json()).toMatchObject({ status: 'saved', updated: 1 });
  });

  it('needs services.edit to count', async () => {
    const rows = await saturdays('2028-01-08', '2028-01-15', null);
    const response = await a.agent.api.post(`${a.base}/services/series-count`, { service: { id: rows[0].id } });
    expect(response.statusCode).toBe(403);
  });
});
