import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from './change-contract-status.ts';

/** The IP (behind the trusted proxy) and user agent a signature records, cut to a sane length. */
export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip ? request.ip.slice(0, 64) : null,
    userAgent: typeof agent === 'string' && agent ? agent.replaceAll('\u0000', '').slice(0, 500) : null,
  };
}
