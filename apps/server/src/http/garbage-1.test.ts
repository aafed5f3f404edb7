import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { fuzzRoutes } from './garbage-kit.ts';

fuzzRoutes(0, 2);

describe('body limit', () => {
  const small = useTestApp({ bodyLimit: 1024 });

  it('answers 413 with the spec message for a body over the limit', async () => {
    const response = await small.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'a@b.fr', password: 'x'.repeat(2048) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Erreur: fichiers volumineux' });
  });
});
