import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dailyReports } from '../../db/schema/daily-reports.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/platform.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { buildReportWorld, type ReportWorld } from '../../testing/daily-report-kit.ts';
import { loginAs } from '../../testing/factories.ts';
import { useServerClock } from '../../testing/field-clock.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { sendDailyReport } from './public.ts';

// The phones' times of 5 January 2027 are in the past when they arrive.
useServerClock('2027-01-08T12:00:00Z');
const t = useTestApp();
const DAY = '2027-01-05';
let a: ReportWorld;
let b: ReportWorld;

beforeAll(async () => {
  a = await buildReportWorld(t, { day: DAY });
  // Another agency, the same kind of day: nothing of it may reach agency A's customer, nor the reverse.
  b = await buildReportWorld(t, { day: DAY, name: 'Gardiennage Ouest' });
}, 120_000);

const mailsOf = async (agencyId: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.agencyId, agencyId), eq(mailOutbox.kind, 'dailyReport')));
const reportRow = async (siteId: string, day = DAY) =>
  (
    await t.database.db
      .select()
      .from(dailyReports)
      .where(and(eq(dailyReports.siteId, siteId), eq(dailyReports.day, day)))
  )[0];
const send = (w: ReportWorld, siteId = w.site.id, day = DAY) =>
  sendDailyReport(t.app.ctx, { agencyId: w.agency.id, siteId, day });

