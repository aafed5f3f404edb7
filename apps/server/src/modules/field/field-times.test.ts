import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

// Issue 25: what a phone's clock may and may not do to a service, measured against the server's real clock.
const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let siteId: string;
let agent: Record<string, string>;
let owner: Record<string, string>;
let otherOwner: Record<string, string>;

const MIN = 60_000;
const HOUR = 60 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  b = await buildAgencyWithPeople(db);
  // The agency's window as a new agency has it: 30 minutes before the planned start.
  await db
    .update(agencies)
    .set({ settings: { field: {} } })
    .where(eq(agencies.id, a.agency.id));
  siteId = (
    await buildSite(db, a.agency.id, {
      address: { city: 'Paris', zipcode: '75004', country: 'France', location: { latitude: 48.85, longitude: 2.35 } },
      radius: 100,
    })
  ).id;
  agent = (await loginAs(t.app, a.agent.user.email)).headers;
  owner = (await loginAs(t.app, a.owner.user.email)).headers;
  otherOwner = (await loginAs(t.app, b.owner.user.email)).headers;
});

/** A planned service of the agent, from `start` to `end` milliseconds from now. */
async function planned(start: number, end: number) {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `T-${randomUUID().slice(0, 8)}`,
      siteId,
      agentId: a.agent.membership.id,
      startAt: new Date(now + start),
      endAt: new Date(now + end),
    })
    .returning();
  return row;
}

