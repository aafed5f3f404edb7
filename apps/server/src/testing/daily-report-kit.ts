import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { alarms } from '../db/schema/alarms.ts';
import { customerContacts } from '../db/schema/customers.ts';
import { roundExecutionEvents, roundExecutions } from '../db/schema/round-executions.ts';
import { checkpoints, rounds } from '../db/schema/rounds.ts';
import { services } from '../db/schema/services.ts';
import { agencies } from '../db/schema/tenancy.ts';
import { buildAgency, buildCustomer, buildMember, loginAs } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { buildSite } from './workforce-factories.ts';

/** A small red PNG, as a phone's photo of an incident (pdfkit and mail clients draw it). */
export function redPng(rgb: [number, number, number] = [220, 30, 30]): Buffer {
  const png = new PNG({ width: 8, height: 6 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
}

/**
 * Issue 30, the customers' daily activity report: an agency (in `timezone`) whose customer has two contacts asking
 * for the report and one who does not; its site « Entrepôt Nord » had, on `day` (a day of the agency), a service
 * taken late and ended, a round walked in full and one left incomplete (two asked: one missed), an incident with
 * a photo and a message with another photo through the field queue (so that they are in the main courante's
 * chain), and an SOS alarm closed. A service
 * planned but never taken, and one taken just after the day's midnight, are not the day's. The same customer's
 * « Parking » had nothing; « Bureaux », another customer's without anyone asking, had a service.
 * Times are written in UTC for a day of Paris in winter (UTC+1) unless `utcOffsetHours` says otherwise.
 */
export async function buildReportWorld(
  t: TestApp,
  options: { day: string; timezone?: string; utcOffsetHours?: number; name?: string; dailyReportTime?: string },
) {
  const db = t.database.db;
  const offset = options.utcOffsetHours ?? 1;
  /** An instant from the agency's wall clock on the day (HH:MM), or the next day's with `next`. */
  const local = (time: string, next = false) => {
    const base = new Date(`${options.day}T${time}:00Z`).getTime() + (next ? 86_400_000 : 0);
    return new Date(base - offset * 3_600_000);
  };
  const agency = await buildAgency(db, {
    name: options.name ?? 'Sécurité Rhône',
    timezone: options.timezone ?? 'Europe/Paris',
    settings: options.dailyReportTime ? { email: { dailyReportTime: options.dailyReportTime } } : {},
  });
  const agencyId = agency.id;
  const owner = await buildMember(db, agencyId, 'owner');
  const customer = await buildCustomer(db, agencyId, { name: 'Logistique Lyon' });
  const otherCustomer = await buildCustomer(db, agencyId, { name: 'Autre client' });
  const contacts = await db
    .insert(customerContacts)
    .values([
      {
        agencyId,
        customerId: customer.id,
        lastname: 'Martin',
        email: `alice-${agencyId.slice(0, 4)}@client.test`,
        sendServiceEventReport: true,
        rank: 0,
      },
      {
        agencyId,
        customerId: customer.id,
        lastname: 'Durand',
        email: `bob-${agencyId.slice(0, 4)}@client.test`,
        sendServiceEventReport: true,
        rank: 1,
      },
      {
        agencyId,
        customerId: customer.id,
        lastname: 'Petit',
        email: `carla-${agencyId.slice(0, 4)}@client.test`,
        rank: 2,
      },
      {
        agencyId,
        customerId: otherCustomer.id,
        lastname: 'Roux',
        email: `dan-${agencyId.slice(0, 4)}@autre.test`,
        rank: 0,
      },
    ])
    .returning();
  // Its customer reads its main courante (the site grants events.view).
  const site = await buildSite(db, agencyId, {
    name: 'Entrepôt Nord',
    customerId: customer.id,
    rightsCustomer: ['instructions.view', 'events.view'],
  });
  const quiet = await buildSite(db, agencyId, { name: 'Parking', customerId: customer.id });
  const unasked = await buildSite(db, agencyId, { name: 'Bureaux', customerId: otherCustomer.id });
  const karim = await buildMember(db, agencyId, 'agent', {
    user: { firstname: 'Karim', lastname: 'Benali', email: `karim-${randomUUID().slice(0, 6)}@test.local` },
  });
  const points = await db
    .insert(checkpoints)
    .values(['Portail', 'Quai 3'].map((title) => ({ agencyId, siteId: site.id, title, color: '#1976d2' })))
    .returning();
  const [round] = await db
    .insert(rounds)
    .values({
      agencyId,
      siteId: site.id,
      slug: randomUUID(),
      name: 'Ronde extérieure',
      checkpointIds: points.map((p) => p.id),
      numberOfExecutions: 2,
    })
    .returning();
  const plan = async (siteId: string, extra: Partial<typeof services.$inferInsert>) => {
    const [row] = await db
      .insert(services)
      .values({
        agencyId,
        reference: `R-${randomUUID().slice(0, 8)}`,
        siteId,
        agentId: karim.membership.id,
        startAt: local('08:00'),
        endAt: local('16:00'),
        ...extra,
      })
      .returning();
    return row;
  };
  // The day's service, taken at 08:04 (still running while the agent reports the incident), ended at 16:02.
  const worked = await plan(site.id, {
    reference: `JOUR-${agencyId.slice(0, 4)}`,
    status: ServiceStatus.Started,
    realStartAt: local('08:04'),
    roundIds: [round.id],
  });
  const agent = (await loginAs(t.app, karim.user.email)).headers;
  const photo = redPng();
  const eventId = randomUUID();
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/agency/${agencyId}/field/message`,
    headers: agent,
    payload: {
      uuid: randomUUID(),
      type: 'event.create',
      serviceId: worked.id,
      deviceAt: local('11:15').toISOString(),
      location: { latitude: 45.76, longitude: 4.84, accuracy: 10 },
      event: {
        eventId,
        typeKey: 'incident',
        description: 'Porte du quai 3 forcée',
        attachments: [{ dataUrl: `data:image/png;base64,${photo.toString('base64')}` }],
      },
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  // The agent adds a message and a second photo to it.
  const followUp = redPng([30, 30, 220]);
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/agency/${agencyId}/field/message`,
    headers: agent,
    payload: {
      uuid: randomUUID(),
      type: 'event.message',
      serviceId: worked.id,
      deviceAt: local('11:20').toISOString(),
      event: {
        eventId,
        messageId: randomUUID(),
        content: 'Police prévenue, porte sécurisée.',
        attachments: [{ dataUrl: `data:image/png;base64,${followUp.toString('base64')}` }],
      },
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  await db
    .update(services)
    .set({ status: ServiceStatus.Ended, realEndAt: local('16:02') })
    .where(eq(services.id, worked.id));
  const walk = async (from: string, to: string, validated: typeof points) => {
    const [execution] = await db
      .insert(roundExecutions)
      .values({
        id: randomUUID(),
        agencyId,
        serviceId: worked.id,
        roundId: round.id,
        agentId: karim.membership.id,
        startedAt: local(from),
        endedAt: local(to),
      })
      .returning();
    if (validated.length) {
      await db.insert(roundExecutionEvents).values(
        validated.map((point, position) => ({
          id: randomUUID(),
          agencyId,
          executionId: execution.id,
          position,
          type: 'round.checkpoint' as const,
          checkpointId: point.id,
          method: 'nfc' as const,
          deviceAt: local(from),
        })),
      );
    }
    return execution;
  };
  await walk('09:00', '09:20', points);
  await walk('14:00', '14:10', points.slice(0, 1));
  await db.insert(alarms).values({
    id: randomUUID(),
    agencyId,
    agentId: karim.membership.id,
    serviceId: worked.id,
    kind: 'sos',
    triggerId: randomUUID(),
    raisedAt: local('10:00'),
    acknowledgedAt: local('10:02'),
    closedAt: local('10:10'),
  });
  // Not the day's: planned and never taken; taken ten minutes after midnight (the next day of the agency).
  const neverTaken = await plan(site.id, {
    reference: `JAMAIS-${agencyId.slice(0, 4)}`,
    startAt: local('18:00'),
    endAt: local('22:00'),
  });
  const nextDay = await plan(site.id, {
    reference: `NUIT-${agencyId.slice(0, 4)}`,
    status: ServiceStatus.Ended,
    startAt: local('00:00', true),
    endAt: local('06:00', true),
    realStartAt: local('00:10', true),
    realEndAt: local('06:00', true),
  });
  const elsewhere = await plan(unasked.id, {
    status: ServiceStatus.Ended,
    startAt: local('05:00'),
    endAt: local('07:00'),
    realStartAt: local('05:00'),
    realEndAt: local('07:00'),
  });
  return {
    agency,
    owner,
    customer,
    contacts,
    site,
    quiet,
    unasked,
    karim,
    round,
    eventId,
    photo,
    followUp,
    local,
    services: { worked, neverTaken, nextDay, elsewhere },
    recipients: contacts.slice(0, 2).map((c) => c.email),
  };
}
export type ReportWorld = Awaited<ReturnType<typeof buildReportWorld>>;

/** Sets an agency's sending time the way its settings store it (params/email). */
export async function setReportTime(t: TestApp, agencyId: string, time: string) {
  await t.database.db
    .update(agencies)
    .set({ settings: { email: { dailyReportTime: time }, field: { startWindowMinutes: null } } })
    .where(eq(agencies.id, agencyId));
}
