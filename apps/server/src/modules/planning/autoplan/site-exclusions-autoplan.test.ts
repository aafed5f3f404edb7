import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers } from '../../../testing/agent-kit.ts';
import { buildPlannedAgent, line } from '../../../testing/planning-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { buildSite } from '../../../testing/workforce-factories.ts';
import { AUTOPLAN_QUEUE, runProposal } from './run-proposal.ts';

// Issue 32: the exclusions set through the sites' routes (modules/sites/site-exclusion-routes.ts) are a hard rule.
const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let karim: string;

beforeAll(async () => {
  const db = t.database.db;
  t.app.ctx.jobs.register(AUTOPLAN_QUEUE, (payload) => runProposal(t.app.ctx, payload));
  a = await agencyWithCallers(t, ['sites.edit', 'services.create', 'services.edit']);
  karim = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Karim', lastname: 'Benali' })).membership.id;
  await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Léa', lastname: 'Martin' });
});

const url = (siteId: string) => `${a.base}/site/${siteId}/excluded-agents`;

describe('agents excluded from a site, in « Proposer un planning »', () => {
  it('keeps the automatic planning from proposing an excluded agent on that site', async () => {
    const site = await buildSite(t.database.db, a.agency.id, { name: 'Entrepôt Nord' });
    const names = await a.owner.api.get(`${a.base}/agents/names`);
    expect(names.statusCode).toBe(200);
    const everyone: string[] = names.json().agents.map((n: { id: string }) => n.id);
    expect(everyone).toContain(karim);
    expect(everyone.length).toBeGreaterThan(1);
    for (const agentId of everyone) expect((await a.staff.api.post(url(site.id), { agentId })).statusCode).toBe(200);
    const saved = await a.staff.api.post(`${a.base}/services/batch`, {
      services: [line(site.id, null, '2027-05-03', '08:00', '16:00')],
      confirmed: true,
    });
    expect(saved.statusCode).toBe(200);
    const propose = async () => {
      const started = await a.staff.api.post(`${a.base}/planning/proposals`, {
        from: '2027-05-03',
        to: '2027-05-03',
        siteIds: [site.id],
      });
      expect(started.statusCode).toBe(200);
      await t.app.ctx.jobs.drain();
      return (await a.staff.api.get(`${a.base}/planning/proposals/${started.json().id}`)).json();
    };
    const blocked = await propose();
    expect(blocked.status).toBe('done');
    expect(blocked.result.lines).toHaveLength(1);
    expect(blocked.result.lines[0].agentId).toBeNull();
    expect(blocked.result.lines[0].reasons.map((r: { type: string }) => r.type)).toContain('siteExcluded');
    // Karim no longer excluded: he is the one agent the proposal may post there.
    expect((await a.staff.api.delete(`${a.base}/site/${site.id}/excluded-agent/${karim}`)).statusCode).toBe(204);
    const filled = await propose();
    expect(filled.result.lines[0].agentId).toBe(karim);
  });
});
