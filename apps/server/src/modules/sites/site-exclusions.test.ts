import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers, missingRight } from '../../testing/agent-kit.ts';
import { buildPlannedAgent } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let karim: string;
let lea: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['sites.edit']);
  b = await agencyWithCallers(t, ['sites.edit']);
  karim = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Karim', lastname: 'Benali' })).membership.id;
  lea = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Léa', lastname: 'Martin' })).membership.id;
});

const url = (siteId: string) => `${a.base}/site/${siteId}/excluded-agents`;

describe('agents excluded from a site', () => {
  it('adds (twice is one row, the first reason kept), lists by name, and removes', async () => {
    const site = await buildSite(t.database.db, a.agency.id);
    expect((await a.staff.api.get(url(site.id))).json()).toEqual({ siteId: site.id, agents: [] });
    const first = await a.staff.api.post(url(site.id), { agentId: lea, reason: 'Demande du client' });
    expect(first.statusCode).toBe(200);
    const again = await a.staff.api.post(url(site.id), { agentId: lea, reason: 'Autre' });
    expect(again.statusCode).toBe(200);
    expect(again.json().agents).toHaveLength(1);
    expect(again.json().agents[0]).toMatchObject({ agentId: lea, fullname: 'Léa Martin', reason: 'Demande du client' });
    expect(Number.isNaN(Date.parse(again.json().agents[0].createdAt))).toBe(false);
    await a.staff.api.post(url(site.id), { agentId: karim, reason: '  ' });
    const listed = (await a.staff.api.get(url(site.id))).json().agents;
    expect(listed.map((e: { fullname: string; reason: string | null }) => [e.fullname, e.reason])).toEqual([
      ['Karim Benali', null],
      ['Léa Martin', 'Demande du client'],
    ]);
    const removed = await a.staff.api.delete(`${a.base}/site/${site.id}/excluded-agent/${lea}`);
    expect(removed.statusCode).toBe(204);
    // Removing it again changes nothing.
    expect((await a.staff.api.delete(`${a.base}/site/${site.id}/excluded-agent/${lea}`)).statusCode).toBe(204);
    const after = (await a.staff.api.get(url(site.id))).json().agents;
    expect(after.map((e: { agentId: string }) => e.agentId)).toEqual([karim]);
  });

  it('answers 404 for another agency’s site or agent, 400 in French for a bad body, 403 without the right', async () => {
    const site = await buildSite(t.database.db, a.agency.id);
    const theirSite = await buildSite(t.database.db, b.agency.id);
    const theirAgent = (await buildPlannedAgent(t.database.db, b.agency.id)).membership.id;
    expect((await a.staff.api.get(url(theirSite.id))).statusCode).toBe(404);
    expect((await a.staff.api.post(url(theirSite.id), { agentId: karim })).statusCode).toBe(404);
    const foreignAgent = await a.staff.api.post(url(site.id), { agentId: theirAgent });
    expect(foreignAgent.statusCode).toBe(404);
    expect(foreignAgent.json().message).toBe('Collaborateur introuvable');
    expect((await a.staff.api.delete(`${a.base}/site/${theirSite.id}/excluded-agent/${karim}`)).statusCode).toBe(404);
    expect((await a.staff.api.delete(`${a.base}/site/${site.id}/excluded-agent/${theirAgent}`)).statusCode).toBe(404);
    // Agency b cannot read or undo agency a's exclusions through its own path.
    await a.staff.api.post(url(site.id), { agentId: karim });
    expect((await b.staff.api.get(`${b.base}/site/${site.id}/excluded-agents`)).statusCode).toBe(404);
    const bad = await a.staff.api.post(url(site.id), { agentId: 'pas-un-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ agentId: 'Choisissez l’agent à exclure du site.' });
    const long = await a.staff.api.post(url(site.id), { agentId: lea, reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    const noRight = await agencyWithCallers(t, ['services.edit']);
    const refused = await noRight.staff.api.get(`${noRight.base}/site/${site.id}/excluded-agents`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Modifier les sites'));
    expect((await a.agent.api.get(url(site.id))).statusCode).toBe(403);
  });
});
