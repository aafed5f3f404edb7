import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/platform.ts';
import { invoiceRecurrenceRuns, invoiceReminders } from '../../db/schema/recurring-billing.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { buildSecondApp, useTestApp } from '../../testing/test-app.ts';
import { registerJobHandlers } from '../job-handlers.ts';
import { findRemindSchedule, generateDueInvoices, sendDueReminders } from './public.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;
let second: FastifyInstance;

beforeAll(async () => {
  a = await buildBillingAgency(t);
  await t.database.db.update(customers).set({ email: 'compta@client.test' }).where(eq(customers.id, a.customer.id));
  registerJobHandlers(t.app.ctx);
  second = await buildSecondApp(t);
  registerJobHandlers(second.ctx);
}, 60_000);
afterAll(async () => {
  await second?.close();
});

const recurrence = (extra: Record<string, unknown> = {}) => ({
  customerId: a.customer.id,
  subject: 'Gardiennage mensuel',
  lines: sampleLines,
  frequency: 'monthly',
  dayOfMonth: 1,
  startDate: '2026-01-01',
  ...extra,
});

const runsOf = (recurrenceId: string) =>
  t.database.db.select().from(invoiceRecurrenceRuns).where(eq(invoiceRecurrenceRuns.recurrenceId, recurrenceId));

