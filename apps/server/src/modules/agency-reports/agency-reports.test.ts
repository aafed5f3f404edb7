import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyReports } from '../../db/schema/agency-reports.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/platform.ts';
import { services } from '../../db/schema/services.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, buildCustomer, buildMember, loginAs } from '../../testing/factories.ts';
import { useServerClock } from '../../testing/field-clock.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { registerJobHandlers } from '../job-handlers.ts';
import { sendAgencyReport } from './send-agency-report.ts';

// The phones' times are on fixed future days: they are in the past when they arrive.
useServerClock('2027-03-01T00:00:00Z');
const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let h: Record<string, Record<string, string>>;
let reportedSite: string;
let plainSite: string;
let otherCustomerSite: string;
let otherCustomerId: string;
let otherCustomerEmail: string | null;
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

beforeAll(async () => {
  registerJobHandlers(t.app.ctx);
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  b = await buildAgencyWithPeople(db);
  await db.update(customers).set({ email: 'contact@client.test' }).where(eq(customers.id, a.customer.id));
  reportedSite = (
    await buildSite(db, a.agency.id, {
      name: 'Entrepôt Gennevilliers',
      customerId: a.customer.id,
      interventionReportAfterServiceEnabled: true,
      interventionReportTemplate: 'Passage de {agent} sur {site} : {rapport} {inconnu}',
    })
  ).id;
  plainSite = (await buildSite(db, a.agency.id, { name: 'Bureaux', customerId: a.customer.id })).id;
  const other = await buildCustomer(db, a.agency.id);
  otherCustomerId = other.id;
  otherCustomerSite = (
    await buildSite(db, a.agency.id, {
      name: 'Autre client',
      customerId: other.id,
      interventionReportAfterServiceEnabled: true,
    })
  ).id;
  const otherCustomerUser = await buildMember(db, a.agency.id, 'customer', { customerId: other.id });
  otherCustomerEmail = otherCustomerUser.user.email;
  const reader = await buildMember(db, a.agency.id, 'staff', { rights: ['services.view'] });
  const login = async (email: string | null) => (await loginAs(t.app, email)).headers;
  h = {
    agent: await login(a.agent.user.email),
    staff: await login(a.staff.user.email),
    reader: await login(reader.user.email),
    owner: await login(a.owner.user.email),
    customer: await login(a.customerUser.user.email),
    otherCustomer: await login(otherCustomerUser.user.email),
    otherAgency: await login(b.owner.user.email),
  };
});

