import { defaultCommercialDocsSettings } from '@securite/domain/billing/commercial-docs-settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { CommercialDocsSettingsPage } from './commercial-docs-settings-page.tsx';

const BASE = '/api/agency/agence-demo';
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Documents commerciaux (params/commercial-docs)', () => {
  it('shows the defaults of spec 001 and saves the SIREN and the CNAPS number', async () => {
    const saved: unknown[] = [];
    mockApi({
      [`GET ${BASE}/settings/commercial-docs`]: () => json(defaultCommercialDocsSettings),
      [`PUT ${BASE}/settings/commercial-docs`]: ({ body }) => {
        saved.push(body);
        return json(body);
      },
    });
    renderWithSession(<CommercialDocsSettingsPage />, fixtures.owner);
    expect(await screen.findByLabelText('Coordonnées bancaires (texte imprimé)')).toHaveValue(
      'Paiement par chèque ou par virement bancaire',
    );
    expect(screen.getByLabelText('Libellé de la TVA')).toHaveValue('TVA');
    await userEvent.type(screen.getByLabelText('SIREN'), '832145676');
    await userEvent.type(screen.getByLabelText('N° d’autorisation d’exercice CNAPS'), 'AUT-075-2118');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ siren: '832145676', cnapsNumber: 'AUT-075-2118', defaultSettlementDays: 30 });
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
  });

  it('refuses an invalid SIREN before sending anything', async () => {
    const fetchMock = mockApi({ [`GET ${BASE}/settings/commercial-docs`]: () => json(defaultCommercialDocsSettings) });
    renderWithSession(<CommercialDocsSettingsPage />, fixtures.owner);
    await userEvent.type(await screen.findByLabelText('SIREN'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/SIREN invalide/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('asks for the payment delay, shows the domain’s message on its field, sends an emptied text as null', async () => {
    const saved: unknown[] = [];
    mockApi({
      [`GET ${BASE}/settings/commercial-docs`]: () =>
        json({ ...defaultCommercialDocsSettings, legalName: 'Sécurité Démo SAS' }),
      [`PUT ${BASE}/settings/commercial-docs`]: ({ body }) => {
        saved.push(body);
        return json(body);
      },
    });
    renderWithSession(<CommercialDocsSettingsPage />, fixtures.owner);
    const days = await screen.findByLabelText('Délai de paiement par défaut (jours)');
    await userEvent.clear(days);
    await userEvent.type(screen.getByLabelText('IBAN'), 'FR00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();
    expect(screen.getByText('IBAN invalide')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await userEvent.type(days, '45');
    await userEvent.clear(screen.getByLabelText('IBAN'));
    await userEvent.clear(screen.getByLabelText('Raison sociale'));
    await userEvent.click(screen.getByLabelText(/franchise en base de TVA/));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      ...defaultCommercialDocsSettings,
      legalName: null,
      iban: null,
      vatFranchise: true,
      defaultSettlementDays: 45,
    });
  });
});
