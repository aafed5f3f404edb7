import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { roundTrips } from '../../testing/query-count.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

// What the messages tell the office's screens is gathered and sent 500 ms later, out of the request (publishSoon):
// roundTrips counts only the request's own statements, and these stay out even of a request slow enough to last
// that long.
vi.mock('../planning/public.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../planning/public.ts')>()),
  publishServicesTouched: async () => undefined,
}));

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let siteId: string;
let headers: Record<string, string>;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  siteId = (await buildSite(db, a.agency.id)).id;
  await db
    .update(agencies)
    .set({ settings: { field: { loneWorker: { ptiEnabled: true, ptiFrequency: 15, ptiPauseOnBreak: true } } } })
    .where(eq(agencies.id, a.agency.id));
  headers = (await loginAs(t.app, a.agent.user.email)).headers;
  // The maintenance setting is the process's copy, read again by a request every 5 s: not a message's cost.
  vi.spyOn(t.app.maintenance, 'fresh').mockReturnValue(null);
  const { realtime } = t.app.ctx;
  const publish = realtime.publish.bind(realtime);
  // The gathered supervision change goes out of any transaction, after the request: not counted either.
  vi.spyOn(realtime, 'publish').mockImplementation(async (topic, event, tx) =>
    tx ? publish(topic, event, tx) : undefined,
  );
});

const location = { latitude: 48.85, longitude: 2.35, accuracy: 12 };

/** Each message of a service's day and what it costs the database, the session's read included. */
async function walk(day: string) {
  const [service] = await t.database.db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `R-${randomUUID().slice(0, 8)}`,
      siteId,
      agentId: a.agent.membership.id,
      startAt: new Date(`${day}T08:00:00Z`),
      endAt: new Date(`${day}T16:00:00Z`),
    })
    .returning({ id: services.id });
  const at = (time: string) => `${day}T${time}:00Z`;
  const steps = [
    { type: 'service.start', deviceAt: at('08:01'), location },
    { type: 'pti.heartbeat', deviceAt: at('08:15'), location, pti: { protection: 'on' } },
    { type: 'break.start', deviceAt: at('12:00') },
    { type: 'break.end', deviceAt: at('12:30') },
    { type: 'service.end', deviceAt: at('16:00'), location, end: { report: 'RAS' } },
  ];
  const counts: Record<string, number> = {};
  let last: Record<string, unknown> = {};
  for (const step of steps) {
    last = { uuid: randomUUID(), serviceId: service.id, ...step };
    const payload = last;
    const { count, result } = await roundTrips(t.database.db, () =>
      t.app.inject({ method: 'POST', url: `/api/agency/${a.agency.id}/field/message`, headers, payload }),
    );
    expect(result.statusCode, `${step.type}: ${result.body}`).toBe(200);
    counts[step.type] = count;
  }
  const replay = await roundTrips(t.database.db, () =>
    t.app.inject({ method: 'POST', url: `/api/agency/${a.agency.id}/field/message`, headers, payload: last }),
  );
  expect(replay.result.statusCode).toBe(200);
  counts.replay = replay.count;
  return counts;
}

describe('the round trips of a field message', () => {
  it('holds each kind of message to its count: the session, the transaction and its few statements', async () => {
    // A phone draining its queue sends a thousand of these: a lower count is progress, a higher one fails.
    // PGlite runs one transaction at a time: its lock and its read are one statement (field-message-state.ts).
    const lock = t.database.kind === 'pglite' ? 0 : 1;
    expect(await walk('2020-03-01')).toEqual({
      'service.start': 6 + lock,
      'pti.heartbeat': 5 + lock,
      'break.start': 5 + lock,
      'break.end': 5 + lock,
      'service.end': 5 + lock,
      replay: 4 + lock,
    });
    // The same again, once the statements are known to the database (prepared), counts the same.
    expect(await walk('2020-03-02')).toEqual(await walk('2020-03-03'));
  });
});
