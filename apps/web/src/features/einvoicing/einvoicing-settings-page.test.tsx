import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { EinvoicingSettingsPage } from './einvoicing-settings-page.tsx';

const BASE = '/api/agency/agence-demo';
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const empty = {
  configured: false,
  enabled: false,
  baseUrl: '',
  tokenUrl: null,
  clientId: '',
  hasSecret: false,
  format: 'facturx',
  formats: ['facturx', 'cii'],
  platformDefault: false,
};

describe('Facturation électronique (params/einvoicing)', () => {
  it('saves the platform with its secret, which it never shows again, and tests the connection', async () => {
    const saved: unknown[] = [];
    const tested: unknown[] = [];
    mockApi({
      [`GET ${BASE}/settings/einvoicing`]: () => json(empty),
      [`PUT ${BASE}/settings/einvoicing`]: ({ body }) => {
        saved.push(body);
        const b = body as Record<string, unknown>;
        return json({ ...empty, ...b, clientSecret: undefined, configured: true, hasSecret: true });
      },
      [`POST ${BASE}/settings/einvoicing/test`]: ({ body }) => {
        tested.push(body);
        return json({ ok: false, message: 'La plateforme a refusé les identifiants OAuth2 (HTTP 401)' });
      },
    });
    renderWithSession(<EinvoicingSettingsPage />, fixtures.owner);
    await userEvent.click(await screen.findByLabelText('Transmettre les factures à la plateforme agréée'));
    await userEvent.type(screen.getByLabelText('Adresse de la plateforme (API XP Z12-013)'), 'https://pa.test');
    await userEvent.type(screen.getByLabelText('Identifiant client OAuth2'), 'agence-42');
    await userEvent.type(screen.getByLabelText('Secret client OAuth2'), 's3cret-s3cret');
    await userEvent.click(screen.getByRole('button', { name: 'Tester la connexion' }));
    expect(await screen.findByText('La plateforme a refusé les identifiants OAuth2 (HTTP 401)')).toBeInTheDocument();
    expect(tested[0]).toMatchObject({
      baseUrl: 'https://pa.test',
      clientId: 'agence-42',
      clientSecret: 's3cret-s3cret',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ enabled: true, baseUrl: 'https://pa.test', clientSecret: 's3cret-s3cret' });
    expect(await screen.findByText(/Un secret est enregistré \(chiffré\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Secret client OAuth2')).toHaveValue('');
  });

  it('refuses an address that is not http(s) before sending anything', async () => {
    const fetchMock = mockApi({ [`GET ${BASE}/settings/einvoicing`]: () => json(empty) });
    renderWithSession(<EinvoicingSettingsPage />, fixtures.owner);
    await userEvent.type(await screen.findByLabelText('Adresse de la plateforme (API XP Z12-013)'), 'pa.test');
    await userEvent.type(screen.getByLabelText('Identifiant client OAuth2'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Adresse https de la plateforme agréée attendue')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
