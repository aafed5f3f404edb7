import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { buildPlannedAgent, line } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

// Issue 25: a collaborator without a current work contract, or whose account is inactive when the agency asks for
// an active one, is flagged by the planning checks (warning or blocking, as the agency chooses).
const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let siteId: string;
let noContract: string;
let leftInJune: string;
let inactive: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['services.create', 'services.edit']);
  siteId = (await buildSite(db, a.agency.id)).id;
  const none = { contractType: null, entryDate: null };
  noContract = (await buildPlannedAgent(db, a.agency.id, none, { firstname: 'Léa', lastname: 'Sans' })).membership.id;
  const cdd = { contractType: 'cdd' as const, entryDate: '2027-01-01', exitDate: '2027-06-30' };
  leftInJune = (await buildPlannedAgent(db, a.agency.id, cdd, { firstname: 'Tom', lastname: 'Fini' })).membership.id;
  inactive = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Ana', lastname: 'Off' })).membership.id;
  await db
    .update(memberships)
    .set({ active: false })
    .where(and(eq(memberships.id, inactive), eq(memberships.agencyId, a.agency.id)));
});

const save = (lines: unknown[], confirmed = false) =>
  a.staff.api.post(`${a.base}/services/batch`, { services: lines, confirmed });
const count = async (agentId: string) =>
  (await t.database.db.select().from(services).where(eq(services.agentId, agentId))).length;

describe('planning a collaborator without a current contract', () => {
  it('warns with noContract (never « Aucune erreur »), and saves once confirmed', async () => {
    const first = await save([line(siteId, noContract, '2027-03-01', '08:00', '16:00')]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'issues',
      issues: [{ type: 'noContract', blocking: false, agentName: 'Léa Sans' }],
    });
    expect(await count(noContract)).toBe(0);
    const confirmed = await save([line(siteId, noContract, '2027-03-01', '08:00', '16:00')], true);
    expect(confirmed.json().status).toBe('saved');
  });

  it('flags a service after the contract’s exit, not one within it', async () => {
    const within = await save([line(siteId, leftInJune, '2027-06-30', '08:00', '16:00')]);
    expect(within.json().status).toBe('saved');
    const after = await save([line(siteId, leftInJune, '2027-07-01', '08:00', '16:00')]);
    expect(after.json().issues.map((i: { type: string }) => i.type)).toEqual(['noContract']);
    expect(after.json().issues[0].message).toContain('a pris fin le 30/06/2027');
  });

  it('blocks when the agency makes noContract blocking (409, nothing saved)', async () => {
    const settings = await a.owner.api.put(`${a.base}/planning/config`, {
      blockingErrors: ['unavailable', 'notPlannable', 'noContract'],
    });
    expect(settings.statusCode).toBe(200);
    const before = await count(noContract);
    const refused = await save([line(siteId, noContract, '2027-03-03', '08:00', '16:00')], true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: { issues: [{ type: 'noContract', blocking: true }] } });
    expect(await count(noContract)).toBe(before);
    await a.owner.api.put(`${a.base}/planning/config`, { blockingErrors: ['unavailable', 'notPlannable'] });
  });

  it('flags an inactive account only when the agency requires an active one', async () => {
    const plain = await save([line(siteId, inactive, '2027-03-05', '08:00', '16:00')]);
    expect(plain.json().status).toBe('saved');
    const config = await a.owner.api.put(`${a.base}/planning/config`, { requireActiveAccount: true });
    expect(config.json().requireActiveAccount).toBe(true);
    const flagged = await save([line(siteId, inactive, '2027-03-06', '08:00', '16:00')]);
    expect(flagged.json().issues.map((i: { type: string }) => i.type)).toEqual(['inactiveAccount']);
    await a.owner.api.put(`${a.base}/planning/config`, { requireActiveAccount: false });
  });
});
