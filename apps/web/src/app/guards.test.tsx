import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../api/token-store.ts';
import { fixtures, withLockedAgency } from '../test/fixtures.ts';
import { json, mockApi } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';

function signedInAs(user: unknown) {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  mockApi({ 'GET /api/user': () => json(user) });
}

describe('route guard', () => {
  it('sends a visitor without a session to the login page', async () => {
    mockApi({});
    const { router } = renderApp('/factures');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connexion');
  });

  it('refuses a page without the right: planning staff and the invoices', async () => {
    signedInAs(fixtures.planning);
    renderApp('/factures');
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Factures et avoirs' })).not.toBeInTheDocument();
  });

  it('refuses a page reserved to another role: an agent on the platform administration', async () => {
    signedInAs(fixtures.agent);
    renderApp('/adminUsers');
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });

  it('checks the create right without an id and the edit rights with one', async () => {
    const withRights = (rights: string[]) => ({
      ...fixtures.planning,
      userCompanies: [{ ...fixtures.planning.userCompanies[0], rights }],
    });
    signedInAs(withRights(['rounds.edit']));
    const editor = renderApp('/terrain/rondes/edit');
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    await editor.router.navigate('/terrain/rondes/edit/42');
    expect(await screen.findByRole('heading', { name: 'Ronde' })).toBeInTheDocument();
    editor.unmount();

    signedInAs(withRights(['agents.directory']));
    renderApp('/terrain/rondes/edit/42');
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });

  it('sends an agent of a locked agency to the subscription page', async () => {
    signedInAs(withLockedAgency(fixtures.agent));
    const { router } = renderApp('/terrain/planning');
    expect(await screen.findByText(/L’abonnement de votre agence n’est plus valide/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/abonnement-invalide');
  });

  it('redirects the root route to the role home', async () => {
    signedInAs(fixtures.agent);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Prise de service' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terrain');
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Mon planning/ })).toHaveAttribute(
      'href',
      '/terrain/planning',
    );
  });

  it('sends the root of a locked agency home: staff to the dashboard, an agent to the subscription page', async () => {
    signedInAs(withLockedAgency(fixtures.agent));
    const agent = renderApp('/');
    expect(await screen.findByText(/L’abonnement de votre agence n’est plus valide/)).toBeInTheDocument();
    expect(agent.router.state.location.pathname).toBe('/abonnement-invalide');
    agent.unmount();
    signedInAs(withLockedAgency({ ...fixtures.owner, drawerNavigation: true }));
    const owner = renderApp('/');
    await vi.waitFor(() => expect(owner.router.state.location.pathname).toBe('/dashboard'));
  });

  it('opens the spec’s planification/* paths on the pages of their terrain/* twins', async () => {
    signedInAs(fixtures.owner);
    const { router } = renderApp('/planification/rounds');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/terrain/rondes/list'));
    for (const [from, to] of [
      ['/planification/checkpoints', '/terrain/checkpoints/list'],
      ['/planification/sites', '/terrain/sites'],
      ['/planification/adminServices', '/terrain/planification/adminServices'],
      ['/planification/adminPlanning', '/terrain/planification/adminPlanning/sites'],
      ['/planification/adminPlanning/agents', '/terrain/planification/adminPlanning/agents'],
    ]) {
      await router.navigate(from);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(to));
    }
  });
});
