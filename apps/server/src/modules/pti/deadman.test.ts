import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { DEADMAN_GRACE_MS } from '@securite/domain/pti/pti-alarms';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alarms, ptiHeartbeats } from '../../db/schema/alarms.ts';
import { jobs, mailOutbox } from '../../db/schema/platform.ts';
import { services } from '../../db/schema/services.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { registerJobHandlers } from '../job-handlers.ts';
import {
  checkDeadman,
  DEADMAN_QUEUE,
  HEARTBEAT_RETENTION_DAYS,
  mailUnacknowledgedAlarm,
  purgeOldHeartbeats,
} from './public.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let siteId: string;
let agent: Record<string, string>;
const FREQUENCY = 10;
const LIMIT_MS = FREQUENCY * 60_000 + DEADMAN_GRACE_MS;

beforeAll(async () => {
  const db = t.database.db;
  registerJobHandlers(t.app.ctx);
  a = await buildAgencyWithPeople(db, ['supervision.view']);
  siteId = (await buildSite(db, a.agency.id)).id;
  agent = (await loginAs(t.app, a.agent.user.email)).headers;
  await setLoneWorker({ ptiEnabled: true, ptiFrequency: FREQUENCY, ptiPauseOnBreak: true, ptiAlarmMailDelay: 5 });
});

async function setLoneWorker(loneWorker: Record<string, unknown>) {
  await t.database.db
    .update(agencies)
    .set({ settings: { field: { loneWorker } } })
    .where(eq(agencies.id, a.agency.id));
}

let day = 1;
async function startedService() {
  const date = `2027-02-${String(day++).padStart(2, '0')}`;
  const [row] = await t.database.db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `D-${randomUUID().slice(0, 8)}`,
      siteId,
      agentId: a.agent.membership.id,
      status: ServiceStatus.Started,
      startAt: new Date(`${date}T08:00:00Z`),
      endAt: new Date(`${date}T16:00:00Z`),
    })
    .returning();
  return row;
}

