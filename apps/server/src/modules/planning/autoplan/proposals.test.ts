import { autoplanMessages } from '@securite/domain/planning/autoplan/autoplan-schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteAgentExclusions } from '../../../db/schema/planning-proposals.ts';
import { services } from '../../../db/schema/services.ts';
import { unavailabilities } from '../../../db/schema/workforce.ts';
import { agencyWithCallers, missingRight } from '../../../testing/agent-kit.ts';
import { buildPlannedAgent, line } from '../../../testing/planning-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { buildAgencyType, buildSite } from '../../../testing/workforce-factories.ts';
import { AUTOPLAN_QUEUE, runProposal } from './run-proposal.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let siteId: string;
let otherSiteId: string;
let karim: string;
let lea: string;
let excluded: string;

beforeAll(async () => {
  const db = t.database.db;
  t.app.ctx.jobs.register(AUTOPLAN_QUEUE, (payload) => runProposal(t.app.ctx, payload));
  a = await agencyWithCallers(t, ['services.create', 'services.edit', 'planning.sites']);
  b = await agencyWithCallers(t, ['services.edit']);
  siteId = (await buildSite(db, a.agency.id, { name: 'Tour Horizon' })).id;
  otherSiteId = (await buildSite(db, b.agency.id)).id;
  karim = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Karim', lastname: 'Benali' })).membership.id;
  lea = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Léa', lastname: 'Martin' })).membership.id;
  excluded = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Exclu', lastname: 'Dusite' })).membership.id;
  await db.insert(siteAgentExclusions).values({ agencyId: a.agency.id, siteId, agentId: excluded });
});

async function saveLines(lines: unknown[]) {
  const response = await a.staff.api.post(`${a.base}/services/batch`, { services: lines, confirmed: true });
  expect(response.statusCode).toBe(200);
  return response.json().services as { id: string }[];
}

async function propose(body: Record<string, unknown>) {
  const started = await a.staff.api.post(`${a.base}/planning/proposals`, body);
  expect(started.statusCode).toBe(200);
  expect(started.json()).toMatchObject({ status: 'running', progress: 0 });
  await t.app.ctx.jobs.drain();
  const read = await a.staff.api.get(`${a.base}/planning/proposals/${started.json().id}`);
  expect(read.statusCode).toBe(200);
  return read.json();
}

describe('« Proposer un planning »', () => {
  it('fills the open posts of a period (never with an excluded agent), and the batch save applies it', async () => {
    const saved = await saveLines([
      line(siteId, null, '2027-02-01', '08:00', '16:00'),
      line(siteId, null, '2027-02-01', '20:00', '04:00'),
      line(siteId, null, '2027-02-02', '08:00', '16:00'),
    ]);
    const run = await propose({ from: '2027-02-01', to: '2027-02-07', siteIds: [siteId] });
    expect(run.status).toBe('done');
    expect(run.result.lines).toHaveLength(3);
    expect(run.result.filled).toBe(3);
    for (const l of run.result.lines) {
      expect(l.agentId).not.toBeNull();
      expect(l.agentId).not.toBe(excluded);
    }
    // 11 h of daily rest: the day post and the night post of the 1st have two agents.
    const [day, night] = run.result.lines;
    expect(day.agentId).not.toBe(night.agentId);
    const applied = await a.staff.api.post(`${a.base}/services/batch`, {
      services: run.result.lines.map((l: { serviceId: string; agentId: string }) => ({
        id: l.serviceId,
        agentId: l.agentId,
      })),
      confirmed: true,
    });
    expect(applied.statusCode).toBe(200);
    const rows = await t.database.db.select().from(services).where(eq(services.id, saved[0].id));
    expect(rows[0].agentId).toBe(day.agentId);
  });

  it('takes the post of an agent who became unavailable, and names the reason of a post left open', async () => {
    const [kept] = await saveLines([line(siteId, karim, '2027-03-01', '08:00', '16:00')]);
    const type = await buildAgencyType(t.database.db, a.agency.id, 'unavailability');
    await t.database.db.insert(unavailabilities).values({
      agencyId: a.agency.id,
      agentId: karim,
      typeId: type.id,
      startAt: new Date('2027-03-01T00:00:00+01:00'),
      endAt: new Date('2027-03-02T00:00:00+01:00'),
    });
    // A post needing a specialty nobody has stays open.
    await saveLines([line(siteId, null, '2027-03-02', '08:00', '16:00', { specialty: 'SSIAP 3' })]);
    const run = await propose({ from: '2027-03-01', to: '2027-03-03' });
    const lost = run.result.lines.find((l: { serviceId: string }) => l.serviceId === kept.id);
    expect(lost).toMatchObject({ previousAgentId: karim, agentId: lea });
    const open = run.result.lines.find((l: { agentId: string | null }) => l.agentId === null);
    expect(open.reasons.map((r: { type: string }) => r.type)).toContain('missingSpecialty');
    expect(run.result.open).toBe(1);
  });

  it('refuses a period over a month, naming the field, and another agency’s site (404)', async () => {
    const long = await a.staff.api.post(`${a.base}/planning/proposals`, { from: '2027-01-01', to: '2027-02-15' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toMatchObject({ to: autoplanMessages.periodTooLong });
    const foreign = await a.staff.api.post(`${a.base}/planning/proposals`, {
      from: '2027-01-01',
      to: '2027-01-07',
      siteIds: [otherSiteId],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps each agency’s runs its own, and asks for the right to edit services', async () => {
    const started = await a.staff.api.post(`${a.base}/planning/proposals`, { from: '2027-04-01', to: '2027-04-02' });
    const id = started.json().id;
    const elsewhere = await b.staff.api.get(`${b.base}/planning/proposals/${id}`);
    expect(elsewhere.statusCode).toBe(404);
    const cancelElsewhere = await b.staff.api.post(`${b.base}/planning/proposals/${id}/cancel`, {});
    expect(cancelElsewhere.statusCode).toBe(404);
    const noRight = await agencyWithCallers(t, ['services.create']);
    const refused = await noRight.staff.api.post(`${noRight.base}/planning/proposals`, {
      from: '2027-04-01',
      to: '2027-04-02',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(missingRight('').slice(0, 20));
    await t.app.ctx.jobs.drain();
  });

  it('cancels a run before it ends; a finished run refuses the cancel (409)', async () => {
    const started = await a.staff.api.post(`${a.base}/planning/proposals`, { from: '2027-05-01', to: '2027-05-02' });
    const id = started.json().id;
    const cancel = await a.staff.api.post(`${a.base}/planning/proposals/${id}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    await t.app.ctx.jobs.drain();
    const read = await a.staff.api.get(`${a.base}/planning/proposals/${id}`);
    expect(read.json()).toMatchObject({ status: 'cancelled', result: null });
    const again = await a.staff.api.post(`${a.base}/planning/proposals/${id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(autoplanMessages.finished);
  });
});
