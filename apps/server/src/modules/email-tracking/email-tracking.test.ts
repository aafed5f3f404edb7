import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { mailEvents, mailOutbox } from '../../db/schema/platform.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestSmtp } from '../../testing/smtp-server.ts';
import { useTestApp } from '../../testing/test-app.ts';

// A real SMTP server on loopback; it refuses the address « refus@… » with a 550, the permanent answer that makes a
// bounce.
const overrides: Partial<Config> = {
  mailViewer: false,
  mailFrom: 'Sécurité Plateforme <no-reply@test.local>',
  publicUrl: 'https://app.test',
};
const received = useTestSmtp(overrides, { refuse: (address) => address.startsWith('refus@') });

const t = useTestApp(overrides);
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let owner: Record<string, string>;
let tracker: Record<string, string>;
let plainStaff: Record<string, string>;
let otherOwner: Record<string, string>;

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['emailTracking.view']);
  b = await buildAgencyWithPeople(t.database.db);
  owner = (await loginAs(t.app, a.owner.user.email)).headers;
  tracker = (await loginAs(t.app, a.staff.user.email)).headers;
  plainStaff = (await loginAs(t.app, b.staff.user.email)).headers;
  otherOwner = (await loginAs(t.app, b.owner.user.email)).headers;
});

/** Decodes quoted-printable soft breaks and =XX bytes, enough to read the html part. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function sendMail(to: string, html?: string) {
  const id = await queueMail(t.app.ctx, {
    to,
    agencyId: a.agency.id,
    kind: 'invoice',
    subject: `Votre facture - F-${to}`,
    text: 'Bonjour, votre facture : https://factures.test/f/1?x=1&y=2',
    html,
    attachments: [{ filename: 'facture.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 x') }],
  });
  await t.app.ctx.mailer.deliver(id).catch(() => undefined);
  return id;
}

const events = (headers: Record<string, string>, body: object = {}, agencyId = a.agency.id) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${agencyId}/fetch/emails/events`, headers, payload: body });
const typesOf = async (mailId: string) =>
  (await t.database.db.select().from(mailEvents).where(eq(mailEvents.mailId, mailId)).orderBy(mailEvents.at))
    .map((e) => e.type)
    .sort();

describe('e-mail tracking', () => {
  it('records queued, sent and delivered; the mail carries the open pixel and its links go through the redirect', async () => {
    const id = await sendMail('client@exemple.test');
    expect(await typesOf(id)).toEqual(['delivered', 'queued', 'sent']);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    const raw = decoded(received.at(-1)?.raw ?? '');
    expect(raw).toContain(`https://app.test/api/mail/open/${mail.trackingToken}.gif`);
    expect(raw).toContain(`href="https://app.test/api/mail/click/${mail.trackingToken}/0"`);
    // The text part keeps the real address.
    expect(raw).toContain('https://factures.test/f/1?x=1&y=2');
  });

  it('records an open (once a minute) and a click, and redirects only to a link the mail held', async () => {
    const id = await sendMail('lecteur@exemple.test');
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    for (let i = 0; i < 2; i += 1) {
      const pixel = await t.app.inject({ method: 'GET', url: `/api/mail/open/${mail.trackingToken}.gif` });
      expect(pixel.statusCode).toBe(200);
      expect(pixel.headers['content-type']).toBe('image/gif');
    }
    const click = await t.app.inject({ method: 'GET', url: `/api/mail/click/${mail.trackingToken}/0` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://factures.test/f/1?x=1&y=2');
    expect(await typesOf(id)).toEqual(['clicked', 'delivered', 'opened', 'queued', 'sent']);
    expect((await t.app.inject({ method: 'GET', url: `/api/mail/click/${mail.trackingToken}/1` })).statusCode).toBe(
      404,
    );
    const forged = await t.app.inject({ method: 'GET', url: `/api/mail/click/${'0'.repeat(32)}/0` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe('Ce lien n’existe pas ou n’est plus valable.');
    expect((await t.app.inject({ method: 'GET', url: '/api/mail/open/inconnu.gif' })).statusCode).toBe(200);
  });

  it('records a bounce from the SMTP answer, without retrying', async () => {
    const id = await sendMail('refus@exemple.test');
    expect(await typesOf(id)).toEqual(['bounced', 'queued']);
    const page = await events(owner, { filters: { types: ['bounced'] } });
    expect(page.json().data[0]).toMatchObject({
      type: 'bounced',
      mail: { id, to: 'refus@exemple.test', kind: 'invoice' },
    });
    expect(page.json().data[0].detail).toContain('550');
  });

  it('lists the events newest first for the owner and staff with the right, filtered by type, kind and search', async () => {
    const all = await events(tracker);
    expect(all.statusCode).toBe(200);
    const ats = all.json().data.map((row: { at: string }) => row.at);
    expect(ats).toEqual([...ats].sort().reverse());
    expect(all.json().total).toBeGreaterThanOrEqual(8);
    const opened = await events(owner, { filters: { types: ['opened'] } });
    expect(opened.json().data.map((row: { mail: { to: string } }) => row.mail.to)).toEqual(['lecteur@exemple.test']);
    const searched = await events(owner, { filters: { search: 'LECTEUR' } });
    expect(searched.json().total).toBe(5);
    expect((await events(owner, { filters: { kinds: ['planning'] } })).json().total).toBe(0);
    const bad = await events(owner, { filters: { types: ['lu'] } });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the content as written, its history and its attachments; another agency gets 404', async () => {
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lecteur@exemple.test'));
    const base = `/api/agency/${a.agency.id}/fetch/emails/${mail.id}`;
    const content = await t.app.inject({ method: 'GET', url: `${base}/content`, headers: tracker });
    expect(content.statusCode).toBe(200);
    expect(content.json()).toMatchObject({ subject: 'Votre facture - F-lecteur@exemple.test', html: null });
    expect(content.json().text).toContain('https://factures.test/f/1');
    expect(content.json().events.map((e: { type: string }) => e.type)[0]).toBe('queued');
    const files = await t.app.inject({ method: 'GET', url: `${base}/attachments`, headers: tracker });
    expect(files.json()).toEqual([
      expect.objectContaining({ filename: 'facture.pdf', contentType: 'application/pdf' }),
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: `${base}/attachments/${files.json()[0].id}`,
      headers: tracker,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString()).toBe('%PDF-1.7 x');
    const other = `/api/agency/${b.agency.id}/fetch/emails/${mail.id}`;
    expect((await t.app.inject({ method: 'GET', url: `${other}/content`, headers: otherOwner })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${base}/content`, headers: otherOwner })).statusCode).toBe(404);
    const malformed = `/api/agency/${a.agency.id}/fetch/emails/pas-un-id/content`;
    expect((await t.app.inject({ method: 'GET', url: malformed, headers: owner })).json().message).toBe(
      'E-mail introuvable',
    );
    expect((await events(otherOwner, {}, b.agency.id)).json().total).toBe(0);
  });

  it('is refused to staff without the right', async () => {
    const refused = await events(plainStaff, {}, b.agency.id);
    expect(refused.statusCode).toBe(403);
  });
});
