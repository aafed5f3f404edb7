import { randomUUID } from 'node:crypto';
import {
  compactPlannedServices,
  expandPlannedServices,
  serviceReferenceOf,
  zPlannedServicesAnswer,
} from '@securite/domain/planning/planned-services-answer';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteAgentExclusions } from '../../db/schema/planning-proposals.ts';
import { services } from '../../db/schema/services.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { unavailabilities } from '../../db/schema/workforce.ts';
import { buildAgency } from '../../testing/factories.ts';
import { buildPlannedAgent } from '../../testing/planning-kit.ts';
import { roundTrips } from '../../testing/query-count.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildAgencyType, buildSite } from '../../testing/workforce-factories.ts';
import { CHECK_WINDOW_MS, loadAgentFacts } from './load-check-context.ts';
import { findPresentedServices } from './present-service.ts';
import { presentedServicesJson } from './present-services-json.ts';

// The two planning reads written in SQL for speed (the facts of the checks in one round trip, the month as JSON
// built by the database) must say exactly what the plain Drizzle reads say.
const t = useTestApp();
let agencyId: string;
let siteId: string;
let karim: string;
let julie: string;
const at = (iso: string) => new Date(iso);

async function insertService(values: Partial<typeof services.$inferInsert> & { startAt: Date; endAt: Date }) {
  const [row] = await t.database.db
    .insert(services)
    .values({ agencyId, reference: `S-${randomUUID().slice(0, 8)}`, ...values })
    .returning();
  return row;
}

beforeAll(async () => {
  const db = t.database.db;
  agencyId = (await buildAgency(db)).id;
  siteId = (await buildSite(db, agencyId, { name: 'Entrepôt « Nord »' })).id;
  karim = (
    await buildPlannedAgent(
      db,
      agencyId,
      {
        specialties: ['SSIAP 1'],
        cnapsCardExpiresAt: '2027-06-30',
        activeContract: { hoursLimit: 35, period: 'weekly' },
      },
      { firstname: 'Karim', lastname: 'Benali' },
    )
  ).membership.id;
  julie = (await buildPlannedAgent(db, agencyId, { plannable: false }, { firstname: 'Julie', lastname: 'Moreau' }))
    .membership.id;
  const parent = await insertService({
    isCircuit: true,
    agentId: julie,
    startAt: at('2027-03-02T20:00:00Z'),
    endAt: at('2027-03-03T04:00:00Z'),
  });
  await insertService({
    circuitId: parent.id,
    siteId,
    agentId: julie,
    startAt: at('2027-03-02T20:00:00Z'),
    endAt: at('2027-03-02T21:00:00Z'),
  });
  await insertService({
    siteId,
    agentId: karim,
    startAt: at('2027-03-01T07:00:00Z'),
    endAt: at('2027-03-01T15:00:00Z'),
    realStartAt: at('2027-03-01T07:03:27.512Z'),
    status: 2,
    comments: 'Badge "visiteur"\nrendre à l’accueil \\ merci ✓',
    activityType: 'Gardiennage',
    specialty: 'SSIAP 1',
    postTitle: 'Poste 1',
    dog: 'Rex',
    startPoint: 'PC sécurité',
    endPoint: 'Loge',
    groupId: randomUUID(),
    roundIds: [randomUUID(), randomUUID()],
  });
  await insertService({ siteId, startAt: at('2027-03-01T07:00:00Z'), endAt: at('2027-03-01T15:00:00Z') });
  await insertService({
    siteId,
    agentId: karim,
    startAt: at('2027-03-04T07:00:00Z'),
    endAt: at('2027-03-04T15:00:00Z'),
    deletedAt: new Date(),
  });
  // Another agency's service never shows.
  const other = await buildAgency(db);
  const otherSite = await buildSite(db, other.id);
  await db.insert(services).values({
    agencyId: other.id,
    reference: 'S-OTHER',
    siteId: otherSite.id,
    startAt: at('2027-03-01T07:00:00Z'),
    endAt: at('2027-03-01T09:00:00Z'),
  });
});

