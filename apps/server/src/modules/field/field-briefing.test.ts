import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rounds } from '../../db/schema/rounds.ts';
import { services } from '../../db/schema/services.ts';
import { siteInstructions } from '../../db/schema/sites.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let agentHeaders: Record<string, string>;
let colleagueHeaders: Record<string, string>;
let staffHeaders: Record<string, string>;
let otherAgencyHeaders: Record<string, string>;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  b = await buildAgencyWithPeople(db);
  const colleague = await buildMember(db, a.agency.id, 'agent');
  agentHeaders = (await loginAs(t.app, a.agent.user.email)).headers;
  colleagueHeaders = (await loginAs(t.app, colleague.user.email)).headers;
  staffHeaders = (await loginAs(t.app, a.staff.user.email)).headers;
  otherAgencyHeaders = (await loginAs(t.app, b.agent.user.email)).headers;
});

let day = 1;
async function service(siteId: string | null, extra: Partial<typeof services.$inferInsert> = {}) {
  const date = `2027-01-${String(day++).padStart(2, '0')}`;
  const [row] = await t.database.db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `B-${randomUUID().slice(0, 8)}`,
      siteId,
      agentId: a.agent.membership.id,
      startAt: new Date(`${date}T08:00:00Z`),
      endAt: new Date(`${date}T16:00:00Z`),
      ...extra,
    })
    .returning();
  return row;
}

const briefing = (headers: Record<string, string>, id: string, agency = a.agency.id) =>
  t.app.inject({ method: 'GET', url: `/api/agency/${agency}/field/service/${id}/briefing`, headers });

describe('GET {agency}/field/service/{id}/briefing', () => {
  it('gives the site, what its agent rights let the agent see, the rounds due and what the end asks', async () => {
    const db = t.database.db;
    const site = await buildSite(db, a.agency.id, {
      name: 'Entrepôt Nord',
      address: {
        street: '3 rue des Docks',
        zipcode: '93200',
        city: 'Saint-Denis',
        location: { latitude: 48.9362, longitude: 2.3574 },
      },
      comments: 'Portail bleu',
      siteKeys: [{ label: 'Clé portail', number: 'K12', location: 'Boîte à clés', comment: null }],
      siteAlarms: [{ label: 'Centrale', code: '4321', provider: 'Verisure', phone: '0102030405', comment: null }],
      rightsAgent: ['instructions.view', 'keys.view'],
    });
    await db
      .insert(siteInstructions)
      .values({ agencyId: a.agency.id, siteId: site.id, title: 'Fermeture', content: 'Fermer à 22 h' });
    const [round] = await db
      .insert(rounds)
      .values({
        agencyId: a.agency.id,
        siteId: site.id,
        slug: 'tour-ext',
        name: 'Tour extérieur',
        numberOfExecutions: 2,
      })
      .returning();
    const row = await service(site.id, { roundIds: [round.id], activityType: 'ouverture-fermeture', endPoint: 'Loge' });
    const response = await briefing(agentHeaders, row.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.site).toEqual({
      id: site.id,
      name: 'Entrepôt Nord',
      address: '3 rue des Docks, 93200 Saint-Denis',
      // Where the site is and how far it reaches, for lone-worker perimeter detection.
      perimeter: { latitude: 48.9362, longitude: 2.3574, radius: 100 },
      comments: null,
      keys: [{ label: 'Clé portail', number: 'K12', location: 'Boîte à clés' }],
      alarms: [],
      instructions: [{ title: 'Fermeture', content: 'Fermer à 22 h' }],
    });
    expect(body.rounds).toEqual([
      expect.objectContaining({ id: round.id, name: 'Tour extérieur', numberOfExecutions: 2, executed: 0 }),
    ]);
    // The default « Ouverture / fermeture de site » type needs no voucher.
    expect(body.activityType).toEqual({ key: 'ouverture-fermeture', label: 'Ouverture / fermeture de site' });
    expect(body).toMatchObject({ voucherRequired: false, endPhotoRequired: false, endPoint: 'Loge' });
  });

  it('asks a voucher by default and a photo when the agency demands one', async () => {
    await t.database.db
      .update(agencies)
      .set({ settings: { ...(a.agency.settings as object), field: { endPhotoRequired: true } } })
      .where(eq(agencies.id, a.agency.id));
    const row = await service(null);
    const body = (await briefing(agentHeaders, row.id)).json();
    expect(body).toMatchObject({ site: null, voucherRequired: true, endPhotoRequired: true, activityType: null });
  });

  it('is the agent’s own: a colleague and another agency get 404, the office (not in the field) 403', async () => {
    const row = await service(null);
    expect((await briefing(colleagueHeaders, row.id)).statusCode).toBe(404);
    expect((await briefing(staffHeaders, row.id)).statusCode).toBe(403);
    expect((await briefing(otherAgencyHeaders, row.id, b.agency.id)).statusCode).toBe(404);
    expect((await briefing(otherAgencyHeaders, row.id)).statusCode).toBe(404);
    expect((await briefing(agentHeaders, 'pas-un-uuid')).statusCode).toBe(400);
  });
});
