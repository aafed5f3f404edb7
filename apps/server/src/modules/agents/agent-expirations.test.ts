import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox, notifications } from '../../db/schema/platform.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { enqueueDailyJobs } from '../../jobs/schedule.ts';
import { agencyWithCallers, createAgentVia } from '../../testing/agent-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { dailyJobs, registerJobHandlers } from '../job-handlers.ts';
import { EXPIRATIONS_DIGEST_QUEUE } from './expirations-digest.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
const today = todayIn('Europe/Paris');

beforeAll(async () => {
  registerJobHandlers(t.app.ctx);
  a = await agencyWithCallers(t, ['agents.edit']);
  b = await agencyWithCallers(t);
  const api = a.owner.api;
  await createAgentVia(api, a.base, {
    firstname: 'Julie',
    lastname: 'Moreau',
    agentInfos: {
      cnapsCardNumber: 'CAR-075-2030-01-01-20190123456',
      cnapsCardExpiresAt: addDays(today, 80),
      expirations: [
        { kind: 'certificate', label: 'SSIAP 1', expiresAt: addDays(today, -5) },
        { kind: 'contract', label: 'CDD', number: 'C-12', expiresAt: addDays(today, 20) },
      ],
    },
  });
  await createAgentVia(api, a.base, {
    firstname: 'Thomas',
    lastname: 'Lefèvre',
    agentInfos: {
      cnapsCardExpiresAt: addDays(today, 400),
      expirations: [{ kind: 'certificate', label: 'SST', expiresAt: addDays(today, 70) }],
    },
  });
  await createAgentVia(b.owner.api, b.base, { agentInfos: { cnapsCardExpiresAt: addDays(today, -1) } });
});

const fetchRows = async (body: unknown) => {
  const response = await a.staff.api.post(`${a.base}/fetch/agent-expirations`, body);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('POST /fetch/agent-expirations', () => {
  it('lists regulatory documents soonest first with their status (3 months for the card, 60 days otherwise)', async () => {
    const body = await fetchRows({ filters: { category: 'regulatory' } });
    expect(body.data.map((r: { label: string; status: string }) => [r.label, r.status])).toEqual([
      ['SSIAP 1', 'expired'],
      ['SST', 'valid'],
      ['Carte professionnelle CNAPS', 'expiresSoon'],
      ['Carte professionnelle CNAPS', 'valid'],
    ]);
    expect(body.counts).toEqual({ expired: 1, expiresSoon: 1, valid: 2 });
    expect(body.data[0]).toMatchObject({ agentFullname: 'Julie Moreau', kind: 'certificate', daysLeft: -5 });
    expect(body.data[2]).toMatchObject({ kind: 'cnapsCard', number: 'CAR-075-2030-01-01-20190123456', daysLeft: 80 });
  });

  it('filters contracts, statuses, agents and names, and pages', async () => {
    expect((await fetchRows({ filters: { category: 'contracts' } })).data).toEqual([
      expect.objectContaining({ label: 'CDD', number: 'C-12', status: 'expiresSoon', kind: 'contract' }),
    ]);
    const soon = await fetchRows({ filters: { status: 'expiresSoon' } });
    expect(soon.data.map((r: { label: string }) => r.label)).toEqual(['CDD', 'Carte professionnelle CNAPS']);
    expect(soon.total).toBe(2);
    expect((await fetchRows({ filters: { search: 'lefè' } })).total).toBe(2);
    const paged = await fetchRows({ page: 2, limit: 2 });
    expect(paged.data).toHaveLength(2);
    expect(paged.total).toBe(5);
  });

  it('needs a right to read agents, and shows only the agency’s own', async () => {
    expect((await b.staff.api.post(`${b.base}/fetch/agent-expirations`, {})).statusCode).toBe(403);
    expect((await b.owner.api.post(`${a.base}/fetch/agent-expirations`, {})).statusCode).toBe(404);
    expect((await b.owner.api.post(`${b.base}/fetch/agent-expirations`, {})).json().total).toBe(1);
  });
});

describe('daily expirations digest', () => {
  it('tells each agency’s owners and address what is expired or about to, once a day', async () => {
    await t.database.db.update(agencies).set({ email: 'direction@agence-a.test' }).where(eq(agencies.id, a.agency.id));
    await enqueueDailyJobs(t.app.ctx, dailyJobs);
    await enqueueDailyJobs(t.app.ctx, dailyJobs);
    await t.app.ctx.jobs.drain();
    const daily = await t.database.db.select().from(jobs).where(eq(jobs.queue, EXPIRATIONS_DIGEST_QUEUE));
    expect(daily).toHaveLength(1);
    expect(daily[0].uniqueKey).toMatch(/^agents\.expirations-digest:\d{4}-\d{2}-\d{2}$/);
    const [mail, ...others] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.agencyId, a.agency.id), eq(mailOutbox.to, 'direction@agence-a.test')));
    expect(others).toEqual([]);
    expect(mail.subject).toBe(`Documents de collaborateurs à renouveler — ${a.agency.name}`);
    expect(mail.text).toContain('1 document expiré et 1 bientôt expiré');
    expect(mail.text).toContain('Julie Moreau : SSIAP 1, expiré le');
    expect(mail.text).toContain(
      'Julie Moreau : Carte professionnelle CNAPS n° CAR-075-2030-01-01-20190123456, expire le',
    );
    // Contracts are not in the regulatory digest.
    expect(mail.text).not.toContain('CDD');
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, a.owner.user.id));
    expect(notices).toEqual([
      expect.objectContaining({ title: 'Documents de collaborateurs à renouveler', agencyId: a.agency.id }),
    ]);
    // Agency b has no address: its owner gets the mail.
    const bMails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.agencyId, b.agency.id));
    expect(bMails.map((m) => m.to)).toEqual([b.owner.user.email]);
    // Running the day again sends nothing more.
    await enqueueDailyJobs(t.app.ctx, dailyJobs);
    await t.app.ctx.jobs.drain();
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.agencyId, a.agency.id))).toHaveLength(1);
  });

  it('sends nothing to an agency with nothing due', async () => {
    const c = await agencyWithCallers(t);
    await createAgentVia(c.owner.api, c.base, { agentInfos: { cnapsCardExpiresAt: addDays(today, 500) } });
    await t.app.ctx.jobs.enqueue('agents.expirations-digest.agency', { agencyId: c.agency.id });
    await t.app.ctx.jobs.drain();
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.agencyId, c.agency.id))).toEqual([]);
  });
});