describe('the daily activity report to customers', () => {
  it('mails each contact who asked for it the site’s day: services with real times, rounds done and missed, events with their photo, alarms, and the PDF with the chain head', async () => {
    await send(a);
    const mails = await mailsOf(a.agency.id);
    expect(mails.map((m) => m.to).sort()).toEqual([...a.recipients].sort());
    const [mail] = mails;
    expect(mail.subject).toBe("Rapport d'activité — Entrepôt Nord — 05/01/2027");
    expect(mail.fromName).toBe('Sécurité Rhône');
    // Times in the agency's zone (Paris, UTC+1); the agent named as customers see them.
    expect(mail.text).toContain('1 service · 1 ronde effectuée · 1 ronde non effectuée · 1 événement · 1 alerte');
    expect(mail.text).toContain(
      `- JOUR-${a.agency.id.slice(0, 4)} — Karim B. : prévu 08:00 – 16:00, réel 08:04 – 16:02`,
    );
    expect(mail.text).toContain('- Ronde extérieure : 09:00 – 09:20 (2/2 points)');
    expect(mail.text).toContain('- Ronde extérieure : 14:00 – 14:10 (1/2 points, incomplète)');
    expect(mail.text).toContain(`- Ronde extérieure (service JOUR-${a.agency.id.slice(0, 4)}) : 1 sur 2 non effectuée`);
    expect(mail.text).toContain(
      '- 11:15 — Incident (Karim B.) : Porte du quai 3 forcée\n  11:20 : Police prévenue, porte sécurisée.',
    );
    expect(mail.text).toContain('- 10:00 — SOS (Karim B.), close à 10:10');
    // Neither the service never taken nor the one taken after midnight, nor the other agency's.
    expect(mail.text).not.toContain('JAMAIS-');
    expect(mail.text).not.toContain('NUIT-');
    expect(mail.text).not.toContain(b.services.worked.reference);
    expect(mail.text).not.toContain('Benali');
    // The photos inline in the HTML part, and the PDF attached.
    expect(mail.html).toContain('src="cid:vignette-1.png"');
    expect(mail.html).toContain('src="cid:vignette-2.png"');
    const files = await t.database.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail.id))
      .orderBy(mailAttachments.filename);
    expect(files.map((f) => [f.filename, f.contentType])).toEqual([
      [`rapport-activite-entrepot-nord-${DAY}.pdf`, 'application/pdf'],
      ['vignette-1.png', 'image/png'],
      ['vignette-2.png', 'image/png'],
    ]);
    expect(Buffer.from(files[1].content).equals(a.photo)).toBe(true);
    expect(Buffer.from(files[2].content).equals(a.followUp)).toBe(true);
    const pdf = Buffer.from(files[0].content);
    const text = pdfText(pdf).join('');
    expect(text).toContain('Journée du 05/01/2027');
    expect(text).toContain('réel 08:04 – 16:02');
    expect(text).toContain('1 sur 2 non effectuée');
    expect(text).toContain('Porte du quai 3 forcée');
    expect(text).toContain('SOS');
    // The main courante's head: the chain's count and hash as the site's seal reads them, and the photo drawn.
    const row = await reportRow(a.site.id);
    const owner = (await loginAs(t.app, a.owner.user.email)).headers;
    const chain = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${a.agency.id}/sites/${a.site.id}/events-chain`,
      headers: owner,
    });
    expect(chain.statusCode, chain.body).toBe(200);
    const head = chain.json().head as { count: number; hash: string };
    // The event and its message: two entries.
    expect(head.count).toBe(2);
    expect(row).toMatchObject({ empty: false, chainCount: 2, recipients: a.recipients });
    expect(text).toContain(`${head.count} entrée`);
    expect(text).toContain(head.hash);
    expect(mail.text).toContain(head.hash);
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    expect(row.mailIds.sort()).toEqual(mails.map((m) => m.id).sort());
  });

  it('is visible in the agency’s e-mail tracking, as « Rapport d’activité », and not in another agency’s', async () => {
    const owner = (await loginAs(t.app, a.owner.user.email)).headers;
    const list = (agencyId: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/agency/${agencyId}/fetch/emails/events`,
        headers,
        payload: { kinds: ['dailyReport'] },
      });
    const seen = await list(a.agency.id, owner);
    expect(seen.statusCode, seen.body).toBe(200);
    const rows = seen.json().data as Array<{ type: string; mail: { to: string; kind: string; attachments: number } }>;
    expect(
      rows
        .filter((r) => r.type === 'queued')
        .map((r) => r.mail.to)
        .sort(),
    ).toEqual([...a.recipients].sort());
    expect(rows.every((r) => r.mail.kind === 'dailyReport' && r.mail.attachments === 3)).toBe(true);
    const other = await list(b.agency.id, (await loginAs(t.app, b.owner.user.email)).headers);
    expect(other.json().data).toEqual([]);
  });

  it('mails nothing a second time, and nothing for a day when nothing happened (recorded, empty)', async () => {
    const before = (await mailsOf(a.agency.id)).length;
    await send(a);
    expect(await mailsOf(a.agency.id)).toHaveLength(before);
    await send(a, a.quiet.id);
    expect(await mailsOf(a.agency.id)).toHaveLength(before);
    expect(await reportRow(a.quiet.id)).toMatchObject({ empty: true, mailIds: [] });
    // The day before: nothing on the busy site either.
    await send(a, a.site.id, '2027-01-04');
    expect(await mailsOf(a.agency.id)).toHaveLength(before);
    expect(await reportRow(a.site.id, '2027-01-04')).toMatchObject({ empty: true });
  });

  it('sends a site whose customer has no contact asking for it nothing, and records nothing', async () => {
    await send(a, a.unasked.id);
    expect(await reportRow(a.unasked.id)).toBeUndefined();
    expect((await mailsOf(a.agency.id)).some((m) => m.subject.includes('Bureaux'))).toBe(false);
  });

  it('keeps each agency to its own: another agency’s site named with agency A reports nothing', async () => {
    await send(a, b.site.id);
    expect(await reportRow(b.site.id)).toBeUndefined();
    await send(b);
    const mails = await mailsOf(b.agency.id);
    expect(mails.map((m) => m.to).sort()).toEqual([...b.recipients].sort());
    expect(mails[0].fromName).toBe('Gardiennage Ouest');
    expect(mails[0].text).toContain(b.services.worked.reference);
    expect(mails[0].text).not.toContain(a.services.worked.reference);
    const ids = mails.map((m) => m.id);
    const files = await t.database.db.select().from(mailAttachments).where(inArray(mailAttachments.mailId, ids));
    const head = pdfText(Buffer.from(files.find((f) => f.contentType === 'application/pdf')!.content)).join('');
    expect(head).not.toContain(a.services.worked.reference);
  });

  it('leaves the main courante out for a site that does not let its customer read it', async () => {
    await t.database.db
      .update(sites)
      .set({ rightsCustomer: ['instructions.view'] })
      .where(eq(sites.id, a.site.id));
    await t.database.db.delete(dailyReports).where(eq(dailyReports.siteId, a.site.id));
    const before = (await mailsOf(a.agency.id)).map((m) => m.id);
    await send(a);
    const fresh = (await mailsOf(a.agency.id)).filter((m) => !before.includes(m.id));
    expect(fresh).toHaveLength(a.recipients.length);
    expect(fresh[0].text).toContain('1 service · 1 ronde effectuée · 1 ronde non effectuée · 0 événement · 1 alerte');
    expect(fresh[0].text).not.toContain('Porte du quai 3');
    expect(fresh[0].html).not.toContain('cid:');
  });

  it('counts no round as missed on a service still running when the report leaves (a night’s)', async () => {
    await t.database.db
      .update(services)
      .set({ status: ServiceStatus.Started, realEndAt: null })
      .where(eq(services.id, a.services.worked.id));
    await t.database.db.delete(dailyReports).where(eq(dailyReports.siteId, a.site.id));
    const before = (await mailsOf(a.agency.id)).map((m) => m.id);
    await send(a);
    const [fresh] = (await mailsOf(a.agency.id)).filter((m) => !before.includes(m.id));
    expect(fresh.text).toContain('1 service · 1 ronde effectuée · 0 ronde non effectuée');
    expect(fresh.text).toContain('réel 08:04 – en cours');
    expect(fresh.text).toContain('Aucune ronde manquée.');
  });
});
