import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { checkpoints, rounds } from '../db/schema/rounds.ts';
import { services } from '../db/schema/services.ts';
import { agencyWithCallers, caller } from './agent-kit.ts';
import { buildCustomer, buildMember, loginAs } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { buildSite } from './workforce-factories.ts';

/** The agent the customer's services are walked by, whose last name and e-mail a customer must never read. */
export const PORTAL_AGENT = { firstname: 'Karim', lastname: 'Benali' } as const;

/**
 * A customer's field history, through the real routes: « Client Démo »-like customer of agency A with a site (its
 * report after each service on), a round of three checkpoints there, and Karim Benali's services on it — one ended
 * (round walked, an incident with a message, a report), one under way, one to come — plus a second customer of the
 * same agency with its own site and service, and another agency. Days are in January 2027 (Paris, UTC+1).
 */
export async function buildPortalHistory(t: TestApp) {
  const db = t.database.db;
  const a = await agencyWithCallers(t, ['services.view']);
  const b = await agencyWithCallers(t);
  const agencyId = a.agency.id;
  const site = await buildSite(db, agencyId, {
    name: 'Siège du client',
    customerId: a.customer.id,
    interventionReportAfterServiceEnabled: true,
  });
  const other = await buildCustomer(db, agencyId, { name: 'Autre client' });
  const otherUser = await buildMember(db, agencyId, 'customer', { customerId: other.id });
  const otherSite = await buildSite(db, agencyId, { name: 'Site de l’autre client', customerId: other.id });
  const karim = await buildMember(db, agencyId, 'agent', {
    user: { ...PORTAL_AGENT, email: `karim-${randomUUID().slice(0, 6)}@test.local` },
  });
  const karimApi = caller(t.app, (await loginAs(t.app, karim.user.email)).token);
  const points = await db
    .insert(checkpoints)
    .values(
      ['Poste de garde', 'Portail camions', 'Quais'].map((title, i) => ({
        agencyId,
        siteId: site.id,
        title,
        color: '#1976d2',
        badge: `NFC-SECRET-${i}`,
      })),
    )
    .returning();
  const [round] = await db
    .insert(rounds)
    .values({
      agencyId,
      siteId: site.id,
      slug: randomUUID(),
      name: 'Ronde de nuit',
      checkpointIds: points.map((p) => p.id),
    })
    .returning();

  const plan = async (siteId: string, day: string, extra: Partial<typeof services.$inferInsert> = {}) => {
    const [row] = await db
      .insert(services)
      .values({
        agencyId,
        reference: `P-${randomUUID().slice(0, 8)}`,
        siteId,
        agentId: karim.membership.id,
        startAt: new Date(`${day}T19:00:00Z`),
        endAt: new Date(`${day}T23:00:00Z`),
        postTitle: 'Rondier de nuit',
        comments: 'Note interne : tarif négocié',
        roundIds: [round.id],
        checkpointIds: points.map((p) => p.id),
        ...extra,
      })
      .returning();
    return row;
  };
  const send = async (serviceId: string, type: string, deviceAt: string, extra: Record<string, unknown> = {}) => {
    const response = await karimApi.post(`${a.base}/field/message`, {
      uuid: randomUUID(),
      type,
      serviceId,
      deviceAt,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const ended = await plan(site.id, '2027-01-05');
  await send(ended.id, 'service.start', '2027-01-05T19:04:00Z');
  const executionId = randomUUID();
  await send(ended.id, 'round.start', '2027-01-05T19:30:00Z', { round: { executionId, roundId: round.id } });
  for (const [i, point] of points.entries()) {
    await send(ended.id, 'round.checkpoint', `2027-01-05T19:3${i + 1}:00Z`, {
      round: { executionId, checkpointId: point.id, method: 'nfc' },
    });
  }
  await send(ended.id, 'round.end', '2027-01-05T19:40:00Z', { round: { executionId } });
  const eventId = randomUUID();
  await send(ended.id, 'event.create', '2027-01-05T20:00:00Z', {
    event: { eventId, typeKey: 'incident', description: 'Porte du quai 3 forcée' },
  });
  await send(ended.id, 'event.message', '2027-01-05T20:05:00Z', {
    event: { eventId, messageId: randomUUID(), content: 'Police prévenue, porte sécurisée.' },
  });
  await send(ended.id, 'break.start', '2027-01-05T21:00:00Z');
  await send(ended.id, 'break.end', '2027-01-05T21:20:00Z');
  await send(ended.id, 'service.end', '2027-01-05T23:02:00Z', { end: { report: 'RAS en fin de service.' } });

  const otherService = await plan(otherSite.id, '2027-01-06');
  const planned = await plan(site.id, '2027-01-08');
  const running = await plan(site.id, '2027-01-07');
  await send(running.id, 'service.start', '2027-01-07T19:01:00Z');

  return {
    a,
    b,
    site,
    otherSite,
    other: { customer: other, user: otherUser, api: caller(t.app, (await loginAs(t.app, otherUser.user.email)).token) },
    karim,
    points,
    round,
    executionId,
    eventId,
    services: { ended, running, planned, otherService },
    customerBase: `${a.base}/customer/${a.customer.id}`,
  };
}
export type PortalHistory = Awaited<ReturnType<typeof buildPortalHistory>>;
