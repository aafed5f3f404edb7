import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** The request as logged: like Fastify's default, with any access token in the query string masked. */
export function serializeRequest(req: IncomingMessage & { ip?: string; host?: string }) {
  return {
    method: req.method,
    url: req.url?.replace(/([?&](?:access_token|ticket)=)[^&]*/g, '$1***'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** At debug level and below, one line per answered request (status and time), as Fastify's own used to at info. */
export function logEveryRequest(app: FastifyInstance, log: Logger): void {
  if (!log.isLevelEnabled('debug')) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
}
