import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fieldSettings, siteDetail, siteIds } from '../../test/site-fixtures.ts';

vi.mock('./site-map.tsx', () => ({ SiteMap: () => <div data-testid="carte" /> }));

const base = '/api/agency/agence-demo';

function mockSiteCalls(extra: Parameters<typeof mockApi>[0] = {}) {
  const saved: unknown[] = [];
  const fetchMock = mockApi({
    'GET /api/user': () => json(fixtures.owner),
    [`POST ${base}/fetch/sites`]: () => json({ data: [], total: 0 }),
    [`GET ${base}/sites/customers`]: () => json([{ id: siteIds.clientDemo, name: 'Client Démo' }]),
    [`GET ${base}/settings/field`]: () => json(fieldSettings),
    [`POST ${base}/fetch/agents`]: () => json({ data: [], total: 0, specialties: [], filtered: false }),
    [`POST ${base}/site`]: ({ body }) => {
      saved.push(body);
      return json(siteDetail({ name: (body as { name: string }).name }));
    },
    ...extra,
  });
  return { saved, fetchMock };
}

async function openNewSite() {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  renderApp('/terrain/sites');
  await userEvent.click(await screen.findByRole('button', { name: 'Nouveau site' }));
  return screen.findByRole('dialog', { name: 'Nouveau site' });
}

describe('Site dialog', () => {
  it('shows the domain’s messages where the fields are, switching to their tab', async () => {
    const { saved } = mockSiteCalls();
    const dialog = await openNewSite();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Informations' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom du site' }), 'Dépôt Sud');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Adresse' }));
    expect(within(dialog).getByRole('textbox', { name: 'Pays' })).toHaveValue('France');
    expect(within(dialog).getByRole('spinbutton', { name: 'Rayon du périmètre' })).toHaveValue(100);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '48,85');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Clés' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une clé' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Informations' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    // The first tab in error opens: the longitude is missing.
    expect(await within(dialog).findByText('Valeur invalide')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Adresse' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Clés' })).toHaveAccessibleDescription('Contient des erreurs');
    expect(saved).toHaveLength(0);
  });

  it('saves a new site with its address, position, customer and defaults', async () => {
    const { saved } = mockSiteCalls();
    const dialog = await openNewSite();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom du site' }), 'Dépôt Sud');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Adresse' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Adresse' }), '12 rue du Port');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '48,9377');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Longitude' }), '2.2902');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({
      id: null,
      name: 'Dépôt Sud',
      customerId: siteIds.clientDemo,
      radius: 100,
      address: {
        street: '12 rue du Port',
        country: 'France',
        location: { latitude: 48.9377, longitude: 2.2902 },
      },
      rightsAgent: expect.arrayContaining(['instructions.view']),
      notifySiteInstructionAgents: true,
      siteSettingsFeature: { useAgencyServiceEventTypes: true },
    });
    expect(screen.queryByRole('dialog', { name: 'Nouveau site' })).not.toBeInTheDocument();
  });

  it('fills the city from the position, and says exactly when no town is near', async () => {
    let found = true;
    const located: unknown[] = [];
    mockSiteCalls({
      [`POST ${base}/geocoding/reverse`]: ({ body }) => {
        located.push(body);
        return found
          ? json({
              city: 'Gennevilliers',
              zipcode: '92230',
              street: null,
              label: '92230 Gennevilliers',
              source: 'local',
            })
          : json({ code: 'NOT_FOUND', message: 'Impossible de localiser la ville.' }, 404);
      },
    });
    const dialog = await openNewSite();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Adresse' }));
    const locate = within(dialog).getByRole('button', { name: 'Localiser la ville' });
    expect(locate).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '48.9377');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Longitude' }), '2.2902');
    await userEvent.click(locate);
    expect(await within(dialog).findByDisplayValue('Gennevilliers')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Code postal' })).toHaveValue('92230');
    expect(located[0]).toEqual({ latitude: 48.9377, longitude: 2.2902 });

    found = false;
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Latitude' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '46.2');
    await userEvent.click(locate);
    expect(await within(dialog).findByText('Impossible de localiser la ville.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a duplicated event type on the events tab', async () => {
    mockSiteCalls({
      [`POST ${base}/site`]: () =>
        json({ code: 'CONFLICT', message: 'Le type d’événement « RONDE » apparaît plusieurs fois.' }, 409),
    });
    const dialog = await openNewSite();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom du site' }), 'Dépôt Sud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('Le type d’événement « RONDE » apparaît plusieurs fois.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Événements' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks before Escape or the cross lose what was typed, and closes at once when nothing was', async () => {
    mockSiteCalls();
    let dialog = await openNewSite();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau site' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Nouveau site' }));
    dialog = await screen.findByRole('dialog', { name: 'Nouveau site' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom du site' }), 'Dépôt Sud');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Continuer la saisie' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nom du site' })).toHaveValue('Dépôt Sud');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    const again = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau site' })).not.toBeInTheDocument());
  });
});
