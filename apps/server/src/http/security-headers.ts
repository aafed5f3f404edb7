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
 * What an API answer (JSON, a file, an event stream) carries, OWASP's set for a REST API: it is no document, so its
 * policy allows nothing and no framing, no MIME sniffing, the same referrer and opener policies as the pages, read by
 * the app's own origin only, kept out of every cache (`Cache-Control: no-store`: tokens and personal data; a route
 * that chose its own caching sets its own header, which replaces this one), and HSTS over HTTPS. A tenth of the
 * pages' bytes: on the cheapest routes the headers were most of the answer's cost.
 */
export function apiHeaders(https: boolean): Array<[string, string]> {
  return [
    [
      'content-security-policy',
      `default-src 'none'; frame-ancestors 'none'${https ? '; upgrade-insecure-requests' : ''}`,
    ],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['cache-control', 'no-store'],
    ...(https ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
  ];
}

/**
 * Security headers on every answer: the API's set above on /api/ (the pages there aside: its documentation, the
 * development mail viewer), and helmet's on
 * the pages and assets: the policy above, HSTS when the app is served over HTTPS (PUBLIC_URL), no framing, no MIME
 * sniffing, and a referrer policy that sends other sites the origin only: the map tile servers ask for a Referer,
 * and the app's paths (and their ids) stay private. Helmet's middleware is built once (the Fastify plugin built it
 * again for every request, parsing the policy each time). Set on the raw answer, as helmet does, so that a route that
 * takes the answer over (an event stream) keeps them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  tileUrl: string | null,
): Promise<void> {
  const https = publicUrl.startsWith('https:');
  const pageHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https, tileUrl) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // The tiles and the geocoder are other origins fetched by the app, not the reverse: the default same-origin
    // resource policy stays.
    crossOriginEmbedderPolicy: false,
  });
  const api = apiHeaders(https);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    // The API's documentation and the development mail viewer are pages (HTML, images): they keep the pages' set.
    if (url.startsWith('/api/') && !url.startsWith('/api/docs') && !url.startsWith('/api/dev/')) {
      const raw = reply.raw;
      for (const [name, value] of api) raw.setHeader(name, value);
      done();
      return;
    }
    // A page under /api/ holds what the API does (the viewer's reset links): no cache keeps it either.
    if (url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
    pageHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
