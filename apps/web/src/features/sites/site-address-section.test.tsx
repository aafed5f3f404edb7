import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { fieldSettings, siteIds } from '../../test/site-fixtures.ts';
import { SiteFormDialog } from './site-form-dialog.tsx';

// The map is Leaflet's; here a button stands for a click on it (the pin placed or moved there).
vi.mock('./site-map.tsx', () => ({
  SiteMap: ({ onChange }: { onChange?: (point: { latitude: number; longitude: number }) => void }) => (
    <button type="button" onClick={() => onChange?.({ latitude: 48.9378, longitude: 2.2901 })}>
      Placer le repère
    </button>
  ),
}));

const base = '/api/agency/agence-demo';
const amiens = {
  label: '8 Boulevard du Port 80000 Amiens',
  street: '8 Boulevard du Port',
  zipcode: '80000',
  city: 'Amiens',
  citycode: '80021',
  type: 'housenumber',
  location: { latitude: 49.897443, longitude: 2.290084 },
};
const amiensTown = {
  ...amiens,
  label: '80000 Amiens',
  street: null,
  type: 'municipality',
  location: { latitude: 49.8942, longitude: 2.2957 },
};

function mockCalls(search: (q: string) => Response, reverse?: () => Response) {
  const asked: string[] = [];
  mockApi({
    [`GET ${base}/sites/customers`]: () => json([{ id: siteIds.clientDemo, name: 'Client Démo' }]),
    [`GET ${base}/settings/field`]: () => json(fieldSettings),
    [`POST ${base}/fetch/agents`]: () => json({ data: [], total: 0, specialties: [], filtered: false }),
    [`GET ${base}/geocoding/search`]: ({ url }) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      asked.push(q);
      return search(q);
    },
    [`POST ${base}/geocoding/reverse`]:
      reverse ??
      (() =>
        json({
          city: 'Gennevilliers',
          zipcode: '92230',
          street: 'Rue du Port',
          label: 'Rue du Port 92230 Gennevilliers',
          source: 'ban',
        })),
  });
  return asked;
}

// The dialog alone (not the whole app around it): the address tab of a new site.
async function openAddressTab() {
  renderWithSession(
    <SiteFormDialog agencyId="agence-demo" canReadAgents={false} canDelete={false} close={() => {}} />,
    fixtures.owner,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau site' });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Adresse' }));
  return dialog;
}

describe('Site address search', () => {
  it('suggests addresses as the typing pauses, and fills the form and the pin with the one chosen', async () => {
    const asked = mockCalls(() => json({ source: 'ban', results: [amiens] }));
    const dialog = await openAddressTab();
    const search = within(dialog).getByRole('combobox', { name: 'Rechercher une adresse' });
    await userEvent.type(search, '8 boulevard du port');
    const option = await screen.findByRole('option', { name: /8 Boulevard du Port 80000 Amiens/ });
    expect(option).toHaveTextContent('Adresse');
    // Debounced: one question for the whole text, not one per letter.
    expect(asked).toEqual(['8 boulevard du port']);
    await userEvent.click(option);
    expect(within(dialog).getByRole('textbox', { name: 'Adresse' })).toHaveValue('8 Boulevard du Port');
    expect(within(dialog).getByRole('textbox', { name: 'Code postal' })).toHaveValue('80000');
    expect(within(dialog).getByRole('textbox', { name: 'Ville' })).toHaveValue('Amiens');
    expect(within(dialog).getByRole('textbox', { name: 'Latitude' })).toHaveValue('49.897443');
    expect(within(dialog).getByRole('textbox', { name: 'Longitude' })).toHaveValue('2.290084');
  });

  it('asks for three characters, says when nothing is found, and what to do when the search fails', async () => {
    let failing = false;
    mockCalls(() =>
      failing
        ? json({ code: 'INTERNAL', message: 'Erreur interne du serveur.' }, 500)
        : json({ source: 'ban', results: [] }),
    );
    const dialog = await openAddressTab();
    const search = within(dialog).getByRole('combobox', { name: 'Rechercher une adresse' });
    await userEvent.type(search, 'ab');
    expect(await screen.findByText('Saisissez au moins 3 caractères.')).toBeInTheDocument();
    await userEvent.type(search, 'c');
    expect(await screen.findByText(/Aucune adresse trouvée/)).toBeInTheDocument();
    failing = true;
    await userEvent.type(search, 'd');
    expect(
      await within(dialog).findByText(
        'La recherche d’adresse ne répond pas. Saisissez l’adresse dans les champs ci-dessous et placez le site sur la carte.',
      ),
    ).toBeInTheDocument();
  });

  it('says when only towns are offered, and that a town’s position is approximate', async () => {
    mockCalls(() => json({ source: 'local', results: [amiensTown] }));
    const dialog = await openAddressTab();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Rechercher une adresse' }), 'amiens');
    await userEvent.click(await screen.findByRole('option', { name: /80000 Amiens/ }));
    expect(within(dialog).getByText(/Seules les communes sont proposées/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Position approximative \(centre de la commune\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Ville' })).toHaveValue('Amiens');
    expect(within(dialog).getByRole('textbox', { name: 'Adresse' })).toHaveValue('');
  });
});

describe('Pin placed on the map', () => {
  it('fills the town and postcode of where it lies, and the street while it is empty', async () => {
    mockCalls(() => json({ source: 'ban', results: [] }));
    const dialog = await openAddressTab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Placer le repère' }));
    expect(await within(dialog).findByDisplayValue('Gennevilliers')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Code postal' })).toHaveValue('92230');
    expect(within(dialog).getByRole('textbox', { name: 'Adresse' })).toHaveValue('Rue du Port');
    expect(
      within(dialog).getByText('Adresse la plus proche du repère : Rue du Port 92230 Gennevilliers'),
    ).toBeVisible();

    const street = within(dialog).getByRole('textbox', { name: 'Adresse' });
    await userEvent.clear(street);
    await userEvent.type(street, '12 rue du Port, bâtiment B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Placer le repère' }));
    expect(await within(dialog).findByText(/Adresse la plus proche du repère/)).toBeVisible();
    expect(street).toHaveValue('12 rue du Port, bâtiment B');
  });

  it('says exactly when no town is near', async () => {
    mockCalls(
      () => json({ source: 'ban', results: [] }),
      () => json({ code: 'NOT_FOUND', message: 'Impossible de localiser la ville.' }, 404),
    );
    const dialog = await openAddressTab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Placer le repère' }));
    expect(await within(dialog).findByText('Impossible de localiser la ville.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Ville' })).toHaveValue('');
  });
});
