import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { alarms } from '../../db/schema/alarms.ts';
import { jobs, mailOutbox, notifications } from '../../db/schema/platform.ts';
import { roundExecutionEvents, roundExecutions } from '../../db/schema/round-executions.ts';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { services } from '../../db/schema/services.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { enqueueMinuteJobs } from '../../jobs/schedule.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { buildSecondApp, useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { registerJobHandlers } from '../job-handlers.ts';
import { PUSH_QUEUE } from '../notifications/public.ts';
import { ALARM_MAIL_QUEUE, SERVICE_ALERTS_QUEUE, scanServiceAlerts } from './public.ts';

const t = useTestApp();
const db = () => t.database.db;
let a: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let outsider: Awaited<ReturnType<typeof buildMember>>;
let plainSite: string;

beforeAll(async () => {
  registerJobHandlers(t.app.ctx);
  a = await buildAgencyWithPeople(db(), ['supervision.view']);
  // A staff member without supervision.view is not on duty for alerts.
  outsider = await buildMember(db(), a.agency.id, 'staff', { rights: [] });
  // Auckland: 08:00 there is 19:00 UTC the day before (NZDT, UTC+13, in March).
  await db()
    .update(agencies)
    .set({ timezone: 'Pacific/Auckland', settings: { field: { lateStartMinutes: 10 } } })
    .where(eq(agencies.id, a.agency.id));
  plainSite = (await buildSite(db(), a.agency.id)).id;
});
afterEach(() => {
  vi.useRealTimers();
});

async function service(input: Partial<typeof services.$inferInsert>) {
  const [row] = await db()
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `S-${randomUUID().slice(0, 8)}`,
      siteId: plainSite,
      agentId: a.agent.membership.id,
      status: ServiceStatus.Planned,
      startAt: new Date('2027-03-09T19:00:00Z'),
      endAt: new Date('2027-03-10T03:00:00Z'),
      ...input,
    })
    .returning();
  return row;
}

const alertsOf = (serviceId: string, kind: string) =>
  db()
    .select()
    .from(alarms)
    .where(and(eq(alarms.serviceId, serviceId), eq(alarms.kind, kind)));

const at = (iso: string) => new Date(iso);

