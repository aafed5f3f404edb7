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
});
