import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';

/** The smallest JPEG: its bytes start with FF D8 FF like every photo a camera gives. */
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const PHOTO = `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`;

/** Two agencies, each with people, a customer's site and the headers of everyone who reads events. */
export async function buildEventWorld(app: FastifyInstance, db: Db) {
  const a = await buildAgencyWithPeople(db, ['events.view', 'events.edit']);
  const b = await buildAgencyWithPeople(db, ['events.view']);
  const colleague = await buildMember(db, a.agency.id, 'agent');
  const blind = await buildMember(db, a.agency.id, 'staff', { rights: ['services.view'] });
  const [site] = await db
    .insert(sites)
    .values({ agencyId: a.agency.id, name: 'Entrepôt', customerId: a.customer.id })
    .returning();
  const [otherSite] = await db.insert(sites).values({ agencyId: a.agency.id, name: 'Bureaux' }).returning();
  const headers = async (email: string | null) => (await loginAs(app, email)).headers;
  return {
    a,
    b,
    site,
    otherSite,
    agent: await headers(a.agent.user.email),
    colleague: await headers(colleague.user.email),
    staff: await headers(a.staff.user.email),
    blindStaff: await headers(blind.user.email),
    customer: await headers(a.customerUser.user.email),
    otherAgency: await headers(b.staff.user.email),
  };
}

let day = 1;
/** A running service of the agent on the site, on a day of its own. */
export async function startedService(db: Db, agencyId: string, agentId: string, siteId: string | null) {
  const date = `2027-03-${String(day++).padStart(2, '0')}`;
  const [row] = await db
    .insert(services)
    .values({
      agencyId,
      siteId,
      reference: `E-${randomUUID().slice(0, 8)}`,
      agentId,
      startAt: new Date(`${date}T08:00:00Z`),
      endAt: new Date(`${date}T16:00:00Z`),
      status: 1,
      realStartAt: new Date(`${date}T08:00:00Z`),
    })
    .returning();
  return row;
}

/** A queued field message of the main courante. */
export const eventMessage = (
  serviceId: string,
  type: string,
  event: Record<string, unknown>,
  deviceAt = '2027-03-01T10:00:00Z',
) => ({
  uuid: randomUUID(),
  type,
  serviceId,
  deviceAt,
  location: { latitude: 48.93, longitude: 2.3, accuracy: 12 },
  event,
});
