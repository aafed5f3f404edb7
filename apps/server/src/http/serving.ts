import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ after its content: a new build gives new names, so they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files must be checked at each visit, or a deploy would not reach the browser. */
const REVALIDATE = 'no-cache';

export function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

/**
 * Brotli or gzip for every answer over 1 KiB whose type compresses (JSON, scripts, styles, HTML).
 * Brotli at quality 4: close to gzip's speed for dynamic answers, smaller. The event stream is hijacked and
 * never goes through it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** The built web app, with long-lived caching for hashed assets. */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route for every file, looked up when asked (one per file was a glob of the build and a thousand routes at
    // each start, a sixth of it).
    wildcard: true,
    // The build writes .br and .gz beside each script, style and page: sent as they are to a browser accepting them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(root, filePath)),
  });
}
