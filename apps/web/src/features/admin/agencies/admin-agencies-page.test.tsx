import type { AdminAgency } from '@securite/domain/admin/agency-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endAgencyVisit } from '../../../api/agency-visit.ts';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';

const support = { ...fixtures.admin, id: 'u-support', email: 'support@demo.test', admin: false, isSupport: true };

function agency(id: string, name: string, extra: Partial<AdminAgency> = {}): AdminAgency {
  return {
    id,
    name,
    email: `contact@${id}.test`,
    city: 'Lyon',
    locked: false,
    subscriptionEndsAt: null,
    fake: false,
    counts: { agents: 2, staff: 1, customers: 3 },
    owner: { id: `owner-${id}`, fullname: 'Hélène Roux', email: `gerant@${id}.test` },
    createdAt: '2026-01-10T09:00:00.000Z',
    ...extra,
  };
}

const temoin = agency('agence-temoin', 'Agence Témoin');
const demo = agency('agence-demo', 'Sécurité Démo', { city: 'Paris', subscriptionEndsAt: '2026-12-31T12:00:00.000Z' });

const dashboard = {
  agency: { id: 'agence-temoin', name: 'Agence Témoin', locked: false, subscriptionEndsAt: null },
  counts: { agents: 2, staff: 1, customers: 3, customerUsers: 0 },
  openAlarms: 0,
  notifications: [],
};

afterEach(() => endAgencyVisit());

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Agences page', () => {
  it('lists the agencies newest first, 25 a page, with their status, and searches', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/fetch/agencies': ({ body }) => {
        bodies.push(body);
        const search = (body as { filters: { search?: string } }).filters.search;
        return json(search ? { data: [], total: 0 } : { data: [temoin, { ...demo, locked: true }], total: 2 });
      },
    });
    renderApp('/adminAgencies');
    expect(await screen.findByRole('progressbar', { name: 'Chargement des agences' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Agences' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(rowOf('Agence Témoin')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Sécurité Démo')).getByText('Verrouillée')).toBeInTheDocument();
    expect(within(rowOf('Sécurité Démo')).getByText('jusqu’au 31 décembre 2026')).toBeInTheDocument();
    expect(within(rowOf('Agence Témoin')).getByText('2 collaborateurs')).toBeInTheDocument();
    expect(within(rowOf('Agence Témoin')).getByText('3 clients')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      filters: { locked: null },
      page: 1,
      limit: 25,
      orderBy: { field: 'createdAt', direction: 'desc' },
    });

    await userEvent.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'zzz');
    expect(await screen.findByText('Aucune agence ne correspond à ces critères.')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ filters: { search: 'zzz' }, page: 1 });
  });

  it('enters an agency: the visit is recorded, the shell opens its dashboard and menu, and the admin can leave', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/fetch/agencies': () => json({ data: [temoin, demo], total: 2 }),
      'POST /api/admin/agency/agence-temoin/impersonate': () =>
        json({ agencyId: 'agence-temoin', name: 'Agence Témoin' }),
      'GET /api/agency/agence-temoin/dashboard': () => json(dashboard),
      'POST /api/admin/agency/agence-temoin/leave': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/adminAgencies');
    await screen.findByRole('table', { name: 'Agences' });
    await userEvent.click(within(rowOf('Agence Témoin')).getByRole('button', { name: 'Entrer dans l’agence' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(fetchMock, 'POST /admin/agency/agence-temoin/impersonate')).toBe(1);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /agency/agence-temoin/dashboard')).toBe(1));
    expect(screen.getByRole('banner')).toHaveTextContent('Agence Témoin');
    const nav = screen.getAllByRole('navigation', { name: 'Menu principal' })[0];
    expect(within(nav).getByRole('link', { name: 'Factures et avoirs' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Agences' })).toBeInTheDocument();
    expect(localStorage.getItem('securite.agencyId')).toBe('agence-temoin');

    await userEvent.click(screen.getByRole('button', { name: 'Quitter l’agence' }));
    expect(await screen.findByRole('heading', { name: 'Agences' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adminAgencies');
    expect(within(nav).queryByRole('link', { name: 'Factures et avoirs' })).not.toBeInTheDocument();
    expect(localStorage.getItem('securite.agencyId')).toBeNull();
    // Leaving is in the audit log too.
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /admin/agency/agence-temoin/leave')).toBe(1));
  });

  it('locks an agency after a confirmation that explains the effect, then shows it locked', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const success = vi.spyOn(notify, 'success');
    let current = temoin;
    let sent: unknown = null;
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/fetch/agencies': () => json({ data: [current], total: 1 }),
      'PATCH /api/admin/agency/agence-temoin/subscription': ({ body }) => {
        sent = body;
        current = { ...temoin, locked: true };
        return json({
          ...current,
          phone: null,
          address: { street: null, complement: null, zipcode: null, city: 'Lyon', country: null },
          timezone: 'Europe/Paris',
          agentsLimit: null,
          accountsLimit: null,
          freeAccounts: 0,
          updatedAt: '2026-02-01T09:00:00.000Z',
        });
      },
    });
    renderApp('/adminAgencies');
    await screen.findByRole('table', { name: 'Agences' });
    await userEvent.click(within(rowOf('Agence Témoin')).getByRole('button', { name: 'Verrouiller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verrouiller l’agence Agence Témoin ?' });
    expect(dialog).toHaveTextContent(/n’auront plus accès qu’au tableau de bord et aux pages d’abonnement/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(sent).toBeNull();

    await userEvent.click(within(rowOf('Agence Témoin')).getByRole('button', { name: 'Verrouiller' }));
    const again = await screen.findByRole('dialog', { name: 'Verrouiller l’agence Agence Témoin ?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Verrouiller' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('L’agence Agence Témoin est verrouillée.'));
    expect(sent).toEqual({ locked: true });
    expect(await within(rowOf('Agence Témoin')).findByText('Verrouillée')).toBeInTheDocument();
    expect(within(rowOf('Agence Témoin')).getByRole('button', { name: 'Déverrouiller' })).toBeInTheDocument();
  });

  it('lets support enter but not lock', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(support),
      'POST /api/admin/fetch/agencies': () => json({ data: [temoin], total: 1 }),
    });
    renderApp('/adminAgencies');
    await screen.findByRole('table', { name: 'Agences' });
    expect(within(rowOf('Agence Témoin')).getByRole('button', { name: 'Entrer dans l’agence' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verrouiller' })).not.toBeInTheDocument();
  });

  it('shows the empty state, and the error with a retry', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let fail = true;
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/fetch/agencies': () =>
        fail
          ? json({ code: 'INTERNAL', message: 'Une erreur inattendue est survenue. Réessayez plus tard.' }, 500)
          : json({ data: [], total: 0 }),
    });
    renderApp('/adminAgencies');
    const alert = await screen.findByText(/Impossible de charger les agences/, {}, { timeout: 10_000 });
    fail = false;
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Réessayer' }),
    );
    expect(await screen.findByText('Aucune agence pour le moment.')).toBeInTheDocument();
  });
});