const send = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${a.agency.id}/field/message`, headers, payload: body });
const get = (headers: Record<string, string>, path: string, agency = a.agency.id) =>
  t.app.inject({ method: 'GET', url: `/api/agency/${agency}${path}`, headers });

let day = 1;
/** A service of the agent on `siteId`, started, then its end message (not sent yet). */
async function startedService(siteId: string) {
  const date = `2027-02-${String(day++).padStart(2, '0')}`;
  const [row] = await t.database.db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `B-${randomUUID().slice(0, 8)}`,
      siteId,
      agentId: a.agent.membership.id,
      startAt: new Date(`${date}T08:00:00Z`),
      endAt: new Date(`${date}T16:00:00Z`),
    })
    .returning();
  const start = await send(h.agent, {
    uuid: randomUUID(),
    type: 'service.start',
    serviceId: row.id,
    deviceAt: `${date}T08:02:00.000Z`,
  });
  expect(start.statusCode).toBe(200);
  const end = {
    uuid: randomUUID(),
    type: 'service.end',
    serviceId: row.id,
    deviceAt: `${date}T16:01:00.000Z`,
    end: { report: 'RAS, portail vérifié.', signerName: 'M. Durand', signature: SIGNATURE },
  };
  return { serviceId: row.id, end };
}

async function reportsOf(serviceId: string) {
  return t.database.db.select().from(agencyReports).where(eq(agencyReports.serviceId, serviceId));
}

async function mailsOf(reportId: string) {
  const [report] = await t.database.db.select().from(agencyReports).where(eq(agencyReports.id, reportId));
  return report;
}

let endedReportId: string;

describe('intervention report at the end of a service', () => {
  it('is made at the end on a site that asks for it, once even when the end is replayed, and mailed once', async () => {
    const { serviceId, end } = await startedService(reportedSite);
    expect(await reportsOf(serviceId)).toHaveLength(0);
    const first = await send(h.agent, end);
    expect(first.statusCode).toBe(200);
    const replay = await send(h.agent, end);
    expect(replay.json()).toEqual(first.json());
    const rows = await reportsOf(serviceId);
    expect(rows).toHaveLength(1);
    endedReportId = rows[0].id;
    const before = await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
    await t.app.ctx.jobs.drain();
    await t.app.ctx.jobs.drain();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.agencyId, a.agency.id),
          inArray(mailOutbox.to, ['contact@client.test', a.customerUser.user.email ?? '']),
        ),
      );
    expect(mails.map((m) => m.to).sort()).toEqual(['contact@client.test', a.customerUser.user.email].sort());
    expect(mails.length).toBe(
      (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length - before.length,
    );
    expect(mails[0].subject).toMatch(/^Bon d'intervention — Entrepôt Gennevilliers — /);
    // The site's main courante head is in the mail as well (kept in the customer's mailbox).
    expect(mails[0].text).toMatch(
      /\n\nEmpreinte de la main courante : \d+ entrée\(s\), empreinte [0-9a-f]{64}, au .+ \(chaîne intègre\)$/,
    );
    const [attachment] = await t.database.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mails[0].id));
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.content.subarray(0, 4).toString()).toBe('%PDF');
    const report = await mailsOf(endedReportId);
    expect(report).toMatchObject({ sendCount: 1, sendRequested: 1 });
    expect(report.recipients).toHaveLength(2);
    expect(report.pdfKey).toBeTruthy();
    // The other customer's users are not recipients.
    expect(report.recipients).not.toContain(otherCustomerEmail);
  });

  it('is not made on a site without interventionReportAfterServiceEnabled', async () => {
    const { serviceId, end } = await startedService(plainSite);
    expect((await send(h.agent, end)).statusCode).toBe(200);
    expect(await reportsOf(serviceId)).toHaveLength(0);
    const [row] = await t.database.db.select().from(services).where(eq(services.id, serviceId));
    expect(row.status).toBe(ServiceStatus.Ended);
  });
});

describe('reading intervention reports', () => {
  it('lists them for staff with services.view, by site and day, and answers 403 without the right', async () => {
    const list = await get(h.reader, '/agency-reports');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.data[0]).toMatchObject({
      id: endedReportId,
      site: { id: reportedSite, name: 'Entrepôt Gennevilliers' },
      sendCount: 1,
    });
    expect((await get(h.owner, `/agency-reports?siteId=${plainSite}`)).json()).toEqual({ data: [], total: 0 });
    expect((await get(h.owner, '/agency-reports?from=2027-02-01&to=2027-02-01')).json().total).toBe(1);
    expect((await get(h.owner, '/agency-reports?from=2027-02-02&to=2027-02-28')).json().total).toBe(0);
    expect((await get(h.owner, '/agency-reports?from=2027-13-45')).statusCode).toBe(400);
    expect((await get(h.staff, '/agency-reports')).statusCode).toBe(403);
    expect((await get(h.agent, '/agency-reports')).statusCode).toBe(403);
  });

  it('gives the PDF (it starts with %PDF) and the report to staff and to the customer of the site', async () => {
    for (const who of ['owner', 'reader', 'customer']) {
      const pdf = await get(h[who], `/agency-report/${endedReportId}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect((await get(h[who], `/agency-report/${endedReportId}`)).json().serviceId).toEqual(expect.any(String));
    }
    const scoped = await get(h.customer, `/customer/${a.customer.id}/agency-reports`);
    expect(scoped.json().data.map((r: { id: string }) => r.id)).toContain(endedReportId);
  });

  it('shows a customer only its own sites, and another agency nothing (404)', async () => {
    const { end } = await startedService(otherCustomerSite);
    expect((await send(h.agent, end)).statusCode).toBe(200);
    const mine = (await get(h.customer, '/agency-reports')).json();
    expect(mine.data.every((r: { site: { id: string } }) => r.site.id === reportedSite)).toBe(true);
    const theirs = (await get(h.otherCustomer, `/customer/${otherCustomerId}/agency-reports`)).json();
    expect(theirs.data.map((r: { site: { id: string } }) => r.site.id)).toEqual([otherCustomerSite]);
    expect((await get(h.otherCustomer, `/agency-report/${endedReportId}`)).statusCode).toBe(404);
    expect((await get(h.otherCustomer, `/agency-report/${endedReportId}/pdf`)).statusCode).toBe(404);
    expect((await get(h.otherAgency, `/agency-report/${endedReportId}`, b.agency.id)).statusCode).toBe(404);
    expect((await get(h.otherAgency, `/agency-report/${endedReportId}/pdf`, b.agency.id)).statusCode).toBe(404);
    expect((await get(h.otherAgency, '/agency-reports', b.agency.id)).json()).toEqual({ data: [], total: 0 });
    expect((await get(h.otherAgency, `/agency-report/${endedReportId}`)).statusCode).toBe(404);
    expect((await get(h.owner, `/agency-report/${randomUUID()}`)).json().message).toBe(
      "Impossible de trouver le bon d'intervention",
    );
  });

  it('resends it on the office’s demand: one more mail per recipient; the service’s report is found', async () => {
    const before = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'contact@client.test')))
      .length;
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${a.agency.id}/agency-report/${endedReportId}/send`,
      headers: h.owner,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe('Le bon d’intervention sera renvoyé au client.');
    await t.app.ctx.jobs.drain();
    const after = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'contact@client.test')))
      .length;
    expect(after).toBe(before + 1);
    expect(await mailsOf(endedReportId)).toMatchObject({ sendCount: 2, sendRequested: 2 });
    // The same send run again (a job retried after a crash) mails nobody twice.
    await sendAgencyReport(t.app.ctx, { agencyId: a.agency.id, reportId: endedReportId, send: 2 });
    const again = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'contact@client.test'));
    expect(again.length).toBe(after);
    const customerResend = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${a.agency.id}/agency-report/${endedReportId}/send`,
      headers: h.customer,
    });
    expect(customerResend.statusCode).toBe(403);
    const otherAgency = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${b.agency.id}/agency-report/${endedReportId}/send`,
      headers: h.otherAgency,
    });
    expect(otherAgency.statusCode).toBe(404);
    const [report] = await t.database.db.select().from(agencyReports).where(eq(agencyReports.id, endedReportId));
    const ofService = await get(h.owner, `/services/${report.serviceId}/agency-report`);
    expect(ofService.json().report.id).toBe(endedReportId);
  });
});
