import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { servicePhotos } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useServerClock } from '../../testing/field-clock.ts';
import { useTestApp } from '../../testing/test-app.ts';

// The phones' times are on fixed future days: they are in the past when they arrive.
useServerClock('2027-03-01T00:00:00Z');
const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let agentHeaders: Record<string, string>;
let colleagueHeaders: Record<string, string>;
let plannerHeaders: Record<string, string>;
let otherAgencyHeaders: Record<string, string>;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['services.view']);
  b = await buildAgencyWithPeople(db, ['services.view']);
  const colleague = await buildMember(db, a.agency.id, 'agent');
  agentHeaders = (await loginAs(t.app, a.agent.user.email)).headers;
  colleagueHeaders = (await loginAs(t.app, colleague.user.email)).headers;
  plannerHeaders = (await loginAs(t.app, a.staff.user.email)).headers;
  otherAgencyHeaders = (await loginAs(t.app, b.staff.user.email)).headers;
});

/** The smallest JPEG: its bytes start with FF D8 FF like every photo a camera gives. */
const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const PHOTO = `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`;

let day = 1;
async function startedService() {
  const date = `2027-02-${String(day++).padStart(2, '0')}`;
  const [row] = await t.database.db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `P-${randomUUID().slice(0, 8)}`,
      agentId: a.agent.membership.id,
      startAt: new Date(`${date}T08:00:00Z`),
      endAt: new Date(`${date}T16:00:00Z`),
      status: 1,
      realStartAt: new Date(`${date}T08:00:00Z`),
    })
    .returning();
  return row;
}

const send = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/agency/${a.agency.id}/field/message`,
    headers: agentHeaders,
    payload: body,
  });
const photoMessage = (serviceId: string, photo = PHOTO) => ({
  uuid: randomUUID(),
  type: 'service.photo',
  serviceId,
  deviceAt: '2027-02-01T15:58:00Z',
  photo,
});
const download = (headers: Record<string, string>, fileId: string, agency = a.agency.id) =>
  t.app.inject({ method: 'GET', url: `/api/agency/${agency}/files/${fileId}/download`, headers });

describe('photos at the end of a service', () => {
  it('keeps a photo once, readable by its agent and the planners, not by a colleague nor another agency', async () => {
    const service = await startedService();
    const message = photoMessage(service.id);
    const first = await send(message);
    expect(first.statusCode).toBe(200);
    expect(first.json().service.photos).toEqual([{ fileId: message.uuid, takenAt: '2027-02-01T15:58:00.000Z' }]);
    const again = await send(message);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(servicePhotos).where(eq(servicePhotos.serviceId, service.id));
    expect(rows).toHaveLength(1);

    for (const headers of [agentHeaders, plannerHeaders]) {
      const file = await download(headers, message.uuid);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/jpeg');
      expect(file.rawPayload.equals(JPEG_BYTES)).toBe(true);
    }
    expect((await download(colleagueHeaders, message.uuid)).statusCode).toBe(403);
    expect((await download(otherAgencyHeaders, message.uuid, b.agency.id)).statusCode).toBe(404);
  });

  it('refuses what is not a photo, a photo type without one, and a photo of an ended service, keeping nothing', async () => {
    const service = await startedService();
    const fake = `data:image/jpeg;base64,${Buffer.from('%PDF-1.4 pas une photo').toString('base64')}`;
    for (const body of [
      photoMessage(service.id, fake),
      { ...photoMessage(service.id), photo: undefined },
      {
        uuid: randomUUID(),
        type: 'break.start',
        serviceId: service.id,
        deviceAt: '2027-02-01T12:00:00Z',
        photo: PHOTO,
      },
    ]) {
      const response = await send(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(response.json().errors)).toMatch(/Photo invalide|Une photo est attendue/);
    }
    await t.database.db.update(services).set({ status: 3 }).where(eq(services.id, service.id));
    const ended = await send(photoMessage(service.id));
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe('Le service est terminé');
    expect(await t.database.db.select().from(servicePhotos).where(eq(servicePhotos.serviceId, service.id))).toEqual([]);
  });
});
