import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { siteListItem } from '../../test/site-fixtures.ts';

vi.mock('./site-map.tsx', () => ({ SiteMap: () => <div data-testid="carte" /> }));

const acme = { id: 'c-acme', name: 'Acmé Logistique' };
const sites = [
  siteListItem('Entrepôt Nord', { id: 'nord', customer: acme, specialties: ['Rondier'], agentsCount: 2 }),
  siteListItem('Tour Horizon', {
    address: {
      street: '52 quai de Dion-Bouton',
      complement: null,
      zipcode: '92800',
      city: 'Puteaux',
      country: 'France',
      location: null,
    },
    specialties: ['SSIAP 1'],
  }),
  siteListItem('Parking Bercy', { specialties: ['Cynophile'], agentsCount: 1 }),
];
const archivedSite = siteListItem('Ancien dépôt', { archived: true });

function mockSites() {
  const bodies: { filters: { archived?: boolean } }[] = [];
  mockApi({
    'GET /api/user': () => json(fixtures.owner),
    'POST /api/agency/agence-demo/fetch/sites': ({ body }) => {
      const request = body as { filters: { archived?: boolean } };
      bodies.push(request);
      const data = request.filters.archived ? [archivedSite] : sites;
      return json({ data, total: data.length });
    },
  });
  return bodies;
}

const table = () => screen.findByRole('table', { name: 'Sites' });

describe('Sites page', () => {
  it('lists the sites by name with their address, customer, agents and status', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockSites();
    renderApp('/terrain/sites');
    const list = await table();
    const rows = within(list).getAllByRole('row');
    expect(rows.map((r) => within(r).queryByRole('rowheader')?.textContent).slice(1)).toEqual([
      'Entrepôt Nord',
      'Parking Bercy',
      'Tour Horizon',
    ]);
    const nord = screen.getByRole('row', { name: /Entrepôt Nord/ });
    expect(within(nord).getByText('Acmé Logistique')).toBeInTheDocument();
    expect(within(nord).getByText('2 agents')).toBeInTheDocument();
    expect(within(nord).getByText('Actif')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Tour Horizon/ })).getByText('52 quai de Dion-Bouton, 92800 Puteaux'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrepôt Nord' })).toHaveAttribute('href', '/terrain/site/nord');
    expect(screen.getByRole('button', { name: 'Nouveau site' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier le site Tour Horizon' })).toBeInTheDocument();
    expect(screen.getByText('1–3 sur 3')).toBeInTheDocument();
  });

  it('filters by search, customer and specialties, and shows the archived sites on demand', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies = mockSites();
    renderApp('/terrain/sites');
    await table();
    await userEvent.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'puteaux');
    // The search is debounced: the other sites leave once the filtered page has come.
    await waitFor(() => expect(screen.queryByRole('row', { name: /Entrepôt Nord/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Tour Horizon/ })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Rechercher' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'introuvable');
    expect(await screen.findByText('Aucun site ne correspond à ces critères.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Rechercher' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acmé Logistique' }));
    expect(await screen.findByRole('row', { name: /Entrepôt Nord/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Parking Bercy/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Spécialités' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cynophile' }));
    await userEvent.keyboard('{Escape}');
    // A customer and a specialty none of its sites holds.
    expect(await screen.findByText('Aucun site ne correspond à ces critères.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Sites archivés' }));
    expect(await screen.findByText('Aucun site ne correspond à ces critères.')).toBeInTheDocument();
    expect(bodies.at(-1)?.filters).toEqual({ archived: true });
  });

  it('shows a customer their sites without create, edit, customer filter or archive', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.customer),
      'POST /api/agency/agence-demo/fetch/sites': () => json({ data: [sites[0]], total: 1 }),
    });
    renderApp('/customerSites');
    expect(await screen.findByRole('row', { name: /Entrepôt Nord/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrepôt Nord' })).toHaveAttribute('href', '/customerSites/nord');
    expect(screen.queryByRole('button', { name: 'Nouveau site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifier le site/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Sites archivés' })).not.toBeInTheDocument();
  });

  it('says when the agency has no site yet and offers to create one', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      'POST /api/agency/agence-demo/fetch/sites': () => json({ data: [], total: 0 }),
    });
    renderApp('/terrain/sites');
    expect(await screen.findByText('Aucun site pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer le premier site' })).toBeInTheDocument();
  });
});

describe('Sites page specialties', () => {
  it('keeps the sites holding any of the chosen specialties', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockSites();
    renderApp('/terrain/sites');
    await table();
    await userEvent.click(screen.getByRole('combobox', { name: 'Spécialités' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cynophile' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SSIAP 1' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('row', { name: /Parking Bercy/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Tour Horizon/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Entrepôt Nord/ })).not.toBeInTheDocument();
  });
});
