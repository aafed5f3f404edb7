import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logEveryRequest, serializeRequest } from './request-log.ts';

describe('serializeRequest', () => {
  it('masks access tokens in the logged URL and keeps the rest', () => {
    const req = { method: 'GET', url: '/api/user/stream?a=1&access_token=eyJ.secret.sig&b=2' } as IncomingMessage;
    expect(serializeRequest(req)).toMatchObject({ method: 'GET', url: '/api/user/stream?a=1&access_token=***&b=2' });
    const first = { method: 'GET', url: '/api/x?access_token=eyJ' } as IncomingMessage;
    expect(serializeRequest(first).url).toBe('/api/x?access_token=***');
  });
});

function capturingApp(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino(
    { level, serializers: { req: serializeRequest } },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  const app = Fastify({
    loggerInstance: log as unknown as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  logEveryRequest(app, log);
  app.get('/ping', async () => ({ ok: true }));
  return { app, lines };
}

describe('logEveryRequest', () => {
  it('logs nothing per request at info, one line per answered request at debug', async () => {
    const quiet = capturingApp('info');
    await quiet.app.inject({ method: 'GET', url: '/ping?access_token=abc' });
    expect(quiet.lines).toEqual([]);
    const verbose = capturingApp('debug');
    await verbose.app.inject({ method: 'GET', url: '/ping?access_token=abc' });
    const done = verbose.lines.filter((l) => l.msg === 'request completed');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ res: { statusCode: 200 }, req: { method: 'GET', url: '/ping?access_token=***' } });
  });
});