describe('late start « Retard de prise de service » (issue 30)', () => {
  it('is raised at the agency’s minute, in its time zone, once, and reaches the supervisors and the agent', async () => {
    const s = await service({ startAt: at('2027-03-09T19:00:00Z'), endAt: at('2027-03-10T03:00:00Z') });
    // 08:09:59 in Auckland: not yet.
    await scanServiceAlerts(t.app.ctx, at('2027-03-09T19:09:59Z'));
    expect(await alertsOf(s.id, 'lateStart')).toHaveLength(0);
    // 08:10:00: raised.
    await scanServiceAlerts(t.app.ctx, at('2027-03-09T19:10:00Z'));
    const [alert] = await alertsOf(s.id, 'lateStart');
    expect(alert.description).toBe(`Le service ${s.reference} prévu à 08:00 n’est pas pris depuis 10 min.`);
    expect(alert.closedAt).toBeNull();
    // The next minutes raise nothing more.
    await scanServiceAlerts(t.app.ctx, at('2027-03-09T19:11:00Z'));
    await scanServiceAlerts(t.app.ctx, at('2027-03-09T19:30:00Z'));
    expect(await alertsOf(s.id, 'lateStart')).toHaveLength(1);

    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.text, `%${s.reference}%`));
    expect(mails.map((m) => m.to).sort()).toEqual([a.owner.user.email, a.staff.user.email].sort());
    expect(mails[0].subject).toMatch(/^Retard de prise de service : /);
    const notices = await db()
      .select()
      .from(notifications)
      .where(like(notifications.body, `%${s.reference}%`));
    expect(notices.map((n) => n.userId).sort()).toEqual([a.owner.user.id, a.staff.user.id].sort());
    expect(notices.some((n) => n.userId === outsider.user.id)).toBe(false);

    const pushes = (await db().select().from(jobs).where(eq(jobs.queue, PUSH_QUEUE))).filter(
      (j) => j.uniqueKey?.includes(alert.id) || j.uniqueKey?.includes(s.id),
    );
    const toSupervisors = pushes.find((j) => j.uniqueKey === `${PUSH_QUEUE}:alarm:${alert.id}`);
    expect([...((toSupervisors?.payload.userIds as string[] | undefined) ?? [])].sort()).toEqual(
      [a.owner.user.id, a.staff.user.id].sort(),
    );
    const toAgent = pushes.find((j) => j.uniqueKey === `${PUSH_QUEUE}:late-agent:${s.id}`);
    expect(toAgent?.payload.userIds).toEqual([a.agent.user.id]);
    // Mailed at once: no unacknowledged-alarm reminder to mail it again.
    expect(alert.mailedAt).not.toBeNull();
    const reminders = await db().select().from(jobs).where(eq(jobs.queue, ALARM_MAIL_QUEUE));
    expect(reminders.filter((j) => j.payload.alarmId === alert.id)).toHaveLength(0);
  });

  it('follows each agency’s own setting, tells its own supervisors, and leaves alone taken, unassigned and deleted services', async () => {
    await db()
      .update(agencies)
      .set({ settings: { field: { lateStartMinutes: 30 } } })
      .where(eq(agencies.id, a.agency.id));
    try {
      const start = at('2027-03-11T19:00:00Z');
      const endAt = at('2027-03-12T03:00:00Z');
      const late = await service({ startAt: start, endAt });
      const taken = await service({
        startAt: start,
        endAt,
        status: ServiceStatus.Started,
        realStartAt: start,
        agentId: (await buildMember(db(), a.agency.id, 'agent')).membership.id,
      });
      const unassigned = await service({ startAt: start, endAt, agentId: null });
      const deleted = await service({
        startAt: start,
        endAt,
        deletedAt: start,
        agentId: (await buildMember(db(), a.agency.id, 'agent')).membership.id,
      });
      // Another agency, which waits an hour: its service is not late at 30 min, and is at 60.
      const other = await buildAgencyWithPeople(db(), ['supervision.view']);
      await db()
        .update(agencies)
        .set({ settings: { field: { lateStartMinutes: 60 } } })
        .where(eq(agencies.id, other.agency.id));
      const [elsewhere] = await db()
        .insert(services)
        .values({
          agencyId: other.agency.id,
          reference: `O-${randomUUID().slice(0, 8)}`,
          agentId: other.agent.membership.id,
          startAt: start,
          endAt,
        })
        .returning();
      await scanServiceAlerts(t.app.ctx, at('2027-03-11T19:29:00Z'));
      expect(await alertsOf(late.id, 'lateStart')).toHaveLength(0);
      await scanServiceAlerts(t.app.ctx, at('2027-03-11T19:30:00Z'));
      expect(await alertsOf(late.id, 'lateStart')).toHaveLength(1);
      for (const other of [taken, unassigned, deleted, elsewhere]) {
        expect(await alertsOf(other.id, 'lateStart')).toHaveLength(0);
      }
      await scanServiceAlerts(t.app.ctx, at('2027-03-11T20:00:00Z'));
      const [raised] = await alertsOf(elsewhere.id, 'lateStart');
      expect(raised.agencyId).toBe(other.agency.id);
      // Its supervisors are told, not this agency's.
      const told = await db()
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.text, `%${elsewhere.reference}%`));
      expect(told.map((m) => m.to).sort()).toEqual([other.owner.user.email, other.staff.user.email].sort());
    } finally {
      await db()
        .update(agencies)
        .set({ settings: { field: { lateStartMinutes: 10 } } })
        .where(eq(agencies.id, a.agency.id));
    }
  });

  it('fires once across two processes on the same database, from the minute job both offer', async () => {
    const s = await service({ startAt: at('2027-03-13T19:00:00Z'), endAt: at('2027-03-14T03:00:00Z') });
    const second = await buildSecondApp(t);
    try {
      registerJobHandlers(second.ctx);
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: at('2027-03-13T19:12:00Z') });
      // Both processes offer this minute's job: one row.
      await enqueueMinuteJobs(t.app.ctx, [SERVICE_ALERTS_QUEUE]);
      await enqueueMinuteJobs(second.ctx, [SERVICE_ALERTS_QUEUE]);
      const minuteJobs = await db()
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, `${SERVICE_ALERTS_QUEUE}:2027-03-13T19:12`));
      expect(minuteJobs).toHaveLength(1);
      // Both drain at once (SKIP LOCKED gives the row to one), then each scans again by itself.
      await Promise.all([t.app.ctx.jobs.drain(), second.ctx.jobs.drain()]);
      const now = new Date();
      if (t.url) await Promise.all([scanServiceAlerts(t.app.ctx, now), scanServiceAlerts(second.ctx, now)]);
      else {
        await scanServiceAlerts(t.app.ctx, now);
        await scanServiceAlerts(second.ctx, now);
      }
    } finally {
      vi.useRealTimers();
      await second.close();
    }
    const raised = await alertsOf(s.id, 'lateStart');
    expect(raised).toHaveLength(1);
    const [done] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `${SERVICE_ALERTS_QUEUE}:2027-03-13T19:12`));
    expect(done.doneAt).not.toBeNull();
    expect(done.attempts).toBe(1);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.text, `%${s.reference}%`));
    expect(mails).toHaveLength(2);
    const pushes = await db()
      .select()
      .from(jobs)
      .where(inArray(jobs.uniqueKey, [`${PUSH_QUEUE}:alarm:${raised[0].id}`, `${PUSH_QUEUE}:late-agent:${s.id}`]));
    expect(pushes).toHaveLength(2);
  });

  it('closes itself when the agent takes the service, keeping the delay for the lateness report', async () => {
    const agent = await buildMember(db(), a.agency.id, 'agent');
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: at('2027-03-15T19:25:00Z') });
    const s = await service({
      agentId: agent.membership.id,
      startAt: at('2027-03-15T19:00:00Z'),
      endAt: at('2027-03-16T03:00:00Z'),
    });
    await scanServiceAlerts(t.app.ctx, new Date());
    expect((await alertsOf(s.id, 'lateStart'))[0].closedAt).toBeNull();
    const { headers } = await loginAs(t.app, agent.user.email);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${a.agency.id}/field/message`,
      headers,
      payload: { uuid: randomUUID(), type: 'service.start', serviceId: s.id, deviceAt: new Date().toISOString() },
    });
    expect(response.statusCode).toBe(200);
    const [closed] = await alertsOf(s.id, 'lateStart');
    expect(closed.closedAt).not.toBeNull();
    expect(closed.delayMinutes).toBe(25);
    expect(closed.closeComment).toBe('Service pris avec 25 min de retard.');
    // Seen by the supervision's list of alarms, closed, with its delay.
    const staff = await loginAs(t.app, a.staff.user.email);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/alarms`,
      headers: staff.headers,
    });
    expect(list.statusCode).toBe(200);
    const seen = (list.json().closed as Array<{ service: { id: string }; delayMinutes: number; label: string }>).find(
      (x) => x.service.id === s.id,
    );
    expect(seen).toMatchObject({ delayMinutes: 25, label: 'Retard de prise de service' });
  });
});

