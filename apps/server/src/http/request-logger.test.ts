import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyRequestLogger } from './request-logger.ts';

function capture(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const parent = pino({ level, redact: { paths: ['password'], censor: '***' } }, stream);
  return { parent, lines };
}

describe('a request’s lazy logger', () => {
  it('writes what a child would, with the request’s bindings and the redaction', async () => {
    const { parent, lines } = capture();
    const log = new LazyRequestLogger(parent, { reqId: 'req-1' });
    log.info({ password: 'secret', at: 1 }, 'hello');
    log.debug('not at info');
    log.child({ job: 'x' }).warn('from a child');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map(({ reqId, msg, password, job }) => ({ reqId, msg, password, job }))).toEqual([
      { reqId: 'req-1', msg: 'hello', password: '***', job: undefined },
      { reqId: 'req-1', msg: 'from a child', password: undefined, job: 'x' },
    ]);
    expect(log.bindings()).toEqual({ reqId: 'req-1' });
  });

  it('reads the level of its parent until it has one of its own', () => {
    const { parent } = capture('warn');
    const log = new LazyRequestLogger(parent, { reqId: 'req-2' });
    expect(log.level).toBe('warn');
    expect(log.isLevelEnabled('info')).toBe(false);
    log.level = 'debug';
    expect(log.isLevelEnabled('debug')).toBe(true);
    expect(parent.level).toBe('warn');
  });

  it('writes at its own level once it has one', async () => {
    const { parent, lines } = capture('warn');
    const log = new LazyRequestLogger(parent, { reqId: 'req-3' });
    log.level = 'debug';
    log.debug('now written');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => line.msg)).toEqual(['now written']);
  });
});
