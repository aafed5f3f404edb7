import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkpoints, rounds } from '../../../db/schema/rounds.ts';
import { services } from '../../../db/schema/services.ts';
import { buildAgencyWithPeople, loginAs } from '../../../testing/factories.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { buildSite } from '../../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let agent: Record<string, string>;
let siteId: string;
let pointId: string;

const buildRound = async (name: string, site = siteId) =>
  (
    await t.database.db
      .insert(rounds)
      .values({ agencyId: a.agency.id, siteId: site, slug: randomUUID(), name, checkpointIds: [pointId] })
      .returning()
  )[0].id;

let day = 1;
async function runningService(roundIds: string[] = []) {
  const date = `2027-02-${String(day++).padStart(2, '0')}`;
  const [row] = await t.database.db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `W-${randomUUID().slice(0, 8)}`,
      siteId,
      agentId: a.agent.membership.id,
      status: ServiceStatus.Started,
      startAt: new Date(`${date}T20:00:00Z`),
      endAt: new Date(`${date}T23:00:00Z`),
      roundIds,
    })
    .returning();
  return row.id;
}
const briefing = async (serviceId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/field/service/${serviceId}/briefing`,
      headers: agent,
    })
  ).json() as { rounds: Array<{ name: string }> };
const startRound = (serviceId: string, roundId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/agency/${a.agency.id}/field/message`,
    headers: agent,
    payload: {
      uuid: randomUUID(),
      type: 'round.start',
      serviceId,
      deviceAt: new Date().toISOString(),
      round: { executionId: randomUUID(), roundId },
    },
  });

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db);
  agent = (await loginAs(t.app, a.agent.user.email)).headers;
  siteId = (await buildSite(t.database.db, a.agency.id, { name: 'Entrepôt' })).id;
  const [point] = await t.database.db
    .insert(checkpoints)
    .values({ agencyId: a.agency.id, siteId, title: 'Portail', color: '#1976d2' })
    .returning();
  pointId = point.id;
});

describe('the rounds a service must walk', () => {
  it('are its site’s rounds when none was chosen, a round created in the office later included', async () => {
    await buildRound('Ronde du soir');
    const serviceId = await runningService();
    expect((await briefing(serviceId)).rounds.map((r) => r.name)).toEqual(['Ronde du soir']);
    // The office creates a round for the site while the service runs: the phone's next look (a reload) has it.
    const later = await buildRound('Ronde des quais');
    expect((await briefing(serviceId)).rounds.map((r) => r.name)).toEqual(['Ronde des quais', 'Ronde du soir']);
    const started = await startRound(serviceId, later);
    expect(started.statusCode, started.body).toBe(200);
  });

  it('are only those chosen in the service dialog when some are; another site’s round is never one', async () => {
    const chosen = await buildRound('Ronde choisie');
    const other = await buildRound('Ronde d’un autre site', (await buildSite(t.database.db, a.agency.id)).id);
    const serviceId = await runningService([chosen]);
    expect((await briefing(serviceId)).rounds.map((r) => r.name)).toEqual(['Ronde choisie']);
    expect((await startRound(serviceId, other)).statusCode).toBe(404);
    const anyService = await runningService();
    expect((await briefing(anyService)).rounds.map((r) => r.name)).not.toContain('Ronde d’un autre site');
    expect((await startRound(anyService, other)).statusCode).toBe(404);
  });
});
