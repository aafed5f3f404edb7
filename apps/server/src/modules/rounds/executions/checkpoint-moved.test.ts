import { randomUUID } from 'node:crypto';
import { offsetPoint } from '@securite/domain/geo/geo';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roundExecutionEvents } from '../../../db/schema/round-executions.ts';
import { checkpoints, rounds } from '../../../db/schema/rounds.ts';
import { services } from '../../../db/schema/services.ts';
import { buildAgencyWithPeople, loginAs } from '../../../testing/factories.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { buildSite } from '../../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let h: Record<string, Record<string, string>>;
let serviceId: string;
let roundId: string;
let points: string[];
const quai = { latitude: 48.9333, longitude: 2.3 };

const at = (minute: number) => new Date(Date.UTC(2027, 4, 2, 20, minute)).toISOString();
const send = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${a.agency.id}/field/message`, headers: h.agent, payload: body });
const step = (type: string, minute: number, round: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  type,
  serviceId,
  deviceAt: at(minute),
  round,
  ...extra,
});

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  const siteId = (await buildSite(db, a.agency.id, { radius: 100 })).id;
  const rows = await db
    .insert(checkpoints)
    .values(
      ['Quai', 'Portail', 'Local'].map((title, i) => ({
        agencyId: a.agency.id,
        siteId,
        title,
        color: '#1976d2',
        badge: `MV-${i}`,
        location: i < 2 ? quai : null,
      })),
    )
    .returning();
  points = rows.map((r) => r.id);
  [{ id: roundId }] = await db
    .insert(rounds)
    .values({ agencyId: a.agency.id, siteId, slug: randomUUID(), name: 'Ronde', checkpointIds: points })
    .returning();
  [{ id: serviceId }] = await db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: 'MV-1',
      siteId,
      agentId: a.agent.membership.id,
      startAt: new Date(at(0)),
      endAt: new Date(at(59)),
      roundIds: [roundId],
    })
    .returning();
  h = {
    agent: (await loginAs(t.app, a.agent.user.email)).headers,
    owner: (await loginAs(t.app, a.owner.user.email)).headers,
  };
  expect((await send({ uuid: randomUUID(), type: 'service.start', serviceId, deviceAt: at(0) })).statusCode).toBe(200);
});

describe('« moved » checkpoint validations', () => {
  it('keeps the phone’s position and flags a validation beyond the site’s radius, in the execution and its PDF', async () => {
    const executionId = randomUUID();
    expect((await send(step('round.start', 1, { executionId, roundId }))).statusCode).toBe(200);
    const far = { ...offsetPoint(quai, 300, 90), accuracy: 10 };
    const near = { ...offsetPoint(quai, 20, 0), accuracy: 10 };
    const validations = [
      step('round.checkpoint', 2, { executionId, checkpointId: points[0], method: 'qr' }, { location: far }),
      step('round.checkpoint', 3, { executionId, checkpointId: points[1], method: 'qr' }, { location: near }),
      // No registered place: where it was read cannot be judged.
      step('round.checkpoint', 4, { executionId, checkpointId: points[2], method: 'qr' }, { location: far }),
    ];
    for (const message of validations) expect((await send(message)).statusCode).toBe(200);
    // The same message again changes nothing.
    expect((await send(validations[0])).statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(roundExecutionEvents)
      .where(eq(roundExecutionEvents.id, validations[0].uuid));
    expect(stored[0].location).toMatchObject({ latitude: far.latitude, accuracy: 10 });
    const view = (
      await t.app.inject({
        method: 'GET',
        url: `/api/agency/${a.agency.id}/service-round/${executionId}`,
        headers: h.owner,
      })
    ).json();
    expect(view.checkpoints.map((c: { moved: boolean; distance: number | null }) => [c.moved, c.distance])).toEqual([
      [true, 300],
      [false, 20],
      [false, null],
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/service-round/${executionId}/pdf`,
      headers: h.owner,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });
});
