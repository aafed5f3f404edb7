import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceBreaks, servicePhotos } from '../../db/schema/field.ts';
import { files } from '../../db/schema/files.ts';
import { services } from '../../db/schema/services.ts';
import { agencyWithCallers, caller, missingRight } from '../../testing/agent-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let bare: ReturnType<typeof caller>;
let colleague: ReturnType<typeof caller>;
let ended: string;
let planned: string;
let foreign: string;

/** A 1×1 PNG, as the phone's signature pad makes it. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const at = (time: string) => new Date(`2026-05-04T${time}:00Z`);

async function insertService(agencyId: string, values: Partial<typeof services.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(services)
    .values({
      agencyId,
      reference: `S-${randomUUID().slice(0, 8)}`,
      startAt: at('06:00'),
      endAt: at('14:00'),
      ...values,
    })
    .returning();
  return row.id;
}

async function insertBreak(agencyId: string, serviceId: string, from: Date, to: Date | null) {
  await t.database.db.insert(serviceBreaks).values({
    id: randomUUID(),
    agencyId,
    serviceId,
    statusBefore: ServiceStatus.Started,
    realStartAt: from,
    realEndAt: to,
  });
}

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['services.view']);
  b = await agencyWithCallers(t, ['services.view']);
  bare = caller(t.app, (await loginAs(t.app, (await buildMember(db, a.agency.id, 'staff')).user.email)).token);
  colleague = caller(t.app, (await loginAs(t.app, (await buildMember(db, a.agency.id, 'agent')).user.email)).token);
  const siteId = (await buildSite(db, a.agency.id, { name: 'Hall A' })).id;
  ended = await insertService(a.agency.id, {
    siteId,
    agentId: a.agent.membership.id,
    status: ServiceStatus.Ended,
    realStartAt: at('06:04'),
    realEndAt: at('13:58'),
    endReport: 'RAS, porte du quai 3 refermée.',
    voucherSigner: 'M. Durand',
    voucherSignature: SIGNATURE,
  });
  await insertBreak(a.agency.id, ended, at('10:00'), at('10:30'));
  await insertBreak(a.agency.id, ended, at('08:00'), at('08:12'));
  // A row of another agency under this service's id: the agency filter keeps it out.
  await insertBreak(b.agency.id, ended, at('09:00'), at('09:45'));
  // A photo taken at the end (a file of the agent's, linked to the service).
  const photoId = randomUUID();
  await t.database.db.insert(files).values({
    id: photoId,
    agencyId: a.agency.id,
    key: `agencies/${a.agency.id}/${photoId}`,
    originalName: 'photo.jpg',
    contentType: 'image/jpeg',
    size: 10,
    purpose: 'service-photo',
    ownerMembershipId: a.agent.membership.id,
  });
  await t.database.db
    .insert(servicePhotos)
    .values({ id: photoId, agencyId: a.agency.id, serviceId: ended, fileId: photoId, takenAt: at('13:57') });
  planned = await insertService(a.agency.id, {
    siteId,
    agentId: a.agent.membership.id,
    startAt: at('20:00'),
    endAt: at('23:00'),
  });
  foreign = await insertService(b.agency.id, { status: ServiceStatus.Ended, endReport: 'Secret' });
});

const url = (id: string, base = a.base) => `${base}/services/${id}/end-report`;

describe('GET {agency}/services/{id}/end-report', () => {
  it('gives the office the real times, the pauses, the report and the signed voucher', async () => {
    const response = await a.staff.api.get(url(ended));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      serviceId: ended,
      reference: expect.any(String),
      status: ServiceStatus.Ended,
      ended: true,
      startAt: '2026-05-04T06:00:00.000Z',
      endAt: '2026-05-04T14:00:00.000Z',
      realStartAt: '2026-05-04T06:04:00.000Z',
      realEndAt: '2026-05-04T13:58:00.000Z',
      site: { id: expect.any(String), name: 'Hall A' },
      agent: { id: a.agent.membership.id, fullname: expect.any(String) },
      breaks: [
        {
          id: expect.any(String),
          realStartAt: '2026-05-04T08:00:00.000Z',
          realEndAt: '2026-05-04T08:12:00.000Z',
          minutes: 12,
        },
        {
          id: expect.any(String),
          realStartAt: '2026-05-04T10:00:00.000Z',
          realEndAt: '2026-05-04T10:30:00.000Z',
          minutes: 30,
        },
      ],
      breakMinutes: 42,
      report: 'RAS, porte du quai 3 refermée.',
      voucher: { signerName: 'M. Durand', signature: SIGNATURE },
      photos: [{ fileId: expect.any(String), takenAt: '2026-05-04T13:57:00.000Z' }],
      timeZone: 'Europe/Paris',
    });
    expect((await a.owner.api.get(url(ended))).statusCode).toBe(200);
  });

  it('answers a service not ended yet with what is known, nothing signed', async () => {
    const body = (await a.staff.api.get(url(planned))).json();
    expect(body).toMatchObject({ ended: false, realStartAt: null, breaks: [], report: null, voucher: null });
  });

  it('keeps the signature out of the planning reads', async () => {
    const one = await a.staff.api.get(`${a.base}/services/${ended}`);
    expect(one.statusCode).toBe(200);
    const list = await a.staff.api.post(`${a.base}/fetch/planned-services`, {
      from: '2026-05-04T00:00:00Z',
      to: '2026-05-05T00:00:00Z',
    });
    expect(list.json().services.map((s: { id: string }) => s.id)).toContain(ended);
    for (const response of [one, list]) expect(response.body).not.toContain('data:image/png');
  });

  it('needs a planning right in the office, and is only the agent’s own in the field', async () => {
    const refused = await bare.get(url(ended));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Voir le planning par sites'));
    expect((await a.agent.api.get(url(ended))).json().voucher.signerName).toBe('M. Durand');
    const other = await colleague.get(url(ended));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Service introuvable');
    expect((await a.customerUser.api.get(url(ended))).statusCode).toBe(403);
  });

  it('is 404 for another agency’s service, and refuses a malformed id', async () => {
    const response = await a.staff.api.get(url(foreign));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Service introuvable');
    expect((await b.owner.api.get(url(ended))).statusCode).toBe(404);
    expect((await b.owner.api.get(url(ended, b.base))).statusCode).toBe(404);
    expect((await a.staff.api.get(url('pas-un-id'))).statusCode).toBe(400);
  });
});
