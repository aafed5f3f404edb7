import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { createLogger, knownSecrets, secretScrubber, serializeError } from './logger.ts';

const JWT_SECRET = 'jwt-secret-for-the-log-test-0123456789';

describe('secretScrubber', () => {
  const scrub = secretScrubber(['literal-secret-value', 'a"quoted\\secret']);

  it('masks literal secrets, also as escaped in a JSON line', () => {
    expect(scrub('{"msg":"x literal-secret-value y"}')).toBe('{"msg":"x [masqué] y"}');
    expect(scrub(JSON.stringify({ msg: 'a"quoted\\secret' }))).toBe('{"msg":"[masqué]"}');
  });

  it('masks tokens, keys and URL passwords by their shape', () => {
    expect(scrub('Bearer abc.def-ghi')).toBe('Bearer [masqué]');
    expect(scrub('t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe('t=[masqué]');
    expect(scrub('postgres://app:motdepasse@db:5432/x')).toBe('postgres://app:[masqué]@db:5432/x');
    expect(scrub('key sk_live_abcdefgh1234 and whsec_abcdefgh1234')).toBe('key [masqué] and [masqué]');
    expect(scrub('/api/user/stream?access_token=abc&x=1')).toBe('/api/user/stream?access_token=[masqué]&x=1');
    expect(scrub('refresh 3f1c2b1e-0000-4000-8000-000000000001.aGVsbG8td29ybGQtaGVsbG8td29ybGQ')).toBe(
      'refresh 3f1c2b1e-0000-4000-8000-000000000001.[masqué]',
    );
    const token = 'Qk3J8y1VdB5n0lZr7mX2pW9cT4sH6gA_-eFuLoKiNjM';
    expect(scrub(`/api/user/forgot-password/${token}`)).toBe('/api/user/forgot-password/[masqué]');
  });

  it('keeps ids, dates and ordinary words', () => {
    const line = '{"url":"/api/agency/3f1c2b1e-0000-4000-8000-000000000001/site/3f1c2b1e-0000-4000-8000-000000000002"}';
    expect(scrub(line)).toBe(line);
    expect(scrub('2026-03-01T08:00:00Z tout va bien')).toBe('2026-03-01T08:00:00Z tout va bien');
  });

  it('collects the secrets of the configuration and of secret-named variables', () => {
    const found = knownSecrets(
      {
        ...testConfigLike(),
        smtpUrl: 'smtp://u:pass-word-1@h:25',
        databaseUrl: 'postgres://a:db-password@h/x',
      },
      { STRIPE_SECRET_KEY: 'sk_test_123456789', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE12', PORT: '3000', HOME: '/root' },
    );
    expect(found).toEqual(expect.arrayContaining([JWT_SECRET, 'pass-word-1', 'db-password', 'sk_test_123456789']));
    expect(found).not.toContain('3000');
    expect(found).not.toContain('/root');
  });
});

function testConfigLike() {
  return testConfig({ jwtSecret: JWT_SECRET });
}

describe('the logger', () => {
  it('logs any err value (an Error, a string, a number, null, an object) without throwing', () => {
    const lines: string[] = [];
    const log = createLogger(testConfig({ logLevel: 'info' }), {
      write: (line: string) => {
        lines.push(line);
      },
    });
    const failure = new Error('connexion refusée\nparams: secret-du-client');
    for (const err of [failure, 'fetch failed', 42, null, undefined, { code: 'ECONNREFUSED' }])
      expect(() => log.warn({ err }, 'geocoder unreachable')).not.toThrow();
    const logged = lines.map((line) => JSON.parse(line).err);
    expect(logged[0]).toMatchObject({ type: 'Error', message: 'connexion refusée' });
    expect(logged.slice(1)).toEqual(['fetch failed', 42, null, undefined, { code: 'ECONNREFUSED' }]);
    expect(serializeError('x\nparams: 1, 2')).toBe('x');
  });
});
