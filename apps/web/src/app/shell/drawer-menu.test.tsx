import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { UNREAD_REQUESTS_REFRESH_MS } from '../../features/agent-requests/api/count-unread-agent-requests.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { agentUser } from '../../test/workforce-fixtures.ts';

const unreadPath = '/api/agency/agence-demo/requests/unread';
const menu = async () => (await screen.findAllByRole('navigation', { name: 'Menu principal' }))[0];

describe('the Demandes badge in the menu', () => {
  it('shows an agent their own requests with news (selfUnread)', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(agentUser),
      [`GET ${unreadPath}`]: () => json({ selfUnread: 2, agencyUnread: 7 }),
    });
    renderApp('/profil');
    const link = await within(await menu()).findByRole('link', { name: 'Demandes (2 demandes non lues)' });
    expect(link).toHaveAttribute('href', '/demandes');
  });

  it('shows staff handling requests the agency’s unread ones, refreshed every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let agencyUnread = 3;
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.planning),
      [`GET ${unreadPath}`]: () => json({ selfUnread: 0, agencyUnread }),
    });
    renderApp('/profil');
    expect(
      await within(await menu()).findByRole('link', { name: 'Demandes (3 demandes non lues)' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /requests/unread')).toBe(1);
    agencyUnread = 1;
    await vi.advanceTimersByTimeAsync(UNREAD_REQUESTS_REFRESH_MS);
    expect(await within(await menu()).findByRole('link', { name: 'Demandes (1 demande non lue)' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /requests/unread')).toBe(2);
    expect(UNREAD_REQUESTS_REFRESH_MS).toBe(60_000);
  });

  it('shows no badge when nothing is unread', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${unreadPath}`]: () => json({ selfUnread: 0, agencyUnread: 0 }),
    });
    renderApp('/profil');
    expect(await within(await menu()).findByRole('link', { name: 'Demandes' })).toBeInTheDocument();
  });

  it('never asks the counts for a customer (spec 000 section 6)', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({ 'GET /api/user': () => json(fixtures.customer) });
    renderApp('/profil');
    expect(await screen.findByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /user')).toBeGreaterThan(0));
    expect(callsTo(fetchMock, 'GET /requests/unread')).toBe(0);
    // Their own 'Demandes' entry is the customer portal's, without a badge.
    const link = within(await menu()).getByRole('link', { name: /Demandes/ });
    expect(link).toHaveAccessibleName('Demandes');
    expect(link).toHaveAttribute('href', '/customerRequests');
  });
});

describe('the offers board badges in the menu', () => {
  it('counts the unread offers on « Annonces actives » and the new answers on « Mes annonces »', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      'GET /api/agency/agence-demo/offers/unread': () => json({ count: 2 }),
      'GET /api/agency/agence-demo/offers-answers/unread': () => json({ count: 1 }),
    });
    renderApp('/profil');
    const nav = await menu();
    expect(await within(nav).findByText('(2 annonces non lues)', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(await within(nav).findByText('(1 nouvelle réponse)')).toBeInTheDocument();
  });
});
