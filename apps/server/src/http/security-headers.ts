import { mapTileOrigin } from '@securite/domain/maps/map-tiles';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer, fitted to what the built app does: its own scripts only (Vite emits
 * no inline script; the service worker and its registration are files of the app), inline styles (MUI's emotion
 * writes <style> tags at run time), images from the app, data: URIs (the favicon, the signature pad's drawing) and
 * blob: URLs (photos, badges and documents fetched with the bearer token), the map tiles' origin, and calls to the
 * app's own API and event streams only, workers of the app's own code (files, or qr-scanner's blob:). No page may frame the app (clickjacking), no plugin runs.
 */
export function contentSecurityPolicy(https: boolean, tileUrl: string | null): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tileUrl ? [mapTileOrigin(tileUrl)] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // qr-scanner (the rounds' QR codes) starts its decoding worker from a blob: URL of its own code.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src-attr': ["'none'"],
    // Over plain HTTP (a laptop, a test) upgrading would send the app's own requests to an HTTPS port nobody serves.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer (helmet): the policy above, HSTS when the app is served over HTTPS (PUBLIC_URL),
 * no framing, no MIME sniffing, and a referrer policy that sends other sites the origin only: the map tile
 * servers ask for a Referer, and the app's paths (and their ids) stay private. Helmet's middleware is built once
 * (the Fastify plugin built it again for every request, parsing the policy each time).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  tileUrl: string | null,
): Promise<void> {
  const https = publicUrl.startsWith('https:');
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https, tileUrl) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // The tiles and the geocoder are other origins fetched by the app, not the reverse: the default same-origin
    // resource policy stays.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

/**
 * API answers hold tokens and personal data: no browser, proxy or service worker may keep them
 * (`Cache-Control: no-store`). A route that chose its own caching (a file, a stream) keeps it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
