import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../mail/queue-mail.ts';
import { buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { registerJobHandlers } from '../job-handlers.ts';
import { isLoopback } from './viewer-access.ts';

// No SMTP_URL: the viewer is on and mails stay in the outbox.
const t = useTestApp();
beforeAll(() => registerJobHandlers(t.app.ctx));

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function requestReset(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/forgot-password',
    payload: { username: email },
  });
  expect(response.statusCode).toBe(200);
  await t.app.ctx.jobs.drain();
}

describe('development mail viewer', () => {
  it('is on by default without SMTP', () => {
    expect(t.app.ctx.config.mailViewer).toBe(true);
    expect(t.app.ctx.mailer.smtp).toBe(false);
  });

  it('lists the stored mails newest first, without a token', async () => {
    const first = await buildUser(t.database.db);
    const second = await buildUser(t.database.db);
    await requestReset(first.email);
    await requestReset(second.email);

    const response = await get('/api/dev/mails');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Réinitialisation de votre mot de passe');
    expect(page).toContain('Conservé (pas de SMTP)');
    expect(page.indexOf(second.email)).toBeGreaterThan(0);
    expect(page.indexOf(second.email)).toBeLessThan(page.indexOf(first.email));
  });

  it('gives the reset link as JSON, and the link works', async () => {
    const user = await buildUser(t.database.db);
    await requestReset(user.email);
    const response = await get(`/api/dev/mails.json?to=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ to: user.email, status: 'stored', sentAt: null });
    const [link] = data[0].links as string[];
    expect(link).toMatch(/^http:\/\/localhost:\d+\/#\/reinitialisation-mot-de-passe\//);

    const token = decodeURIComponent(link.split('/').pop()!);
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/user/forgot-password/${encodeURIComponent(token)}`,
      payload: { password: 'Nouveau9x' },
    });
    expect(reset.statusCode).toBe(200);
    await loginAs(t.app, user.email, 'Nouveau9x');
  });

  it('shows one mail: HTML in a sandboxed frame, text with clickable links', async () => {
    const user = await buildUser(t.database.db);
    await requestReset(user.email);
    const [mail] = (await get(`/api/dev/mails.json?to=${user.email}`)).json().data;
    const response = await get(`/api/dev/mails/${mail.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page).toMatch(/srcdoc="&lt;base target=&quot;_blank&quot;&gt;/);
    expect(page).toContain(`<a href="${mail.links[0]}" target="_blank" rel="noopener noreferrer">`);
    expect(page).toContain(user.email);
  });

  it('escapes what a mail contains', async () => {
    const id = await queueMail(t.app.ctx, {
      to: 'x@test.local',
      subject: '<script>alert(1)</script>',
      text: 'Voir <b>https://exemple.fr/?a=1&b=2</b>',
      html: '<p onclick="alert(1)">"citation"</p>',
    });
    const list = (await get('/api/dev/mails')).body;
    expect(list).not.toContain('<script>alert');
    expect(list).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const page = (await get(`/api/dev/mails/${id}`)).body;
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<p onclick');
    expect(page).toContain(
      '&lt;b&gt;<a href="https://exemple.fr/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">' +
        'https://exemple.fr/?a=1&amp;b=2</a>&lt;/b&gt;',
    );
  });

  it('answers 404 for unknown mails and 400 for bad queries, never 500', async () => {
    for (const id of ['abc', randomUUID(), '%27%20or%201%3D1']) {
      const response = await get(`/api/dev/mails/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('E-mail introuvable');
    }
    for (const query of ['limit=0', 'limit=abc', 'limit=1000', `to=${'x'.repeat(300)}`]) {
      expect((await get(`/api/dev/mails.json?${query}`)).statusCode).toBe(400);
    }
    expect((await get('/api/dev/mails.json?limit=1')).json().data).toHaveLength(1);
  });

  it('is not there for anyone reaching the port from elsewhere, unless a platform admin', async () => {
    const admin = await buildUser(t.app.ctx.db, { isAdmin: true });
    const owner = await buildUser(t.app.ctx.db);
    const remote = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7', headers });
    for (const url of ['/api/dev/mails', '/api/dev/mails.json', `/api/dev/mails/${randomUUID()}`]) {
      const response = await remote(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect((await remote(url, (await loginAs(t.app, owner.email)).headers)).statusCode, url).toBe(404);
    }
    // Through a proxy on the same machine the socket is local, but the caller is not.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mails.json',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
    const asAdmin = await remote('/api/dev/mails.json', (await loginAs(t.app, admin.email)).headers);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.length).toBeGreaterThan(0);
  });
});

describe('isLoopback', () => {
  it('knows the loopback addresses, IPv4, IPv6 and IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::2', '', undefined, '127.0.0.1.evil']) {
      expect(isLoopback(address)).toBe(false);
    }
  });
});