describe('the planned services as compact JSON built by the database', () => {
  it('says exactly what presentService says, in the same order, and leaves out deleted and foreign services', async () => {
    const expected = await findPresentedServices(t.database.db, agencyId);
    const answer = zPlannedServicesAnswer.parse(JSON.parse(await presentedServicesJson(t.database.db, agencyId)));
    expect(expandPlannedServices(answer)).toEqual(expected);
    // What the domain's own compacting writes, but for the lists' order (the database orders them by id).
    const byId = (a: [string, string], b: [string, string]) => a[0].localeCompare(b[0]);
    const own = compactPlannedServices(expected);
    expect([...answer.sites].sort(byId)).toEqual([...own.sites].sort(byId));
    expect([...answer.agents].sort(byId)).toEqual([...own.agents].sort(byId));
    expect(answer.services.map(({ si, ag, ...rest }) => rest)).toEqual(own.services.map(({ si, ag, ...rest }) => rest));
    expect(answer.total).toBe(4);
    expect(expected.map((s) => s.realStartAt)).toContain('2027-03-01T07:03:27.512Z');
    expect(expected.some((s) => s.agent === null && s.site?.name === 'Entrepôt « Nord »')).toBe(true);
  });

  it('names each site and agent once and writes no null, empty list, false, default status or reference', async () => {
    const id = randomUUID();
    const start = { startAt: at('2027-03-05T07:00:00Z'), endAt: at('2027-03-05T15:00:00Z') };
    await insertService({ id, reference: serviceReferenceOf(id), siteId, ...start });
    const json = await presentedServicesJson(t.database.db, agencyId);
    const answer = zPlannedServicesAnswer.parse(JSON.parse(json));
    expect(answer.services.find((s) => s.id === id)).toEqual({
      id,
      s: Date.parse('2027-03-05T07:00:00Z'),
      e: Date.parse('2027-03-05T15:00:00Z'),
      si: 0,
    });
    expect(expandPlannedServices(answer).find((s) => s.id === id)?.reference).toBe(serviceReferenceOf(id));
    expect(new Set(answer.sites.map(([id]) => id)).size).toBe(answer.sites.length);
    expect(new Set(answer.agents.map(([id]) => id)).size).toBe(answer.agents.length);
    expect(json).not.toMatch(/null|\[\]|false|"st":0/);
  });

  it('applies the condition and answers an empty list with a total of 0', async () => {
    const json = await presentedServicesJson(t.database.db, agencyId, eq(services.agentId, randomUUID()));
    expect(JSON.parse(json)).toEqual({ sites: [], agents: [], services: [], total: 0 });
  });
});

