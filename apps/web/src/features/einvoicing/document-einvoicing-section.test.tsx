import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { DocumentEinvoicingSection } from './document-einvoicing-section.tsx';

const BASE = '/api/agency/agence-demo';
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const flow = (over: Record<string, unknown>) => ({
  id: 'r1',
  kind: 'invoice',
  status: 'transmitted',
  reason: null,
  flowId: 'f-1',
  amountCents: null,
  submittedAt: '2026-12-07T08:00:00.000Z',
  history: [],
  ...over,
});

const render = (answer: unknown) => {
  mockApi({ [`GET ${BASE}/invoice/d1/einvoicing`]: () => json(answer) });
  renderWithSession(<DocumentEinvoicingSection agencyId="agence-demo" documentId="d1" version="v" />, fixtures.owner);
};

describe('an invoice’s e-invoicing section', () => {
  it('shows the statuses with their history and the payments reported', async () => {
    render({
      enabled: true,
      buyer: { found: null, message: null },
      fix: null,
      flows: [
        flow({
          status: 'approved',
          history: [
            { status: 'transmitted', reason: null, at: '2026-12-07T08:00:00.000Z' },
            { status: 'deposited', reason: null, at: '2026-12-07T08:01:00.000Z' },
            { status: 'approved', reason: null, at: '2026-12-07T09:00:00.000Z' },
          ],
        }),
        flow({ id: 'r2', kind: 'payment', status: 'deposited', amountCents: 100_000, flowId: 'f-2' }),
      ],
    });
    expect(await screen.findByText('Approuvée')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Historique des statuts' });
    expect(history).toHaveTextContent('Transmise');
    expect(history).toHaveTextContent('Déposée');
    expect(screen.getByText(/Encaissement déclaré : 1\s000,00\s€/)).toBeInTheDocument();
  });

  it('says why an invoice was rejected and what to fix', async () => {
    render({
      enabled: true,
      buyer: { found: null, message: null },
      fix: 'Corrigez la cause indiquée par la plateforme, puis émettez un avoir et une nouvelle facture',
      flows: [flow({ status: 'rejected', reason: 'Identifiant légal du vendeur invalide (BT-47)' })],
    });
    expect(await screen.findByText('Rejetée')).toBeInTheDocument();
    expect(screen.getByText('Identifiant légal du vendeur invalide (BT-47)')).toBeInTheDocument();
    expect(screen.getByText('À corriger')).toBeInTheDocument();
  });

  it('sends again an invoice whose customer was not in the directory', async () => {
    let retried = 0;
    const blocked = {
      enabled: true,
      buyer: { found: null, message: null },
      fix: 'Dès que le client est inscrit à l’annuaire, renvoyez la facture',
      flows: [flow({ status: 'blocked', flowId: null, reason: 'Le SIREN 552100554 du client est introuvable' })],
    };
    mockApi({
      [`GET ${BASE}/invoice/d1/einvoicing`]: () => json(blocked),
      [`POST ${BASE}/invoice/d1/einvoicing/retry`]: () => {
        retried++;
        return json({ ...blocked, fix: null, flows: [flow({ status: 'pending', flowId: null })] });
      },
    });
    renderWithSession(
      <DocumentEinvoicingSection agencyId="agence-demo" documentId="d1" version="v" canRetry />,
      fixtures.owner,
    );
    expect(await screen.findByText('Non transmise')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer à la plateforme' }));
    await waitFor(() => expect(retried).toBe(1));
    expect(await screen.findByText('La facture sera renvoyée à la plateforme agréée.')).toBeInTheDocument();
  });

  it('flags a customer the directory does not know before validation', async () => {
    render({
      enabled: true,
      buyer: { found: false, message: 'Le SIREN 552100554 du client est introuvable dans l’annuaire' },
      fix: null,
      flows: [],
    });
    expect(await screen.findByText(/SIREN 552100554 du client est introuvable/)).toBeInTheDocument();
  });

  it('shows nothing when the agency has no platform', async () => {
    const fetchMock = mockApi({
      [`GET ${BASE}/invoice/d1/einvoicing`]: () =>
        json({ enabled: false, buyer: { found: null, message: null }, fix: null, flows: [] }),
    });
    renderWithSession(<DocumentEinvoicingSection agencyId="agence-demo" documentId="d1" version="v" />, fixtures.owner);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Facturation électronique')).toBeNull();
  });
});
