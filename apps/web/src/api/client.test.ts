import { messages } from '@securite/domain/errors/messages';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '../test/mock-api.ts';
import { noticeStore } from '../ui/notices/notice-store.ts';
import { ApiError } from './api-error.ts';
import { maintenanceStore, sessionEvents, sessionInfo } from './app-status.ts';
import { apiRequest } from './client.ts';
import { chooseFakeFilter } from './preferences.ts';
import { tokenStore } from './token-store.ts';

const messagesShown = () => noticeStore.get().map((n) => n.message);
const expired = () => json({ code: 'TOKEN_EXPIRED', message: messages.tokenExpired }, 401);

describe('api client', () => {
  it('sends the bearer token and the chosen fake-data filter', async () => {
    tokenStore.set({ token: 'a1', refresh_token: 'r1' });
    chooseFakeFilter(1);
    const fetchMock = mockApi({ 'GET /api/user': () => json({ ok: true }) });
    await apiRequest('/user');
    const headers = new Headers(fetchMock.mock.calls[0][1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer a1');
    expect(headers.get('X-Fake-Filter')).toBe('1');
  });

  it('shares one refresh between concurrent calls that hit an expired token, then replays each', async () => {
    tokenStore.set({ token: 'old', refresh_token: 'r-old' });
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const answer = (name: string) => (req: { headers: Headers }) =>
      req.headers.get('Authorization') === 'Bearer new' ? json({ name }) : expired();
    const fetchMock = mockApi({
      'POST /api/token/refresh': async ({ body }) => {
        expect(body).toEqual({ refresh_token: 'r-old' });
        await refreshGate;
        return json({ token: 'new', refresh_token: 'r-new' });
      },
      'GET /api/user': answer('a'),
      'GET /api/ui-tutorials': answer('b'),
      'GET /api/maintenance-message': answer('c'),
    });
    const pending = Promise.all([apiRequest('/user'), apiRequest('/ui-tutorials'), apiRequest('/maintenance-message')]);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /token/refresh')).toBe(1));
    releaseRefresh();
    await expect(pending).resolves.toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect(callsTo(fetchMock, 'POST /token/refresh')).toBe(1);
    expect(callsTo(fetchMock, 'GET /user')).toBe(2);
    expect(tokenStore.get()).toEqual({ token: 'new', refresh_token: 'r-new' });
    expect(localStorage.getItem('securite.token')).toBe('new');
  });

  it('replays without a second refresh when the 401 arrives after another call refreshed', async () => {
    tokenStore.set({ token: 'old', refresh_token: 'r-old' });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockApi({
      'POST /api/token/refresh': () => json({ token: 'x', refresh_token: 'y' }),
      'GET /api/user': async ({ headers }) => {
        if (headers.get('Authorization') !== 'Bearer old') return json({ ok: true });
        await gate;
        return expired();
      },
    });
    const pending = apiRequest('/user');
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /user')).toBe(1));
    tokenStore.set({ token: 'newer', refresh_token: 'r-newer' });
    release();
    await expect(pending).resolves.toEqual({ ok: true });
    expect(callsTo(fetchMock, 'POST /token/refresh')).toBe(0);
    expect(tokenStore.get()?.token).toBe('newer');
  });

  it('logs out with the refresh-failure message when the refresh is refused', async () => {
    tokenStore.set({ token: 'old', refresh_token: 'r-old' });
    const loggedOut = vi.fn();
    const off = sessionEvents.on('logged-out', loggedOut);
    mockApi({
      'POST /api/token/refresh': () => json({ code: 'REFRESH_INVALID', message: messages.refreshInvalid }, 401),
      'GET /api/user': expired,
      'GET /api/ui-tutorials': expired,
    });
    const results = await Promise.allSettled([apiRequest('/user'), apiRequest('/ui-tutorials')]);
    off();
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(tokenStore.get()).toBeNull();
    expect(messagesShown()).toEqual([messages.refreshFailed]);
    expect(loggedOut).toHaveBeenCalled();
  });

  it('asks to reconnect when there is no token', async () => {
    const fetchMock = mockApi({});
    await expect(apiRequest('/user')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(messagesShown()).toEqual([messages.noToken]);
  });

  it('logs out with "Veuillez ré-authentifier" on another 401', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({ 'GET /api/user': () => json({ code: 'UNAUTHENTICATED', message: messages.noToken }, 401) });
    await expect(apiRequest('/user')).rejects.toMatchObject({ status: 401 });
    expect(messagesShown()).toEqual([messages.reauthenticate]);
    expect(tokenStore.get()).toBeNull();
  });

  it('shows the server message of a missing right and keeps the session', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const text = 'Vous ne bénéficiez pas de l\'autorisation "Créer des factures".';
    mockApi({ 'POST /api/agency/x/invoice': () => json({ code: 'MISSING_RIGHT', message: text }, 403) });
    await expect(apiRequest('/agency/x/invoice', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'MISSING_RIGHT',
    });
    expect(noticeStore.get()).toMatchObject([{ severity: 'error', message: text }]);
    expect(tokenStore.get()).not.toBeNull();
  });

  it('logs a non-admin out on another 403, but not an admin', async () => {
    mockApi({ 'GET /api/user': () => json({ code: 'FORBIDDEN', message: messages.forbidden }, 403) });
    tokenStore.set({ token: 't', refresh_token: 'r' });
    sessionInfo.isPlatformStaff = true;
    await expect(apiRequest('/user')).rejects.toBeInstanceOf(ApiError);
    expect(tokenStore.get()).not.toBeNull();
    sessionInfo.isPlatformStaff = false;
    await expect(apiRequest('/user')).rejects.toBeInstanceOf(ApiError);
    expect(tokenStore.get()).toBeNull();
  });

  it('shows the maintenance screen with the server message on 503', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({ 'GET /api/user': () => json({ code: 'MAINTENANCE', message: 'Retour à 14 h.' }, 503) });
    await expect(apiRequest('/user')).rejects.toMatchObject({ status: 503 });
    expect(maintenanceStore.get()).toEqual({ message: 'Retour à 14 h.' });
  });

  it('shows the large-files error with its caption on 413', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'POST /api/agency/x/upload': () =>
        json({ code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge, details: 'Limite : 10 Mo.' }, 413),
    });
    await expect(apiRequest('/agency/x/upload', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(noticeStore.get()).toMatchObject([{ message: 'Erreur: fichiers volumineux', caption: 'Limite : 10 Mo.' }]);
  });

  it('shows the network error when no answer comes back', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/user')).rejects.toMatchObject({ status: 0 });
    expect(messagesShown()).toEqual([messages.networkError]);
  });
});