async function heartbeat(serviceId: string, protection = 'on') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/agency/${a.agency.id}/field/message`,
    headers: agent,
    payload: {
      uuid: randomUUID(),
      type: 'pti.heartbeat',
      serviceId,
      deviceAt: new Date().toISOString(),
      location: { latitude: 45.76, longitude: 4.84, accuracy: 15 },
      pti: { protection },
    },
  });
  expect(response.statusCode).toBe(200);
  const [beat] = await t.database.db
    .select()
    .from(ptiHeartbeats)
    .where(eq(ptiHeartbeats.serviceId, serviceId))
    .orderBy(sql`${ptiHeartbeats.receivedAt} desc`)
    .limit(1);
  return beat;
}

const deadmanAlarms = (serviceId: string) =>
  t.database.db
    .select()
    .from(alarms)
    .where(and(eq(alarms.serviceId, serviceId), eq(alarms.kind, 'deadman')));
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('the dead-man alarm', () => {
  it('each protected heartbeat schedules a durable check at frequency + grace', async () => {
    const s = await startedService();
    const beat = await heartbeat(s.id);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, DEADMAN_QUEUE), like(jobs.uniqueKey, `%${beat.id}%`)));
    expect(job.runAt.getTime()).toBe(beat.receivedAt.getTime() + LIMIT_MS);
    expect(job.payload).toEqual({ agencyId: a.agency.id, serviceId: s.id });
  });

  it('follows the server’s own delay when DEADMAN_DELAY_SECONDS sets one (demonstrations, end-to-end tests)', async () => {
    t.app.ctx.config.deadmanDelayMs = 20_000;
    try {
      const s = await startedService();
      const beat = await heartbeat(s.id);
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, DEADMAN_QUEUE), like(jobs.uniqueKey, `%${beat.id}%`)));
      expect(job.runAt.getTime()).toBe(beat.receivedAt.getTime() + 20_000);
      const check = (ms: number) =>
        checkDeadman(t.app.ctx, { agencyId: a.agency.id, serviceId: s.id }, at(beat.receivedAt, ms));
      expect(await check(19_000)).toBe('notYet');
      expect(await check(21_000)).toBe('raised');
      const [raised] = await deadmanAlarms(s.id);
      expect(raised.description).toBe(
        'Aucune nouvelle du téléphone depuis plus de 1 min alors que la protection était active.',
      );
    } finally {
      t.app.ctx.config.deadmanDelayMs = undefined;
    }
  });

  it('a heartbeat sent twice (the phone retried) is kept once, with one check', async () => {
    const s = await startedService();
    const body = {
      uuid: randomUUID(),
      type: 'pti.heartbeat',
      serviceId: s.id,
      deviceAt: new Date().toISOString(),
      pti: { protection: 'on' },
    };
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/agency/${a.agency.id}/field/message`, headers: agent, payload: body });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.database.db.select().from(ptiHeartbeats).where(eq(ptiHeartbeats.serviceId, s.id))).toHaveLength(1);
    const checks = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, DEADMAN_QUEUE), like(jobs.uniqueKey, `%${body.uuid}%`)));
    expect(checks).toHaveLength(1);
  });

  it('is raised once when the phone stays silent past the deadline, with the last position', async () => {
    const s = await startedService();
    const beat = await heartbeat(s.id);
    expect(
      await checkDeadman(t.app.ctx, { agencyId: a.agency.id, serviceId: s.id }, at(beat.receivedAt, LIMIT_MS - 1000)),
    ).toBe('notYet');
    expect(await deadmanAlarms(s.id)).toHaveLength(0);
    const late = at(beat.receivedAt, LIMIT_MS + 1000);
    expect(await checkDeadman(t.app.ctx, { agencyId: a.agency.id, serviceId: s.id }, late)).toBe('raised');
    // Another process, or the same job retried: once per silence.
    expect(await checkDeadman(t.app.ctx, { agencyId: a.agency.id, serviceId: s.id }, late)).toBe('alreadyRaised');
    const raised = await deadmanAlarms(s.id);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      triggerId: beat.id,
      latitude: 45.76,
      longitude: 4.84,
      agentId: a.agent.membership.id,
    });
    expect(raised[0].description).toBe(
      'Aucune nouvelle du téléphone depuis plus de 12 min alors que la protection était active.',
    );
    // Issue 30: pushed at once to the supervisors' devices (the owner and the staff with supervision.view).
    const [push] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `notifications.push:alarm:${raised[0].id}`));
    expect([...(push.payload.userIds as string[])].sort()).toEqual([a.owner.user.id, a.staff.user.id].sort());
    expect(push.payload.message).toMatchObject({ title: expect.stringMatching(/^Téléphone silencieux : /) });
    // Heard again, then silent again: a new silence, a new alarm.
    const next = await heartbeat(s.id);
    expect(
      await checkDeadman(t.app.ctx, { agencyId: a.agency.id, serviceId: s.id }, at(next.receivedAt, LIMIT_MS + 1)),
    ).toBe('raised');
    expect(await deadmanAlarms(s.id)).toHaveLength(2);
  });

  it('is not raised when a newer heartbeat came, on a paused break, an ended service, or protection off', async () => {
    const s = await startedService();
    const old = await heartbeat(s.id);
    await heartbeat(s.id);
    expect(
      await checkDeadman(t.app.ctx, { agencyId: a.agency.id, serviceId: s.id }, at(old.receivedAt, LIMIT_MS + 1)),
    ).toBe('notYet');
    const off = await startedService();
    const offBeat = await heartbeat(off.id, 'betweenServices');
    expect(
      await checkDeadman(t.app.ctx, { agencyId: a.agency.id, serviceId: off.id }, at(offBeat.receivedAt, 3 * LIMIT_MS)),
    ).toBe('notProtected');
    for (const status of [ServiceStatus.Paused, ServiceStatus.Ended]) {
      const other = await startedService();
      const beat = await heartbeat(other.id);
      await t.database.db.update(services).set({ status }).where(eq(services.id, other.id));
      expect(
        await checkDeadman(
          t.app.ctx,
          { agencyId: a.agency.id, serviceId: other.id },
          at(beat.receivedAt, 3 * LIMIT_MS),
        ),
      ).toBe('notProtected');
    }
    expect(await checkDeadman(t.app.ctx, { agencyId: 'x', serviceId: 3 })).toBe('notProtected');
  });

  it('runs from the job queue (it survives restarts: the job is a row) and raises the alarm', async () => {
    const s = await startedService();
    const beat = await heartbeat(s.id);
    // The phone went silent 20 minutes ago: move the heartbeat and its check back in time.
    const past = new Date(Date.now() - 20 * 60_000);
    await t.database.db.update(ptiHeartbeats).set({ receivedAt: past }).where(eq(ptiHeartbeats.id, beat.id));
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.queue, DEADMAN_QUEUE), like(jobs.uniqueKey, `%${beat.id}%`)));
    await t.app.ctx.jobs.drain();
    expect(await deadmanAlarms(s.id)).toHaveLength(1);
  });
});

