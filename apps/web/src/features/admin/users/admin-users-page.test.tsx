import type { AdminUser } from '@securite/domain/admin/user-schemas';
import type { CurrentUser } from '@securite/domain/session/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminSessionStore, tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

function account(id: string, fullname: string, extra: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    fullname,
    email: `${id}@demo.test`,
    admin: false,
    superAdmin: false,
    isSupport: false,
    disabled: false,
    fake: false,
    memberships: [],
    createdAt: '2026-01-10T09:00:00.000Z',
    ...extra,
  };
}

const gerant2 = account('gerant2', 'Hélène Roux', {
  memberships: [{ agencyId: 'agence-temoin', agencyName: 'Agence Témoin', role: 'owner', active: true }],
});
const otherAdmin = account('admin2', 'Bruno Admin', { admin: true });
const self = account(fixtures.admin.id, 'Alice Admin', { admin: true });
const disabled = account('ancien', 'Ancien Compte', { disabled: true });

const helene: CurrentUser = {
  ...fixtures.owner,
  id: 'gerant2',
  email: 'gerant2@demo.test',
  firstname: 'Hélène',
  lastname: 'Roux',
  fullname: 'Hélène Roux',
  impersonatedBy: { id: fixtures.admin.id, fullname: 'Alice Admin' },
  userCompanies: [
    {
      ...fixtures.owner.userCompanies[0],
      agency: { ...fixtures.owner.userCompanies[0].agency, id: 'agence-temoin', name: 'Agence Témoin' },
    },
  ],
};

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Utilisateurs page', () => {
  it('lists the accounts with their roles and agencies, and filters on the search and the role', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: Array<{ filters: Record<string, unknown>; page: number; limit: number }> = [];
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/fetch/users': ({ body }) => {
        bodies.push(body as (typeof bodies)[number]);
        const { search, role } = (body as (typeof bodies)[number]).filters;
        if (search === 'personne') return json({ data: [], total: 0 });
        if (role === 'owner') return json({ data: [gerant2], total: 1 });
        return json({ data: [self, otherAdmin, gerant2, disabled], total: 4 });
      },
    });
    renderApp('/adminUsers');
    expect(await screen.findByRole('progressbar', { name: 'Chargement des utilisateurs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Utilisateurs' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(rowOf('Hélène Roux')).getByText('Agence Témoin · Gérant')).toBeInTheDocument();
    expect(within(rowOf('Bruno Admin')).getByText('Administrateur plateforme')).toBeInTheDocument();
    expect(within(rowOf('Ancien Compte')).getByText('Désactivé')).toBeInTheDocument();
    // Only ordinary, enabled accounts can be entered: not oneself, not another admin, not a disabled account.
    expect(screen.getAllByRole('button', { name: 'Se connecter en tant que' })).toHaveLength(1);
    expect(within(rowOf('Hélène Roux')).getByRole('button', { name: 'Se connecter en tant que' })).toBeVisible();
    expect(bodies[0]).toEqual({ filters: { role: null, agencyId: null }, page: 1, limit: 25 });

    await userEvent.click(screen.getByRole('combobox', { name: 'Rôle' }));
    await userEvent.click(screen.getByRole('option', { name: 'Gérant' }));
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(bodies.at(-1)?.filters).toMatchObject({ role: 'owner' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'personne');
    expect(await screen.findByText('Aucun utilisateur ne correspond à ces critères.')).toBeInTheDocument();
  });

  it('acts as a user after a confirmation, shows the banner, and comes back to the admin account', async () => {
    tokenStore.set({ token: 'admin-token', refresh_token: 'admin-refresh' });
    const fetchMock = mockApi({
      'GET /api/user': ({ headers }) =>
        json(headers.get('Authorization') === 'Bearer helene-token' ? helene : fixtures.admin),
      'POST /api/admin/fetch/users': () => json({ data: [gerant2], total: 1 }),
      'POST /api/admin/impersonate': ({ body }) => {
        expect(body).toEqual({ userId: 'gerant2' });
        return json({ token: 'helene-token', refresh_token: 'helene-refresh' });
      },
      'POST /api/admin/impersonate/end': ({ body, headers }) => {
        // Sent with the admin's own token, naming the session to end.
        expect(headers.get('Authorization')).toBe('Bearer admin-token');
        expect(body).toEqual({ refresh_token: 'helene-refresh' });
        return new Response(null, { status: 204 });
      },
      'GET /api/agency/agence-temoin/dashboard': () =>
        json({
          agency: { id: 'agence-temoin', name: 'Agence Témoin', locked: false, subscriptionEndsAt: null },
          counts: { agents: 2, staff: 1, customers: 0, customerUsers: 0 },
          openAlarms: 0,
          notifications: [],
        }),
    });
    const { router } = renderApp('/adminUsers');
    await screen.findByRole('table', { name: 'Utilisateurs' });
    await userEvent.click(within(rowOf('Hélène Roux')).getByRole('button', { name: 'Se connecter en tant que' }));
    const dialog = await screen.findByRole('dialog', { name: 'Se connecter en tant que Hélène Roux ?' });
    expect(dialog).toHaveTextContent(/prévenue par une notification/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Vous êtes connecté en tant que Hélène Roux')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('banner')).toHaveTextContent('Agence Témoin');
    expect(tokenStore.get()?.token).toBe('helene-token');
    expect(adminSessionStore.get()?.token).toBe('admin-token');

    await userEvent.click(screen.getByRole('button', { name: 'Revenir à mon compte' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord plateforme' })).toBeInTheDocument();
    expect(tokenStore.get()?.token).toBe('admin-token');
    expect(screen.queryByText(/Vous êtes connecté en tant que/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/impersonate')).toBe(1);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /admin/impersonate/end')).toBe(1));
  });

  it('shows the error with a retry', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let fail = true;
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/fetch/users': () =>
        fail ? json({ code: 'INTERNAL', message: 'Erreur.' }, 500) : json({ data: [], total: 0 }),
    });
    renderApp('/adminUsers');
    const alert = (await screen.findByText(/Impossible de charger les utilisateurs/)).closest('[role="alert"]');
    fail = false;
    await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun utilisateur pour le moment.')).toBeInTheDocument();
  });
});
