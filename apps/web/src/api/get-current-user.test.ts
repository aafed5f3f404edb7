import { beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures.ts';
import { json, mockApi } from '../test/mock-api.ts';
import { logout } from './client.ts';
import { getCurrentUser } from './get-current-user.ts';
import { lastUser } from './last-user.ts';
import { tokenStore } from './token-store.ts';

beforeEach(() => {
  lastUser.forget();
  tokenStore.set({ token: 't', refresh_token: 'r' });
});

describe('getCurrentUser', () => {
  it('keeps the user on the device and gives it back without network, until logout', async () => {
    mockApi({ 'GET /api/user': () => json(fixtures.agent) });
    expect((await getCurrentUser()).email).toBe('agent@demo.test');
    mockApi({ 'GET /api/user': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect((await getCurrentUser()).email).toBe('agent@demo.test');
    logout();
    tokenStore.set({ token: 't', refresh_token: 'r' });
    await expect(getCurrentUser()).rejects.toThrow('Impossible de joindre le serveur');
  });

  it('does not hide the server’s refusals behind the kept user', async () => {
    lastUser.keep(fixtures.agent);
    mockApi({ 'GET /api/user': () => json({ code: 'FORBIDDEN', message: 'Refusé' }, 403) });
    await expect(getCurrentUser()).rejects.toThrow('Refusé');
  });
});
