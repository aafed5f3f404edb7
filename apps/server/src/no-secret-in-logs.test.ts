import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { mailOutbox } from './db/schema/platform.ts';
import { buildUser, TEST_PASSWORD } from './testing/factories.ts';
import { openTestDatabase } from './testing/test-database.ts';

const JWT_SECRET = 'jwt-secret-for-the-log-test-0123456789';
const SMTP_PASSWORD = 'smtp-Pa55word-in-url';
const STRIPE_KEY = 'sk_test_51LogTestStripeKey0123456789';
const WEBHOOK_SECRET = 'whsec_LogTestWebhookSecret0123';
const WRONG_PASSWORD = 'Mauvais-Essai-42';
const NEW_PASSWORD = 'Nouveau-Secret-2026';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
/** Every secret the flows below handle; none may appear in any log line. */
const secrets: string[] = [JWT_SECRET, SMTP_PASSWORD, STRIPE_KEY, WEBHOOK_SECRET, TEST_PASSWORD, WRONG_PASSWORD];
const saved = { stripe: process.env.STRIPE_SECRET_KEY, webhook: process.env.STRIPE_WEBHOOK_SECRET };

beforeAll(async () => {
  // The payment keys come from the environment, as they will in production.
  process.env.STRIPE_SECRET_KEY = STRIPE_KEY;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  const opened = await openTestDatabase();
  database = opened.database;
  drop = opened.drop;
  const config = testConfig({
    logLevel: 'trace',
    jwtSecret: JWT_SECRET,
    // Nothing listens on port 9: delivering a mail fails, and the failure is logged.
    smtpUrl: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:9`,
  });
  app = await buildApp({ config, database, logDestination: capture });
  // A route that fails the way a careless library might: its error quotes the configuration and a token.
  app.get('/api/test/boom', { config: { public: true } }, async () => {
    throw new Error(`échec : ${config.smtpUrl} ${JWT_SECRET} ${process.env.STRIPE_SECRET_KEY}`);
  });
  await app.ready();
}, 300_000);

afterAll(async () => {
  await app?.close();
  await drop?.();
  process.env.STRIPE_SECRET_KEY = saved.stripe;
  process.env.STRIPE_WEBHOOK_SECRET = saved.webhook;
  if (saved.stripe === undefined) delete process.env.STRIPE_SECRET_KEY;
  if (saved.webhook === undefined) delete process.env.STRIPE_WEBHOOK_SECRET;
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe('no secret in the logs', () => {
  it('logs the login, refresh, forgot-password, reset and error flows without any secret', async () => {
    const user = await buildUser(database.db);
    expect((await post('/api/login_check', { username: user.email, password: WRONG_PASSWORD })).statusCode).toBe(401);
    const login = await post('/api/login_check', { username: user.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const pair = login.json() as { token: string; refresh_token: string; device_token: string };
    secrets.push(pair.token, pair.refresh_token, pair.device_token);

    const me = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${pair.token}` },
    });
    expect(me.statusCode).toBe(200);
    const stream = await app.inject({ method: 'GET', url: `/api/user/stream?access_token=${pair.token}x` });
    expect(stream.statusCode).toBe(401);
    const ticket = await app.inject({
      method: 'POST',
      url: '/api/stream-ticket',
      headers: { authorization: `Bearer ${pair.token}` },
    });
    expect(ticket.statusCode).toBe(200);
    secrets.push(ticket.json().ticket);
    // A ticket refused (a typo) is logged with its URL: without the ticket.
    const refused = await app.inject({ method: 'GET', url: `/api/user/stream?ticket=${ticket.json().ticket}x` });
    expect(refused.statusCode).toBe(401);
    const refreshed = await post('/api/token/refresh', { refresh_token: pair.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    secrets.push(refreshed.json().token, refreshed.json().refresh_token);
    // A retried refresh (the phone lost the answer) is answered again.
    expect((await post('/api/token/refresh', { refresh_token: pair.refresh_token })).statusCode).toBe(200);

    expect((await post('/api/user/forgot-password', { username: user.email })).statusCode).toBe(200);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const resetToken = decodeURIComponent(/reinitialisation-mot-de-passe\/([^\s/]+)/.exec(mail.text)?.[1] ?? '');
    expect(resetToken.length).toBeGreaterThan(30);
    secrets.push(resetToken, NEW_PASSWORD);
    // Delivery over the SMTP URL fails: its error is logged, without the URL's password.
    await expect(app.ctx.mailer.deliver(mail.id)).rejects.toThrow();
    app.log.error({ err: new Error('envoi impossible'), mail: mail.id }, 'mail not sent');
    const reset = await app.inject({
      method: 'PUT',
      url: `/api/user/forgot-password/${encodeURIComponent(resetToken)}`,
      payload: { password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await post('/api/login_check', { username: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    // A 500 whose error quotes secrets, a configuration logged whole, a database error with its parameters.
    expect((await app.inject({ method: 'GET', url: '/api/test/boom' })).statusCode).toBe(500);
    app.log.info({ config: app.ctx.config, env: { ...process.env } }, 'configuration');
    const dbError = Object.assign(
      new Error(`Failed query: update users set password_hash = $1\nparams: ${NEW_PASSWORD}`),
      {
        code: '23505',
      },
    );
    app.log.warn({ err: dbError }, 'request refused by the database');

    // The flows above did write lines (the debug line of each request among them) …
    const text = lines.join('');
    expect(text).toContain('request completed');
    expect(text).toContain('/api/user/forgot-password/');
    expect(text).toContain('request failed');
    // … and not one secret.
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(8);
      const found = lines.filter((line) => line.includes(secret));
      expect(found, `secret ${secret.slice(0, 6)}… in the logs`).toEqual([]);
    }
  });
});
