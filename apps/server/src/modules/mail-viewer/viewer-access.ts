import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authenticate } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Who may read the development outbox (it holds password-reset links): a browser on the server's own machine,
 * talking to it directly (the socket's address, not the client address a proxy claims; a request that came
 * through a proxy is not local), or a platform admin's bearer token. Anyone else gets the 404 of an unknown route.
 */
export async function assertMailViewerAccess(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (isLoopback(request.socket.remoteAddress) && !proxied) return;
  if (request.headers.authorization) {
    const auth = await authenticate(ctx.db, ctx.secret, request).catch(() => null);
    if (auth?.platformRole === 'admin' || auth?.platformRole === 'superAdmin') return;
  }
  throw notFound();
}
