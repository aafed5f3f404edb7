import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { buildPlannedAgent, line } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { loadAutoplanProblem } from './autoplan/load-autoplan-problem.ts';
import { verifyProposal } from './autoplan/verify-proposal.ts';

// Issue 32: an agent excluded from a site (the site's « Agents exclus ») is a planning check, always blocking:
// the batch save, its dry run, the cover list and the proposal's verification all see it.
const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let karim: string;
let lea: string;
let north: string;
let south: string;

const excludedMessage = 'Karim Benali fait partie des agents exclus du site « Entrepôt Nord »';

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['services.create', 'services.edit', 'planning.sites', 'sites.edit']);
  karim = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Karim', lastname: 'Benali' })).membership.id;
  lea = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Léa', lastname: 'Martin' })).membership.id;
  north = (await buildSite(db, a.agency.id, { name: 'Entrepôt Nord' })).id;
  south = (await buildSite(db, a.agency.id, { name: 'Quai Sud' })).id;
});

const exclude = async (siteId: string, agentId: string) =>
  expect((await a.staff.api.post(`${a.base}/site/${siteId}/excluded-agents`, { agentId })).statusCode).toBe(200);
const readmit = async (siteId: string, agentId: string) =>
  expect((await a.staff.api.delete(`${a.base}/site/${siteId}/excluded-agent/${agentId}`)).statusCode).toBe(204);
const onSite = async (siteId: string) =>
  t.database.db
    .select({ id: services.id, agentId: services.agentId })
    .from(services)
    .where(and(eq(services.agencyId, a.agency.id), eq(services.siteId, siteId)));
const save = (lines: unknown[]) => a.staff.api.post(`${a.base}/services/batch`, { services: lines, confirmed: true });

describe('an agent excluded from a site, in the planning checks', () => {
  it('refuses a batch assigning the excluded agent there (409, nothing written); another site, or readmitted: saved', async () => {
    await exclude(north, karim);
    const before = await onSite(north);
    const refused = await save([
      line(north, karim, '2027-06-07', '08:00', '16:00'),
      line(north, null, '2027-06-08', '08:00', '16:00'),
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PLANNING_BLOCKED',
      details: {
        issues: [
          {
            type: 'siteExcluded',
            blocking: true,
            message: excludedMessage,
            agentName: 'Karim Benali',
            siteName: 'Entrepôt Nord',
          },
        ],
      },
    });
    expect(refused.json().details.issues).toHaveLength(1);
    expect(await onSite(north)).toEqual(before);

    const elsewhere = await save([line(south, karim, '2027-06-07', '08:00', '16:00')]);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ status: 'saved', created: 1 });

    await readmit(north, karim);
    const readmitted = await save([line(north, karim, '2027-06-08', '08:00', '16:00')]);
    expect(readmitted.statusCode).toBe(200);
    expect(readmitted.json()).toMatchObject({ status: 'saved', created: 1 });
  });

  it('refuses an edit that moves the excluded agent onto the site', async () => {
    await exclude(north, lea);
    const [open] = (await save([line(north, null, '2027-06-09', '08:00', '16:00')])).json().services;
    const moved = await save([{ id: open.id, agentId: lea }]);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().details.issues.map((i: { type: string }) => i.type)).toEqual(['siteExcluded']);
    expect((await onSite(north)).find((s) => s.id === open.id)?.agentId).toBeNull();
    await readmit(north, lea);
  });

  it('is reported by the dry run of the « available » family, not by the others', async () => {
    await exclude(north, karim);
    const body = { services: [line(north, karim, '2027-06-14', '08:00', '16:00')] };
    const available = await a.staff.api.post(`${a.base}/fetch/planning-error/available`, body);
    expect(available.statusCode).toBe(200);
    expect(available.json().issues).toMatchObject([{ type: 'siteExcluded', blocking: true, message: excludedMessage }]);
    const rest = await a.staff.api.post(`${a.base}/fetch/planning-error/rest`, body);
    expect(rest.json().issues).toEqual([]);
    await readmit(north, karim);
  });

  it('marks the excluded agent blocked in the cover list, after the agents free to take it', async () => {
    const [open] = (await save([line(north, null, '2027-06-15', '08:00', '16:00')])).json().services;
    await exclude(north, karim);
    const cover = async () => {
      const response = await a.staff.api.post(`${a.base}/fetch/agents/availables`, { serviceIds: [open.id] });
      expect(response.statusCode).toBe(200);
      return response.json().data as { agent: { id: string }; blocking: boolean; issues: { type: string }[] }[];
    };
    const list = await cover();
    const karimRow = list.find((r) => r.agent.id === karim);
    expect(karimRow).toMatchObject({ blocking: true, issues: [{ type: 'siteExcluded', message: excludedMessage }] });
    expect(list.find((r) => r.agent.id === lea)).toMatchObject({ blocking: false, issues: [] });
    expect(list.findIndex((r) => r.agent.id === lea)).toBeLessThan(list.findIndex((r) => r.agent.id === karim));
    await readmit(north, karim);
    expect((await cover()).find((r) => r.agent.id === karim)).toMatchObject({ blocking: false, issues: [] });
  });

  it('lets the proposal’s verification (the batch save’s checks) catch an excluded agent that slipped in', async () => {
    await save([line(north, null, '2027-06-21', '08:00', '16:00')]);
    await exclude(north, karim);
    const [agency] = await t.database.db.select().from(agencies).where(eq(agencies.id, a.agency.id));
    const problem = await loadAutoplanProblem(t.database.db, agency, {
      from: '2027-06-21',
      to: '2027-06-21',
      siteIds: [north],
    });
    expect(problem.posts).toHaveLength(1);
    const karimIndex = problem.agents.findIndex((agent) => agent.check.agent.id === karim);
    const leaIndex = problem.agents.findIndex((agent) => agent.check.agent.id === lea);
    // The candidate search reads the same list as the checks.
    expect(problem.agents[karimIndex].excludedSites).toEqual([north]);
    expect(problem.agents[leaIndex].excludedSites).toEqual([]);
    const slipped = await verifyProposal(t.database.db, agency, problem, new Map([[0, karimIndex]]));
    expect(slipped).toMatchObject([{ key: problem.posts[0].id, type: 'siteExcluded', blocking: true }]);
    expect(slipped[0].message).toBe(excludedMessage);
    expect(await verifyProposal(t.database.db, agency, problem, new Map([[0, leaIndex]]))).toEqual([]);
    await readmit(north, karim);
  });
});