async function roundOn(siteId: string) {
  const [point] = await db()
    .insert(checkpoints)
    .values({ agencyId: a.agency.id, siteId, title: 'Porte', color: '#000000' })
    .returning();
  const slug = `r-${randomUUID().slice(0, 8)}`;
  const [round] = await db()
    .insert(rounds)
    .values({ agencyId: a.agency.id, siteId, slug, name: slug, checkpointIds: [point.id] })
    .returning();
  return { round, point };
}

async function walked(serviceId: string, roundId: string, checkpointId: string, startedAt: Date) {
  const id = randomUUID();
  await db()
    .insert(roundExecutions)
    .values({ id, agencyId: a.agency.id, serviceId, roundId, startedAt, endedAt: startedAt });
  await db().insert(roundExecutionEvents).values({
    id: randomUUID(),
    agencyId: a.agency.id,
    executionId: id,
    position: 0,
    type: 'round.checkpoint',
    checkpointId,
    deviceAt: startedAt,
  });
}

describe('missed round « Ronde non effectuée » (issue 30)', () => {
  it('is raised when a service ends with its rounds incomplete, not when they are done', async () => {
    const site = (await buildSite(db(), a.agency.id)).id;
    const { round, point } = await roundOn(site);
    const start = at('2027-04-01T06:00:00Z');
    const end = at('2027-04-01T14:00:00Z');
    const common = { siteId: site, startAt: start, endAt: end, status: ServiceStatus.Started, realStartAt: start };
    const missed = await service({ ...common, agentId: (await buildMember(db(), a.agency.id, 'agent')).membership.id });
    const done = await service({ ...common, agentId: (await buildMember(db(), a.agency.id, 'agent')).membership.id });
    await walked(done.id, round.id, point.id, at('2027-04-01T07:00:00Z'));
    await scanServiceAlerts(t.app.ctx, at('2027-04-01T13:59:00Z'));
    expect(await alertsOf(missed.id, 'missedRound')).toHaveLength(0);
    await scanServiceAlerts(t.app.ctx, at('2027-04-01T14:00:00Z'));
    const [alert] = await alertsOf(missed.id, 'missedRound');
    expect(alert.description).toBe(`Rondes du service ${missed.reference} incomplètes à sa fin : 0 / 1.`);
    expect(await alertsOf(done.id, 'missedRound')).toHaveLength(0);
    await scanServiceAlerts(t.app.ctx, at('2027-04-01T14:05:00Z'));
    expect(await alertsOf(missed.id, 'missedRound')).toHaveLength(1);
  });

  it('is raised when no round is started by the agency’s delay after the take, when it asks it', async () => {
    await db()
      .update(agencies)
      .set({ settings: { field: { lateStartMinutes: 10, roundStartMinutes: 45 } } })
      .where(eq(agencies.id, a.agency.id));
    try {
      const site = (await buildSite(db(), a.agency.id)).id;
      const { round, point } = await roundOn(site);
      const taken = at('2027-04-03T06:05:00Z');
      const common = {
        siteId: site,
        startAt: at('2027-04-03T06:00:00Z'),
        endAt: at('2027-04-03T18:00:00Z'),
        status: ServiceStatus.Started,
        realStartAt: taken,
      };
      const idle = await service({ ...common, agentId: (await buildMember(db(), a.agency.id, 'agent')).membership.id });
      const busy = await service({ ...common, agentId: (await buildMember(db(), a.agency.id, 'agent')).membership.id });
      await walked(busy.id, round.id, point.id, at('2027-04-03T06:20:00Z'));
      await scanServiceAlerts(t.app.ctx, at('2027-04-03T06:49:00Z'));
      expect(await alertsOf(idle.id, 'missedRound')).toHaveLength(0);
      await scanServiceAlerts(t.app.ctx, at('2027-04-03T06:50:00Z'));
      const [alert] = await alertsOf(idle.id, 'missedRound');
      expect(alert.description).toBe(`Aucune ronde commencée sur le service ${idle.reference} 45 min après sa prise.`);
      expect(await alertsOf(busy.id, 'missedRound')).toHaveLength(0);
    } finally {
      await db()
        .update(agencies)
        .set({ settings: { field: { lateStartMinutes: 10 } } })
        .where(eq(agencies.id, a.agency.id));
    }
  });
});
