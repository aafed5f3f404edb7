import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serializeRequest } from './request-log.ts';

describe('serializeRequest', () => {
  it('masks access tokens in the logged URL and keeps the rest', () => {
    const req = { method: 'GET', url: '/api/user/stream?a=1&access_token=eyJ.secret.sig&b=2' } as IncomingMessage;
    expect(serializeRequest(req)).toMatchObject({ method: 'GET', url: '/api/user/stream?a=1&access_token=***&b=2' });
    const first = { method: 'GET', url: '/api/x?access_token=eyJ' } as IncomingMessage;
    expect(serializeRequest(first).url).toBe('/api/x?access_token=***');
  });
});
