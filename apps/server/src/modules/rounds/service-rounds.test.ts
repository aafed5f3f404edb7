import { eq } from 'drizzle-orm';
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
let otherSiteId: string;
let agentId: string;
let roundId: string;
let secondRoundId: string;
let checkpointId: string;
let otherSiteRoundId: string;
let foreignRoundId: string;

beforeAll(async () => {
  const db = t.database.db;
  const rights = ['services.create', 'services.edit', 'checkpoints.create', 'rounds.create', 'rounds.edit'];
  a = await agencyWithCallers(t, rights);
  b = await agencyWithCallers(t, rights);
  siteId = (await buildSite(db, a.agency.id, { name: 'Tour Horizon' })).id;
  otherSiteId = (await buildSite(db, a.agency.id)).id;
  const foreignSiteId = (await buildSite(db, b.agency.id)).id;
  agentId = (await buildPlannedAgent(db, a.agency.id)).membership.id;
  const post = async (api: typeof a.staff.api, url: string, body: unknown) => (await api.post(url, body)).json().id;
  checkpointId = await post(a.staff.api, `${a.base}/checkpoint`, { title: 'Hall', siteId, badge: 'NFC-04A1' });
  const otherCp = await post(a.staff.api, `${a.base}/checkpoint`, { title: 'Cour', siteId: otherSiteId });
  const foreignCp = await post(b.staff.api, `${b.base}/checkpoint`, { title: 'X', siteId: foreignSiteId });
  roundId = await post(a.staff.api, `${a.base}/round`, { name: 'Ronde 1', siteId, checkpointIds: [checkpointId] });
  secondRoundId = await post(a.staff.api, `${a.base}/round`, {
    name: 'Ronde 2',
    siteId,
    checkpointIds: [checkpointId],
  });
  otherSiteRoundId = await post(a.staff.api, `${a.base}/round`, {
    name: 'Ronde cour',
    siteId: otherSiteId,
    checkpointIds: [otherCp],
  });
  foreignRoundId = await post(b.staff.api, `${b.base}/round`, {
    name: 'Ronde B',
    siteId: foreignSiteId,
    checkpointIds: [foreignCp],
  });
});

const saveBatch = (services: unknown[]) => a.staff.api.post(`${a.base}/services/batch`, { services, confirmed: true });
const stored = async (id: string) =>
  (await t.database.db.select().from(services).where(eq(services.id, id)))[0] as typeof services.$inferSelect;

describe('rounds and checkpoints attached to services', () => {
  it('stores them on every occurrence and post of a line, and answers them', async () => {
    const recurrence = {
      repeat: 'daily',
      frequency: 1,
      startDate: '2027-05-03',
      endDate: '2027-05-05',
      startTime: '20:00',
      endTime: '23:00',
    };
    const response = await saveBatch([
      { siteId, recurrence, nbAgents: 2, roundIds: [roundId, roundId], checkpointIds: [checkpointId] },
    ]);
    expect(response.statusCode).toBe(200);
    const saved = response.json().services as Array<{ roundIds: string[]; checkpointIds: string[] }>;
    expect(saved).toHaveLength(6);
    for (const service of saved) {
      expect(service).toMatchObject({ roundIds: [roundId], checkpointIds: [checkpointId] });
    }
  });

  it('keeps them on an edit that does not give them, replaces or clears them when given', async () => {
    const created = (
      await saveBatch([line(siteId, agentId, '2027-06-01', '08:00', '12:00', { roundIds: [roundId] })])
    ).json().services[0];
    const kept = (await saveBatch([{ id: created.id, comments: 'Badge à récupérer' }])).json().services[0];
    expect(kept).toMatchObject({ comments: 'Badge à récupérer', roundIds: [roundId], checkpointIds: [] });
    const replaced = await saveBatch([{ id: created.id, roundIds: [secondRoundId, roundId] }]);
    expect(replaced.json().services[0].roundIds).toEqual([secondRoundId, roundId]);
    await saveBatch([{ id: created.id, roundIds: [] }]);
    expect((await stored(created.id)).roundIds).toEqual([]);
  });

  it('refuses a round or checkpoint of another site (422) or agency (404), and saves nothing', async () => {
    const before = (await t.database.db.select({ id: services.id }).from(services)).length;
    const other = await saveBatch([
      line(siteId, null, '2027-06-02', '08:00', '12:00', { roundIds: [otherSiteRoundId] }),
    ]);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Les rondes et points de contrôle doivent appartenir au site du service');
    const foreign = await saveBatch([
      line(siteId, null, '2027-06-02', '08:00', '12:00', { roundIds: [foreignRoundId] }),
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Ronde introuvable');
    const badCp = await saveBatch([line(siteId, null, '2027-06-02', '08:00', '12:00', { checkpointIds: [roundId] })]);
    expect(badCp.statusCode).toBe(404);
    expect(badCp.json().message).toBe('Point de contrôle introuvable');
    const created = (
      await saveBatch([line(siteId, null, '2027-06-03', '08:00', '12:00', { roundIds: [roundId] })])
    ).json().services[0];
    const moved = await saveBatch([{ id: created.id, siteId: otherSiteId }]);
    expect(moved.statusCode).toBe(422);
    expect((await stored(created.id)).siteId).toBe(siteId);
    const movedWith = await saveBatch([{ id: created.id, siteId: otherSiteId, roundIds: [otherSiteRoundId] }]);
    expect(movedWith.json().services[0]).toMatchObject({ site: { id: otherSiteId }, roundIds: [otherSiteRoundId] });
    const after = (await t.database.db.select({ id: services.id }).from(services)).length;
    expect(after).toBe(before + 1);
    const tooMany = await saveBatch([
      line(siteId, null, '2027-06-04', '08:00', '12:00', { roundIds: Array(21).fill(roundId) }),
    ]);
    expect(tooMany.statusCode).toBe(400);
  });

  it('loses a deleted round on the services to come, and can still be edited', async () => {
    const doomed = (
      await a.staff.api.post(`${a.base}/round`, { name: 'Ronde éphémère', siteId, checkpointIds: [checkpointId] })
    ).json().id;
    const created = (
      await saveBatch([line(siteId, null, '2027-07-01', '08:00', '12:00', { roundIds: [doomed, roundId] })])
    ).json().services[0];
    expect((await a.staff.api.delete(`${a.base}/round/${doomed}`)).statusCode).toBe(204);
    const edited = await saveBatch([{ id: created.id, postTitle: 'Rondier' }]);
    expect(edited.json().services[0]).toMatchObject({ postTitle: 'Rondier', roundIds: [roundId] });
    const again = await saveBatch([{ id: created.id, roundIds: [doomed] }]);
    expect(again.statusCode).toBe(404);
  });
});