const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/agency/${a.agency.id}/field/message`,
    headers: { ...agent, ...headers },
    payload: body,
  });
const msg = (serviceId: string, type: string, deviceAt: number, extra: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  type,
  serviceId,
  deviceAt: iso(deviceAt),
  ...extra,
});
const stored = (uuid: string) =>
  t.database.db
    .select()
    .from(fieldMessages)
    .where(and(eq(fieldMessages.id, uuid), eq(fieldMessages.agencyId, a.agency.id)))
    .then((rows) => rows[0]);
const serviceRow = (id: string) =>
  t.database.db
    .select()
    .from(services)
    .where(eq(services.id, id))
    .then((rows) => rows[0]);
const gaps = async (headers = owner, agency = a.agency.id) => {
  const today = todayIn('Europe/Paris');
  const period = { from: addDays(today, -1), to: addDays(today, 1), page: 1, limit: 100 };
  return t.app.inject({ method: 'POST', url: `/api/agency/${agency}/fetch/time-gaps`, headers, payload: period });
};

describe('field times', () => {
  it('a skewed phone cannot inflate the hours: impossible times give way to the receipt, all messages are kept', async () => {
    const service = await planned(-10 * MIN, 20 * MIN);
    const before = Date.now();
    // A phone a year behind takes the service, a break ends before it starts, the end is dated 5 hours ahead.
    const steps = [
      msg(service.id, 'service.start', before - 365 * 24 * HOUR),
      msg(service.id, 'break.start', before - 2 * HOUR),
      msg(service.id, 'break.end', before - 3 * HOUR),
      msg(service.id, 'service.end', before + 5 * HOUR),
    ];
    for (const step of steps) expect((await send(step)).statusCode).toBe(200);
    const after = Date.now();
    const row = await serviceRow(service.id);
    // The retained times follow each other and stay within the receipts: minutes, not the 8 h the phone claims.
    const start = row.realStartAt?.getTime() ?? 0;
    const end = row.realEndAt?.getTime() ?? 0;
    expect(start).toBeGreaterThanOrEqual(before);
    expect(end).toBeGreaterThanOrEqual(start);
    expect(end).toBeLessThanOrEqual(after);
    // Every message keeps what the phone said, the receipt and its anomaly.
    const kept = await Promise.all(steps.map((step) => stored(step.uuid)));
    expect(kept.map((m) => m.deviceAt.toISOString())).toEqual(steps.map((s) => s.deviceAt));
    expect(kept.map((m) => m.anomalies)).toEqual([['beforeWindow'], ['beforeStart'], ['beforeStart'], ['ahead']]);
    // The hours count what was retained.
    const today = todayIn('Europe/Paris');
    const hours = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${a.agency.id}/agents/fetch/hours`,
      headers: owner,
      payload: { from: addDays(today, -1), to: addDays(today, 1) },
    });
    expect(hours.statusCode).toBe(200);
    const mine = hours.json().data.find((r: { agent: { id: string } }) => r.agent.id === a.agent.membership.id);
    expect(mine.realizedMinutes).toBeLessThanOrEqual(Math.ceil((after - before) / MIN));
    // « Écarts horaires » lists each anomaly once per service, with what the phone said.
    const listed = (await gaps()).json().data.filter((g: { serviceId: string }) => g.serviceId === service.id);
    const details = listed
      .filter((g: { kind: string }) => g.kind === 'anomaly')
      .map((g: { detail: string }) => g.detail);
    expect(details).toHaveLength(3);
    expect(details.join('\n')).toContain('Heure du téléphone dans le futur (fin de service) : téléphone');
    expect(details.join('\n')).toContain('Heure avant le début du service (début de pause)');
    expect(details.join('\n')).toContain('(2 messages)');
  });

  it('measures a phone clock 3 hours ahead (X-Device-Time), corrects its times and shows it to the office', async () => {
    const service = await planned(25 * MIN, 50 * MIN);
    const skew = 3 * HOUR;
    const start = msg(service.id, 'service.start', Date.now() + skew);
    const answer = await send(start, { 'x-device-time': iso(Date.now() + skew) });
    expect(answer.statusCode).toBe(200);
    const kept = await stored(start.uuid);
    expect(Math.abs((kept.clockOffsetMs ?? 0) - skew)).toBeLessThan(5_000);
    expect(kept.anomalies).toEqual(['clockSkew']);
    const row = await serviceRow(service.id);
    expect(Math.abs((row.realStartAt?.getTime() ?? 0) - Date.now())).toBeLessThan(10_000);
    const listed = (await gaps()).json().data.filter((g: { serviceId: string }) => g.serviceId === service.id);
    expect(listed.map((g: { detail?: string }) => g.detail)).toEqual([
      'Horloge du téléphone décalée : en avance de 3 h 00',
    ]);
    await send(msg(service.id, 'service.end', Date.now() + skew), { 'x-device-time': iso(Date.now() + skew) });
    // Another agency reads none of it.
    const theirs = (await gaps(otherOwner, b.agency.id)).json().data;
    expect(theirs.filter((g: { serviceId: string }) => g.serviceId === service.id)).toEqual([]);
  });

  it('refuses a start before the window with the opening time, until the office allows it', async () => {
    const service = await planned(8 * HOUR, 16 * HOUR);
    const early = msg(service.id, 'service.start', Date.now());
    const refused = await send(early);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^La prise de service ouvre (le \d\d\/\d\d\/\d{4} )?à \d\d:\d\d$/);
    expect(await stored(early.uuid)).toBeUndefined();
    expect((await serviceRow(service.id)).realStartAt).toBeNull();
    // The office allows it (twice is once); another agency cannot.
    const url = `/api/agency/${a.agency.id}/services/${service.id}/allow-early-start`;
    expect((await t.app.inject({ method: 'POST', url, headers: agent })).statusCode).toBe(403);
    const otherUrl = `/api/agency/${b.agency.id}/services/${service.id}/allow-early-start`;
    expect((await t.app.inject({ method: 'POST', url: otherUrl, headers: otherOwner })).statusCode).toBe(404);
    const allowed = await t.app.inject({ method: 'POST', url, headers: owner });
    expect(allowed.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url, headers: owner });
    expect(again.json().earlyStartAllowedAt).toBe(allowed.json().earlyStartAllowedAt);
    const retried = await send({ ...early, uuid: randomUUID() });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().service.status).toBe(1);
    expect((await t.app.inject({ method: 'POST', url, headers: owner })).statusCode).toBe(409);
    await send(msg(service.id, 'service.end', Date.now()));
  });

  it('takes a service within the window, records lateness, a late end and a start outside the site', async () => {
    const service = await planned(-11 * HOUR, -3 * HOUR);
    const start = msg(service.id, 'service.start', Date.now() - 10 * HOUR, {
      location: { latitude: 48.86, longitude: 2.35, accuracy: 12 },
    });
    expect((await send(start)).statusCode).toBe(200);
    expect((await stored(start.uuid)).outsideMetres).toBe(1000);
    const end = msg(service.id, 'service.end', Date.now(), { location: { latitude: 48.85, longitude: 2.35 } });
    expect((await send(end)).statusCode).toBe(200);
    expect((await stored(end.uuid)).anomalies).toEqual(['lateEnd']);
    const listed = (await gaps()).json().data.filter((g: { serviceId: string }) => g.serviceId === service.id);
    expect(listed.map((g: { kind: string }) => g.kind).sort()).toEqual(['anomaly', 'anomaly', 'late']);
    expect(listed.find((g: { kind: string }) => g.kind === 'late').minutes).toBe(60);
    const texts = listed.map((g: { detail?: string }) => g.detail ?? '').join('\n');
    expect(texts).toContain('Hors du périmètre du site (prise de service) : à 1000 m du périmètre');
    expect(texts).toContain('Fin longtemps après la fin prévue : fin à');
  });
});
