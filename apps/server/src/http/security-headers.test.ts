import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs, TEST_PASSWORD } from '../testing/factories.ts';
import { buildSecondApp, useTestApp } from '../testing/test-app.ts';
import { contentSecurityPolicy } from './security-headers.ts';

// A built web app of a few files, so the page and its assets are answered as in production.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'securite-headers-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="fr"><body></body></html>');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');

const t = useTestApp({ webDist, publicUrl: 'http://localhost:3000' });
let https: FastifyInstance;
beforeAll(async () => {
  https = await buildSecondApp(t, { webDist, publicUrl: 'https://securite.example.fr' });
});
afterAll(async () => {
  await https?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The policy as a map of directive → sources. */
function policyOf(header: unknown): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const directive of String(header).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

const urls = ['/', '/assets/index-abc123.js', '/api/version', '/api/user', '/api/nothing'];
const answers = (app: () => FastifyInstance) =>
  Promise.all(urls.map(async (url) => ({ url, ...(await app().inject({ method: 'GET', url })) })));

describe('security headers', () => {
  it('sends the same protective headers on pages, assets, API answers and errors', async () => {
    for (const response of await answers(() => t.app)) {
      const { url } = response;
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['content-security-policy'], url).toBeDefined();
    }
  });

  it('keeps API answers out of every cache (tokens, the user, errors), and pages and assets cacheable', async () => {
    const user = await buildUser(t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const { token } = await loginAs(t.app, user.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    for (const response of await answers(() => t.app)) {
      if (response.url.startsWith('/api/')) expect(response.headers['cache-control'], response.url).toBe('no-store');
      else expect(response.headers['cache-control'], response.url).not.toBe('no-store');
    }
  });

  it('gives API answers the policy of a non-document, and the pages’ extras only to pages', async () => {
    for (const url of ['/api/version', '/api/user', '/api/nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(policyOf(response.headers['content-security-policy']), url).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
    // The API's documentation and the development mail viewer are pages: they keep the pages' policy (the viewer
    // shows the mails' images, the tracking pixel among them), and the viewer stays out of every cache.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(policyOf(docs.headers['content-security-policy'])['default-src']).toEqual(["'self'"]);
    const viewer = await t.app.inject({ method: 'GET', url: '/api/dev/mails', remoteAddress: '127.0.0.1' });
    expect(policyOf(viewer.headers['content-security-policy'])['img-src']).toContain("'self'");
    expect(viewer.headers['cache-control']).toBe('no-store');
  });

  it('has a Content-Security-Policy the app works with, and nothing looser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    // Only the app's own scripts: no inline script, no eval.
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    // Photos and badges are shown from blob: URLs, the signature pad and the favicon are data: URIs, the maps' tiles
    // come from OpenStreetMap.
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // The QR code reader's worker is made from a blob: URL (qr-scanner); no other origin.
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    // Over plain HTTP, requests are not upgraded to an HTTPS port nobody serves.
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('allows the tiles of the configured server only, and none without tiles', () => {
    expect(contentSecurityPolicy(false, 'https://tuiles.exemple.fr/osm/{z}/{x}/{y}.png')['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tuiles.exemple.fr',
    ]);
    expect(contentSecurityPolicy(false, 'https://{s}.tile.exemple.fr/{z}/{x}/{y}.png')['img-src']).toContain(
      'https://*.tile.exemple.fr',
    );
    expect(contentSecurityPolicy(false, null)['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('sends HSTS only when the public address is HTTPS, and then upgrades insecure requests', async () => {
    for (const response of await answers(() => t.app)) {
      expect(response.headers['strict-transport-security'], response.url).toBeUndefined();
    }
    for (const response of await answers(() => https)) {
      expect(response.headers['strict-transport-security'], response.url).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    }
  });
});