describe('the facts the checks read, in one round trip', () => {
  const window = { from: at('2027-03-10T08:00:00Z'), to: at('2027-03-10T16:00:00Z') };

  it('loads the agents’ records, their live services in the window and their unavailabilities', async () => {
    const type = await buildAgencyType(t.database.db, agencyId, 'unavailability', 'Congés payés');
    await t.database.db.insert(unavailabilities).values({
      agencyId,
      agentId: karim,
      typeId: type.id,
      startAt: at('2027-03-20T00:00:00Z'),
      endAt: at('2027-03-27T00:00:00Z'),
    });
    const facts = await loadAgentFacts(t.database.db, agencyId, [karim, julie, karim], window);
    expect(facts.agents.get(karim)).toEqual({
      id: karim,
      name: 'Karim Benali',
      active: true,
      plannable: true,
      cnapsCardExpiresAt: '2027-06-30',
      specialties: ['SSIAP 1'],
      monthlyLimitHours: 151.67,
      contract: { type: 'cdi', entryDate: '2020-01-01', exitDate: null },
      accountActive: true,
      excludedSites: [],
    });
    expect(facts.agents.get(julie)).toMatchObject({ name: 'Julie Moreau', plannable: false });
    const karimServices = facts.existing.get(karim) ?? [];
    expect(karimServices).toHaveLength(1);
    expect(karimServices[0]).toMatchObject({
      siteId,
      startAt: at('2027-03-01T07:00:00Z'),
      specialty: 'SSIAP 1',
      isCircuit: false,
      circuitId: null,
    });
    expect(karimServices[0].key).toBe(karimServices[0].id);
    expect((facts.existing.get(julie) ?? []).map((s) => s.isCircuit).sort()).toEqual([false, true]);
    expect(facts.unavailabilities.get(karim)).toEqual([
      { startAt: at('2027-03-20T00:00:00Z'), endAt: at('2027-03-27T00:00:00Z'), label: 'Congés payés' },
    ]);
  });

  it('leaves out excluded services, services outside the window and other agencies; loads an archived agent as inactive, one without an account as active', async () => {
    const [kept] = facts0(await loadAgentFacts(t.database.db, agencyId, [karim], window));
    const excluded = await loadAgentFacts(t.database.db, agencyId, [karim], window, [kept]);
    expect(excluded.existing.get(karim)).toBeUndefined();
    const far = {
      from: new Date(window.from.getTime() + CHECK_WINDOW_MS + 86_400_000 * 20),
      to: new Date(window.to.getTime() + CHECK_WINDOW_MS + 86_400_000 * 20),
    };
    expect((await loadAgentFacts(t.database.db, agencyId, [karim], far)).existing.size).toBe(0);
    const other = await buildAgency(t.database.db);
    const foreign = await loadAgentFacts(t.database.db, other.id, [karim], window);
    expect(foreign.agents.size + foreign.existing.size + foreign.unavailabilities.size).toBe(0);
    // A record whose login account is not (or no longer) activated is still planned…
    await t.database.db.update(memberships).set({ active: false }).where(eq(memberships.id, julie));
    expect((await loadAgentFacts(t.database.db, agencyId, [julie], window)).agents.get(julie)?.active).toBe(true);
    // …an archived one is not.
    await t.database.db.update(memberships).set({ deletedAt: new Date() }).where(eq(memberships.id, julie));
    expect((await loadAgentFacts(t.database.db, agencyId, [julie], window)).agents.get(julie)?.active).toBe(false);
  });

  it('loads the sites each agent is excluded from, by name, in the same one round trip (issue 32)', async () => {
    const db = t.database.db;
    const agent = (await buildPlannedAgent(db, agencyId, {}, { firstname: 'Exclu', lastname: 'Deux' })).membership.id;
    const quay = await buildSite(db, agencyId, { name: 'Quai Sud' });
    const depot = await buildSite(db, agencyId, { name: 'Entrepôt Nord' });
    const other = await buildAgency(db);
    const foreignSite = await buildSite(db, other.id, { name: 'Ailleurs' });
    await db.insert(siteAgentExclusions).values([
      { agencyId, siteId: quay.id, agentId: agent },
      { agencyId, siteId: depot.id, agentId: agent },
      // A row of another agency is not this agency's fact.
      { agencyId: other.id, siteId: foreignSite.id, agentId: agent },
    ]);
    const { count, result } = await roundTrips(db, () => loadAgentFacts(db, agencyId, [agent, karim], window));
    expect(count).toBe(1);
    expect(result.agents.get(agent)?.excludedSites).toEqual([
      { id: depot.id, name: 'Entrepôt Nord' },
      { id: quay.id, name: 'Quai Sud' },
    ]);
    expect(result.agents.get(karim)?.excludedSites).toEqual([]);
  });

  it('answers nothing for no agent', async () => {
    const facts = await loadAgentFacts(t.database.db, agencyId, [], window);
    expect(facts.agents.size + facts.existing.size).toBe(0);
  });
});

function facts0(facts: Awaited<ReturnType<typeof loadAgentFacts>>): string[] {
  return [...facts.existing.values()].flat().map((s) => s.id ?? '');
}
