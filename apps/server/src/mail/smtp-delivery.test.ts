import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { jobs, mailOutbox } from '../db/schema/platform.ts';
import { buildUser } from '../testing/factories.ts';
import { useTestSmtp } from '../testing/smtp-server.ts';
import { useTestApp } from '../testing/test-app.ts';
import { registerMailJobs } from './mail-jobs.ts';
import { createMailer } from './mailer.ts';
import { MAIL_DELIVER_QUEUE } from './queue-mail.ts';

// A real SMTP server on loopback, started before the app so that its port can go into the config.
const overrides: Partial<Config> = { mailViewer: false, mailFrom: 'Sécurité Plateforme <no-reply@test.local>' };
const received = useTestSmtp(overrides);

const t = useTestApp(overrides);
beforeAll(() => registerMailJobs(t.app.ctx));

/** Undoes quoted-printable (soft line breaks and =XX bytes), enough to read the mail's text part. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail over SMTP', () => {
  it('delivers the password reset mail to the SMTP server', async () => {
    const user = await buildUser(t.database.db, { firstname: 'Noé' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { username: user.email },
    });
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(0);
    expect(await t.app.ctx.jobs.drain()).toBe(1);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('no-reply@test.local');
    expect(mail.to).toEqual([user.email]);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Bonjour Noé,');
    expect(body).toMatch(/http:\/\/localhost:\d+\/#\/reinitialisation-mot-de-passe\/[\w-]+/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);

    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(row.status).toBe('sent');
    expect(row.sentAt).not.toBeNull();
    expect(row.messageId).toBeTruthy();
  });

  it('hides the development viewer when SMTP is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mails' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mails.json' })).statusCode).toBe(404);
  });

  it('marks a mail failed and leaves its job to retry when the SMTP server is unreachable', async () => {
    const config = { ...t.app.ctx.config, smtpUrl: `smtp://127.0.0.1:${await freePort()}?ignoreTLS=true` };
    const mailer = createMailer(config, t.database.db, pino({ level: 'silent' }));
    const id = await mailer.record({ to: 'panne@test.local', subject: 'Essai', text: 'Essai' });
    await expect(mailer.deliver(id)).rejects.toThrow();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();

    // Through the queue, the failure is a retry later, not a lost mail.
    await t.app.ctx.jobs.enqueue(MAIL_DELIVER_QUEUE, { mailId: id }, { uniqueKey: `test:${id}` });
    const unreachable = { ...t.app.ctx, mailer };
    registerMailJobs(unreachable);
    await t.app.ctx.jobs.drain();
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `test:${id}`));
    expect(job).toMatchObject({ attempts: 1, failedAt: null, doneAt: null });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
    registerMailJobs(t.app.ctx);
  });
});
