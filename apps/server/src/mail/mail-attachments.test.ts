import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { mailAttachments, mailOutbox } from '../db/schema/platform.ts';
import { useTestSmtp } from '../testing/smtp-server.ts';
import { useTestApp } from '../testing/test-app.ts';
import { registerMailJobs } from './mail-jobs.ts';
import { queueMail } from './queue-mail.ts';

// A real SMTP server on loopback: its port goes into the config before the app starts.
const overrides: Partial<Config> = { mailViewer: false, mailFrom: 'Sécurité Plateforme <no-reply@test.local>' };
const received = useTestSmtp(overrides);

const t = useTestApp(overrides);
beforeAll(() => registerMailJobs(t.app.ctx));

/** The base64 body of the MIME part named `filename`, decoded. */
function attachmentOf(raw: string, filename: string): Buffer | null {
  const start = raw.indexOf(`filename=${filename}`);
  if (start < 0) return null;
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}

describe('mail attachments', () => {
  it('keeps the files beside the outbox mail and sends them over SMTP, byte for byte', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), Buffer.from([0, 1, 2, 250, 251, 252, 255])]);
    const csv = Buffer.from('Date;Début\n14/12/2026;08:00\n', 'utf8');
    const mailId = await queueMail(t.app.ctx, {
      to: 'agent.pj@test.local',
      subject: 'Votre planning',
      text: 'Ci-joint votre planning.',
      attachments: [
        { filename: 'planning.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'planning.csv', contentType: 'text/csv', content: csv },
      ],
    });
    const stored = await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mailId));
    expect(stored.map((file) => [file.filename, file.size])).toEqual(
      expect.arrayContaining([
        ['planning.pdf', pdf.length],
        ['planning.csv', csv.length],
      ]),
    );
    expect(Buffer.compare(stored.find((file) => file.filename === 'planning.pdf')!.content, pdf)).toBe(0);

    await t.app.ctx.jobs.drain();
    expect(received).toHaveLength(1);
    const [{ raw }] = received;
    expect(raw).toMatch(/Content-Type: application\/pdf; name=planning\.pdf/);
    expect(attachmentOf(raw, 'planning.pdf')?.equals(pdf)).toBe(true);
    expect(attachmentOf(raw, 'planning.csv')?.toString('utf8')).toBe(csv.toString('utf8'));
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(row.status).toBe('sent');
  });

  it('sends a mail without attachments as before, and deletes the files with their mail', async () => {
    const plain = await queueMail(t.app.ctx, { to: 'sans.pj@test.local', subject: 'Sans pièce', text: 'Texte' });
    await t.app.ctx.jobs.drain();
    expect(received.at(-1)?.raw).not.toMatch(/Content-Disposition: attachment/);
    expect(await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, plain))).toEqual([]);

    const withFile = await queueMail(t.app.ctx, {
      to: 'supprime@test.local',
      subject: 'À supprimer',
      text: 'Texte',
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') }],
    });
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.id, withFile));
    expect(await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, withFile))).toEqual([]);
  });

  it('gives a picture the HTML shows inline its Content-ID (the daily report’s thumbnails), and no other file', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await queueMail(t.app.ctx, {
      to: 'vignettes@test.local',
      subject: 'Rapport',
      text: 'Texte',
      html: '<html><body><p>Photo :</p><img src="cid:vignette-1.png" alt=""></body></html>',
      attachments: [
        { filename: 'rapport.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
        { filename: 'vignette-1.png', contentType: 'image/png', content: png },
      ],
    });
    await t.app.ctx.jobs.drain();
    const raw = received.at(-1)?.raw ?? '';
    expect(raw).toMatch(/Content-ID: <vignette-1\.png>/);
    expect(raw.match(/Content-ID:/g)).toHaveLength(1);
    expect(attachmentOf(raw, 'vignette-1.png')?.equals(png)).toBe(true);
  });
});
