import { AppError } from '@securite/domain/errors/app-error';
import { describe, expect, it } from 'vitest';
import { assertFakeWritable } from './fake-data.ts';

const agency = '/api/agency/3f1c2b1e-0000-4000-8000-000000000001';

describe('assertFakeWritable', () => {
  it('lets real objects be written anywhere', () => {
    expect(() => assertFakeWritable({ url: `${agency}/customer` }, { fake: false })).not.toThrow();
  });

  it('refuses writing a fake object with 403 FAKE_DATA_WRITE and the French message', () => {
    try {
      assertFakeWritable({ url: `${agency}/customer?x=1` }, { fake: true });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 403,
        code: 'FAKE_DATA_WRITE',
        message: 'Les données de démonstration ne peuvent pas être modifiées ici.',
      });
    }
  });

  it('allows fake objects on agency, error-reporting and fetch paths, whatever the query string', () => {
    for (const url of [`${agency}/fetch/customers?page=2`, agency, '/api/agency', '/api/errors', `${agency}/fetch`]) {
      expect(() => assertFakeWritable({ url }, { fake: true }), url).not.toThrow();
    }
  });

  it('does not let a query string open a refused path', () => {
    expect(() => assertFakeWritable({ url: `${agency}/customer?next=/fetch/x` }, { fake: true })).toThrow(AppError);
  });
});
