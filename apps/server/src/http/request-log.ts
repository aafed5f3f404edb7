import type { IncomingMessage } from 'node:http';

/** The request as logged: like Fastify's default, with any access token in the query string masked. */
export function serializeRequest(req: IncomingMessage & { ip?: string; host?: string }) {
  return {
    method: req.method,
    url: req.url?.replace(/([?&]access_token=)[^&]*/g, '$1***'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
