import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const dashboard = {
  agency: { id: 'agence-demo', name: 'Sécurité Démo', locked: false, subscriptionEndsAt: null },
  counts: { agents: 5, staff: 2, customers: 1, customerUsers: 1 },
  openAlarms: 0,
  notifications: [],
};

describe('shell', () => {
  it('shows the owner dashboard with counts, empty notifications and the menu', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      'GET /api/agency/agence-demo/dashboard': () => json(dashboard),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('5')).toHaveAccessibleDescription('Collaborateurs');
    expect(main.getByText('Aucune notification pour le moment.')).toBeInTheDocument();
    const nav = (await screen.findAllByRole('navigation', { name: 'Menu principal' }))[0];
    expect(within(nav).getByRole('link', { name: 'Factures et avoirs' })).toHaveAttribute('href', '/factures');
  });

  it('logs out after confirmation', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({ 'GET /api/user': () => json(fixtures.agent) });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /^Menu utilisateur : [A-Z?]{1,2}, / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Se déconnecter' }, { timeout: 20_000 });
    expect(dialog).toHaveTextContent('Voulez-vous vraiment vous déconnecter ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connexion');
    expect(tokenStore.get()).toBeNull();
  }, 60_000);

  it('shows the moderation dialog: Rafraîchir reloads the user, Ok logs out', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({ 'GET /api/user': () => json({ ...fixtures.agent, moderationPending: true }) });
    renderApp('/');
    expect(await screen.findByText('Votre compte est en attente de modération.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rafraîchir' }));
    expect(callsTo(fetchMock, 'GET /user')).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });

  it('switches agency when the user belongs to several and uses it for the agency paths', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const second = {
      ...fixtures.owner.userCompanies[0],
      id: 'membre-2',
      agency: { ...fixtures.owner.userCompanies[0].agency, id: 'agence-temoin', name: 'Agence Témoin' },
    };
    const fetchMock = mockApi({
      'GET /api/user': () => json({ ...fixtures.owner, userCompanies: [...fixtures.owner.userCompanies, second] }),
      'GET /api/agency/agence-demo/dashboard': () => json(dashboard),
      'GET /api/agency/agence-temoin/dashboard': () =>
        json({ ...dashboard, agency: { ...dashboard.agency, id: 'agence-temoin', name: 'Agence Témoin' } }),
    });
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Agence' }));
    await userEvent.click(screen.getByRole('option', { name: /Agence Témoin/ }));
    await screen.findByRole('heading', { name: 'Tableau de bord' });
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /agency/agence-temoin/dashboard')).toBeGreaterThan(0));
    expect(localStorage.getItem('securite.agencyId')).toBe('agence-temoin');
  });
});