describe('the e-mail to the supervisors', () => {
  it('goes after the agency’s delay when nobody acknowledged, once, to owners and supervising staff only', async () => {
    const noRight = await buildMember(t.database.db, a.agency.id, 'staff', { rights: [] });
    const s = await startedService();
    const beat = await heartbeat(s.id);
    await checkDeadman(t.app.ctx, { agencyId: a.agency.id, serviceId: s.id }, at(beat.receivedAt, LIMIT_MS + 1));
    const [alarm] = await deadmanAlarms(s.id);
    const payload = { agencyId: a.agency.id, alarmId: alarm.id };
    expect(await mailUnacknowledgedAlarm(t.app.ctx, payload, at(alarm.raisedAt, 4 * 60_000))).toBe('notYet');
    expect(await mailUnacknowledgedAlarm(t.app.ctx, payload, at(alarm.raisedAt, 5 * 60_000))).toBe('sent');
    expect(await mailUnacknowledgedAlarm(t.app.ctx, payload, at(alarm.raisedAt, 6 * 60_000))).toBe('handled');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%Téléphone silencieux%'));
    const recipients = mails.map((m) => m.to).sort();
    expect(recipients).toEqual([a.owner.user.email, a.staff.user.email].sort());
    expect(recipients).not.toContain(noRight.user.email);
    expect(mails[0].text).toContain('n’a été acquittée par personne depuis 5 min');
  });

  it('is not sent once the alarm was acknowledged', async () => {
    const s = await startedService();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${a.agency.id}/field/message`,
      headers: agent,
      payload: {
        uuid: randomUUID(),
        type: 'pti.alarm',
        serviceId: s.id,
        deviceAt: new Date().toISOString(),
        pti: { alarm: 'sos' },
      },
    });
    expect(response.statusCode).toBe(200);
    const [alarm] = await t.database.db.select().from(alarms).where(eq(alarms.serviceId, s.id));
    const staff = (await loginAs(t.app, a.staff.user.email)).headers;
    await t.app.inject({
      method: 'POST',
      url: `/api/agency/${a.agency.id}/alarms/${alarm.id}/acknowledge`,
      headers: staff,
    });
    const outcome = await mailUnacknowledgedAlarm(
      t.app.ctx,
      { agencyId: a.agency.id, alarmId: alarm.id },
      at(alarm.raisedAt, 3_600_000),
    );
    expect(outcome).toBe('handled');
  });

  it('the daily purge removes the heartbeats older than the retention, and keeps the recent ones', async () => {
    const s = await startedService();
    const old = await heartbeat(s.id);
    const recent = await heartbeat(s.id);
    const past = new Date(Date.now() - (HEARTBEAT_RETENTION_DAYS + 1) * 24 * 3600_000);
    await t.database.db.update(ptiHeartbeats).set({ receivedAt: past }).where(eq(ptiHeartbeats.id, old.id));
    expect(await purgeOldHeartbeats(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(ptiHeartbeats).where(eq(ptiHeartbeats.serviceId, s.id));
    expect(left.map((row) => row.id)).toEqual([recent.id]);
  });
});
