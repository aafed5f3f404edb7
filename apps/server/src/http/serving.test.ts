import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { cacheControlFor } from './serving.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'securite-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
const script = `console.log(${JSON.stringify('planning '.repeat(2000))});\n`;
fs.writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>x</title>${'<!-- -->'.repeat(300)}`);
fs.writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), script);
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
// A script the build compressed itself (brotli 11 and gzip 9 beside it): its compressed files are sent as they are.
const built = `console.log(${JSON.stringify('rondes '.repeat(3000))});\n`;
const builtBr = zlib.brotliCompressSync(built, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const builtGz = zlib.gzipSync(built, { level: 9 });
fs.writeFileSync(path.join(webDist, 'assets', 'page-XyZ789.js'), built);
fs.writeFileSync(path.join(webDist, 'assets', 'page-XyZ789.js.br'), builtBr);
fs.writeFileSync(path.join(webDist, 'assets', 'page-XyZ789.js.gz'), builtGz);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ webDist });

describe('serving the web app', () => {
  it('caches hashed assets for a year, and makes the browser check index.html and unhashed files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/favicon.svg']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends scripts compressed with brotli or gzip, as the browser accepts', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends the build's own .br and .gz files as they are, with the script's type and caching", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/page-XyZ789.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(br.rawPayload, builtBr)).toBe(0);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/page-XyZ789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(gzip.rawPayload, builtGz)).toBe(0);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/page-XyZ789.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(built);
  });

  it('compresses large API answers and leaves small ones as they are', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    const json = JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString()) as { openapi: string };
    expect(json.openapi).toMatch(/^3\./);
    const version = await t.app.inject({ method: 'GET', url: '/api/version', headers: { 'accept-encoding': 'br' } });
    expect(version.statusCode).toBe(200);
    expect(version.headers['content-encoding']).toBeUndefined();
  });
});

describe('cacheControlFor', () => {
  it('marks only files below assets/ as immutable', () => {
    expect(cacheControlFor('/dist', '/dist/assets/a-1.js')).toContain('immutable');
    expect(cacheControlFor('/dist', '/dist/assets/fonts/b-2.woff2')).toContain('immutable');
    expect(cacheControlFor('/dist', '/dist/index.html')).toBe('no-cache');
    expect(cacheControlFor('/dist', '/dist/assets.js')).toBe('no-cache');
  });
});
