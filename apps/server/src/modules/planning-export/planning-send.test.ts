import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema/platform.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { agencyWithCallers, caller, missingRight } from '../../testing/agent-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { registerJobHandlers } from '../job-handlers.ts';
import { insertService, paris, pdfText } from './planning-export-test-kit.ts';

// No SMTP_URL: mails stay in the outbox, read through the development viewer.
const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
type Member = Awaited<ReturnType<typeof buildMember>>;
let jean: Member;
let marie: Member;
let silent: Member;
let viewer: ReturnType<typeof caller>;

interface ViewerMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: { id: string; filename: string; contentType: string; size: number }[];
}

beforeAll(async () => {
  registerJobHandlers(t.app.ctx);
  const db = t.database.db;
  a = await agencyWithCallers(t, ['planning.agents']);
  b = await agencyWithCallers(t, ['planning.agents']);
  await db.update(agencies).set({ name: 'Agence Envoi Test' }).where(eq(agencies.id, a.agency.id));
  jean = await buildMember(db, a.agency.id, 'agent', { user: { firstname: 'Jean', lastname: 'Envoi' } });
  marie = await buildMember(db, a.agency.id, 'agent', { user: { firstname: 'Marie', lastname: 'Envoi' } });
  silent = await buildMember(db, a.agency.id, 'agent', {
    user: { firstname: 'Paul', lastname: 'Sansmail', email: null },
  });
  const site = await buildSite(db, a.agency.id, { name: 'Tour Horizon' });
  await insertService(db, {
    agencyId: a.agency.id,
    siteId: site.id,
    agentId: jean.membership.id,
    startAt: paris('2026-12-15T20:00'),
    endAt: paris('2026-12-16T08:00'),
    postTitle: 'Veilleur de nuit',
  });
  const bare = await buildMember(db, a.agency.id, 'staff');
  viewer = caller(t.app, (await loginAs(t.app, bare.user.email)).token);
}, 60_000);

const week = { period: 'week', from: '2026-12-14' } as const;

async function mailsTo(email: string): Promise<ViewerMail[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/mails.json?to=${encodeURIComponent(email)}` });
  return response.json().data;
}

async function outboxSize(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(mailOutbox);
  return row.n;
}

describe('POST {agency}/planning/send', () => {
  it('mails each agent their planning with the PDF attached', async () => {
    const response = await a.staff.api.post(`${a.base}/planning/send`, {
      ...week,
      agentIds: [jean.membership.id, marie.membership.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email(s) bien envoyé(s)', count: 2 });
    await t.app.ctx.jobs.drain();

    const [mail] = await mailsTo(jean.user.email);
    expect(mail.subject).toBe('Votre planning — semaine du 14/12/2026');
    expect(mail.text).toContain('Bonjour Jean,');
    expect(mail.text).toContain('mar. 15/12/2026 : 20:00 → 08:00, Tour Horizon (Veilleur de nuit)');
    expect(mail.text).toContain('1 service(s) planifié(s), 12 h au total.');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: 'planning-jean-envoi-2026-12-14.pdf', contentType: 'application/pdf' }),
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/dev/mails/${mail.id}/attachments/${mail.attachments[0].id}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(file.rawPayload)).toEqual(
      expect.arrayContaining(['Agence Envoi Test', 'Jean Envoi', 'Tour Horizon', 'Veilleur de nuit']),
    );
    const page = await t.app.inject({ method: 'GET', url: `/api/dev/mails/${mail.id}` });
    expect(page.body).toContain('planning-jean-envoi-2026-12-14.pdf');

    const [other] = await mailsTo(marie.user.email);
    expect(other.text).toContain('Aucun service ne vous est attribué sur cette période.');
    expect(other.attachments).toHaveLength(1);
  });

  it('sends nothing twice for a retried uuid, and refuses the uuid with another payload', async () => {
    const uuid = randomUUID();
    const body = { ...week, uuid, agentIds: [marie.membership.id] };
    const first = await a.staff.api.post(`${a.base}/planning/send`, body);
    expect(first.statusCode).toBe(200);
    const again = await a.staff.api.post(`${a.base}/planning/send`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Email(s) bien envoyé(s)');
    await t.app.ctx.jobs.drain();
    const before = (await mailsTo(marie.user.email)).length;
    const third = await a.staff.api.post(`${a.base}/planning/send`, body);
    expect(third.statusCode).toBe(200);
    await t.app.ctx.jobs.drain();
    expect(await mailsTo(marie.user.email)).toHaveLength(before);
    const sent = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'planning.send.agent'));
    expect(sent.filter((job) => job.payload.agentId === marie.membership.id)).toHaveLength(2);

    const changed = await a.staff.api.post(`${a.base}/planning/send`, { ...body, period: 'month' });
    expect(changed.statusCode).toBe(422);
  });

  it('refuses, naming them, agents without an address, and sends nothing', async () => {
    const before = await outboxSize();
    const response = await a.staff.api.post(`${a.base}/planning/send`, {
      ...week,
      agentIds: [jean.membership.id, silent.membership.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Paul Sansmail n’a pas d’adresse e-mail : le planning ne peut pas lui être envoyé.',
    );
    await t.app.ctx.jobs.drain();
    expect(await outboxSize()).toBe(before);
  });

  it('asks for at least one agent, refuses without a right and hides other agencies', async () => {
    const empty = await a.staff.api.post(`${a.base}/planning/send`, { ...week, agentIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choisissez au moins un collaborateur');
    const refused = await viewer.post(`${a.base}/planning/send`, { ...week, agentIds: [jean.membership.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Voir le planning par collaborateurs'));
    const byAgent = await a.agent.api.post(`${a.base}/planning/send`, { ...week, agentIds: [jean.membership.id] });
    expect(byAgent.statusCode).toBe(403);
    const foreign = await a.staff.api.post(`${a.base}/planning/send`, { ...week, agentIds: [b.agent.membership.id] });
    expect(foreign.statusCode).toBe(404);
    const otherAgency = await b.staff.api.post(`${a.base}/planning/send`, { ...week, agentIds: [jean.membership.id] });
    expect(otherAgency.statusCode).toBe(404);
  });
});

describe('POST {agency}/agent/{agentId}/planning/send', () => {
  it('lets an agent ask for their own planning, and only theirs', async () => {
    const self = caller(t.app, (await loginAs(t.app, jean.user.email)).token);
    const response = await self.post(`${a.base}/agent/${jean.membership.id}/planning/send`, {
      period: 'month',
      from: '2026-12-01',
      // Ignored in the agent's scope: the planning is always the caller's.
      agentIds: [marie.membership.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email(s) bien envoyé(s)', count: 1 });
    const before = (await mailsTo(marie.user.email)).length;
    await t.app.ctx.jobs.drain();
    const mails = await mailsTo(jean.user.email);
    expect(mails[0].subject).toBe('Votre planning — décembre 2026');
    expect(mails[0].attachments[0].filename).toBe('planning-jean-envoi-2026-12.pdf');
    expect(await mailsTo(marie.user.email)).toHaveLength(before);

    const other = await self.post(`${a.base}/agent/${marie.membership.id}/planning/send`, week);
    expect(other.statusCode).toBe(404);
    // No right is needed for one's own planning.
    expect(a.agent.membership.rights).toEqual([]);
    expect((await a.agent.api.post(`${a.base}/agent/${a.agent.membership.id}/planning/send`, week)).statusCode).toBe(
      200,
    );
  });
});