describe('recurring invoices', () => {
  it('bills the 1st of each month exactly once with two processes at once and after a restart', async () => {
    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoiceRecurrence`, recurrence());
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect(created.json().nextDate).toBe('2026-01-01');

    const march = new Date('2026-03-15T10:00:00Z');
    const made = await Promise.all([generateDueInvoices(t.app.ctx, march), generateDueInvoices(second.ctx, march)]);
    expect(made[0] + made[1]).toBe(3);
    expect((await runsOf(id)).map((r) => r.period).sort()).toEqual(['2026-01', '2026-02', '2026-03']);

    // « Restart »: the second process goes, a third one comes up on the same database after two missed months.
    await second.close();
    second = await buildSecondApp(t);
    registerJobHandlers(second.ctx);
    const may = new Date('2026-05-02T10:00:00Z');
    const again = await Promise.all([generateDueInvoices(second.ctx, may), generateDueInvoices(t.app.ctx, may)]);
    expect(again[0] + again[1]).toBe(2);
    const runs = await runsOf(id);
    expect(runs.map((r) => r.period).sort()).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
    const docs = await t.database.db
      .select()
      .from(commercialDocuments)
      .where(eq(commercialDocuments.agencyId, a.agency.id));
    const generated = docs.filter((d) => runs.some((r) => r.documentId === d.id));
    expect(generated.map((d) => d.date).sort()).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
    ]);
    expect(generated.every((d) => d.status === 'draft' && d.type === 'invoice')).toBe(true);
    // Each invoice bills its month (BG-14 of its Factur-X once validated).
    expect(generated.find((d) => d.date === '2026-02-01')).toMatchObject({
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
    });

    const list = await call(t.app, a.tokens.staff, 'POST', `${a.base}/fetch/invoiceRecurrence`);
    const row = list.json().data.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ generatedCount: 5, nextDate: '2026-06-01', customerName: a.customer.name });
    const invoices = await call(t.app, a.tokens.staff, 'POST', `${a.base}/fetch/invoices/invoiceRecurrence/${id}`);
    expect(invoices.json().data.map((r: { period: string }) => r.period)).toEqual([
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
    ]);

    // Paused, nothing is billed; deleted, the invoices stay.
    const paused = await call(t.app, a.tokens.staff, 'PATCH', `${a.base}/invoiceRecurrence/${id}/pause`);
    expect(paused.json().paused).toBe(true);
    expect(await generateDueInvoices(t.app.ctx, new Date('2026-07-02T10:00:00Z'))).toBe(0);
    expect((await call(t.app, a.tokens.staff, 'DELETE', `${a.base}/invoiceRecurrence/${id}`)).statusCode).toBe(204);
    const kept = await t.database.db
      .select()
      .from(commercialDocuments)
      .where(eq(commercialDocuments.id, runs[0]!.documentId as string));
    expect(kept).toHaveLength(1);
  });

  it('validates and e-mails the invoices of a « validée et envoyée » recurrence through the job queue', async () => {
    const start = `${todayIn('Europe/Paris').slice(0, 7)}-01`;
    const created = await call(
      t.app,
      a.tokens.staff,
      'POST',
      `${a.base}/invoiceRecurrence`,
      recurrence({ startDate: start, mode: 'send' }),
    );
    const id = created.json().id;
    // The save enqueued a generation: both processes drain their queues at once.
    await Promise.all([t.app.ctx.jobs.drain(), second.ctx.jobs.drain()]);
    await Promise.all([t.app.ctx.jobs.drain(), second.ctx.jobs.drain()]);
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    const [doc] = await t.database.db
      .select()
      .from(commercialDocuments)
      .where(eq(commercialDocuments.id, runs[0]!.documentId as string));
    expect(doc!.status).toBe('sent');
    expect(doc!.number).toMatch(/\d/);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.agencyId, a.agency.id), eq(mailOutbox.kind, 'invoice')));
    expect(mails.filter((m) => m.subject.includes(doc!.number as string)).map((m) => m.to)).toEqual([
      'compta@client.test',
    ]);
  });

  it('checks rights, input and tenancy', async () => {
    expect((await call(t.app, a.tokens.planner, 'POST', `${a.base}/invoiceRecurrence`, recurrence())).statusCode).toBe(
      403,
    );
    const bad = await call(
      t.app,
      a.tokens.staff,
      'POST',
      `${a.base}/invoiceRecurrence`,
      recurrence({ dayOfMonth: 31 }),
    );
    expect(bad.statusCode).toBe(400);
    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoiceRecurrence`, recurrence());
    const other = await buildAgencyWithPeople(t.database.db, []);
    const otherToken = (await loginAs(t.app, other.owner.user.email)).token;
    const base = `/api/agency/${other.agency.id}`;
    const id = created.json().id;
    expect((await call(t.app, otherToken, 'PATCH', `${base}/invoiceRecurrence/${id}/pause`)).statusCode).toBe(404);
    expect((await call(t.app, otherToken, 'DELETE', `${base}/invoiceRecurrence/${id}`)).statusCode).toBe(404);
    const foreign = await call(t.app, otherToken, 'POST', `${base}/invoiceRecurrence`, recurrence());
    expect(foreign.statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('e-mails a late invoice once per step, kind reminder with its PDF, visible in the tracking events', async () => {
    // An agency of its own: the invoices of the recurrences above are late too on these days.
    const a = await buildBillingAgency(t);
    await t.database.db.update(customers).set({ email: 'compta@client.test' }).where(eq(customers.id, a.customer.id));
    const put = await call(t.app, a.tokens.owner, 'PUT', `${a.base}/settings/email-remind`, {
      enabled: true,
      daysAfterDue: 5,
      repeatEveryDays: 10,
      maxReminders: 2,
      subject: 'Relance {numero}',
      body: 'Bonjour {client}, la facture {numero} de {montant} était due le {echeance}.',
    });
    expect(put.statusCode).toBe(200);
    const inv = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      customerId: a.customer.id,
      date: todayIn('Europe/Paris'),
      lines: sampleLines,
    });
    const validated = (await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${inv.json().id}/validate`)).json();
    const due: string = validated.dueDate;
    const at = (day: string) => new Date(`${day}T10:00:00Z`);

    expect(await sendDueReminders(t.app.ctx, at(addDays(due, 3)))).toBe(0);
    const first = await Promise.all([
      sendDueReminders(t.app.ctx, at(addDays(due, 6))),
      sendDueReminders(second.ctx, at(addDays(due, 6))),
    ]);
    expect(first[0] + first[1]).toBe(1);
    expect(await sendDueReminders(t.app.ctx, at(addDays(due, 7)))).toBe(0);
    expect(await sendDueReminders(t.app.ctx, at(addDays(due, 16)))).toBe(1);
    expect(await sendDueReminders(t.app.ctx, at(addDays(due, 60)))).toBe(0);
    const steps = await t.database.db
      .select()
      .from(invoiceReminders)
      .where(eq(invoiceReminders.documentId, validated.id));
    expect(steps.map((s) => s.step).sort()).toEqual([1, 2]);

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.agencyId, a.agency.id), eq(mailOutbox.kind, 'reminder')));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(`Relance ${validated.number}`);
    expect(mails[0]!.text).toContain(`Bonjour ${a.customer.name}, la facture ${validated.number} de `);
    expect(mails[0]!.text).toContain(`était due le ${due.split('-').reverse().join('/')}.`);
    const [file] = await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mails[0]!.id));
    expect(file!.contentType).toBe('application/pdf');

    const events = await call(t.app, a.tokens.owner, 'POST', `${a.base}/fetch/emails/events`, {});
    expect(JSON.stringify(events.json())).toContain(`Relance ${validated.number}`);

    const tenant = { agency: a.agency } as Parameters<typeof findRemindSchedule>[1];
    const schedule = await findRemindSchedule(t.app.ctx, tenant, at(addDays(due, 20)));
    const mine = schedule.data.find((d) => d.documentId === validated.id);
    expect(mine?.sent.map((s) => s.step)).toEqual([1, 2]);
    expect(mine?.nextReminderDate).toBeNull();
    expect((await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoices/reminds/schedule`)).statusCode).toBe(200);
  });

  it('settings: defaults disabled, written with the agency settings right only', async () => {
    const other = await buildBillingAgency(t);
    const got = await call(t.app, other.tokens.staff, 'GET', `${other.base}/settings/email-remind`);
    expect(got.json()).toMatchObject({ enabled: false, daysAfterDue: 7 });
    expect(
      (await call(t.app, other.tokens.staff, 'PUT', `${other.base}/settings/email-remind`, { enabled: true }))
        .statusCode,
    ).toBe(403);
    const bad = await call(t.app, other.tokens.owner, 'PUT', `${other.base}/settings/email-remind`, {
      enabled: true,
      maxReminders: 0,
    });
    expect(bad.statusCode).toBe(400);
  });
});
