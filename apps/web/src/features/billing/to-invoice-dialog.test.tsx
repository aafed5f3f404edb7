import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { invoice } from './billing-fixtures.ts';
import { DocumentsPage } from './documents-page.tsx';

const BASE = '/api/agency/agence-demo';
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const quote = (overrides: Parameters<typeof invoice>[0] = {}) =>
  invoice({ id: 'q1', type: 'quote', number: 'D-2026-0001', status: 'accepted', leftToPayCents: 0, ...overrides });

describe('a quote turned into an invoice', () => {
  it('offers « Marquer accepté » on a sent quote, then a deposit invoice of 30 % once accepted', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let current = quote({ status: 'sent' });
    mockApi({
      [`POST ${BASE}/fetch/estimates`]: () =>
        json({ data: [current], total: 1, totalCents: 30_000, leftToPayCents: 0 }),
      [`PATCH ${BASE}/estimate/q1/accepted`]: () => {
        current = quote();
        return json(current);
      },
      [`POST ${BASE}/estimate/q1/invoice`]: ({ body }) => {
        calls.push({ path: 'invoice', body });
        return json(
          invoice({
            id: 'f9',
            number: null,
            status: 'draft',
            totalCents: 9000,
            source: { id: 'q1', type: 'quote', number: 'D-2026-0001' },
          }),
        );
      },
    });
    renderWithSession(<DocumentsPage familyKey="estimates" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir D-2026-0001' }));
    const view = await screen.findByRole('dialog', { name: 'Devis D-2026-0001' });
    expect(within(view).queryByRole('button', { name: 'Transformer en facture' })).not.toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Marquer accepté' }));
    await userEvent.click(await within(view).findByRole('button', { name: 'Transformer en facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transformer en facture' });
    expect(within(dialog).getByText(/n’a pas encore été facturé/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Facture d’acompte' }));
    const percent = within(dialog).getByRole('textbox', { name: 'Pourcentage' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer la facture' }));
    expect(await within(dialog).findByText('Indiquez un pourcentage entre 0 et 100.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.clear(percent);
    await userEvent.type(percent, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer la facture' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ mode: 'deposit', percentBp: 3000 });
  });

  it('takes one action at a time: while « Marquer envoyé » is on its way, the other actions wait', async () => {
    const sent: string[] = [];
    let answer: (() => void) | undefined;
    let current = quote({ status: 'validated' });
    mockApi({
      [`POST ${BASE}/fetch/estimates`]: () =>
        json({ data: [current], total: 1, totalCents: 30_000, leftToPayCents: 0 }),
      [`PATCH ${BASE}/estimate/q1/sent`]: () =>
        new Promise<Response>((resolve) => {
          sent.push('sent');
          answer = () => {
            current = quote({ status: 'sent' });
            resolve(json(current));
          };
        }),
      [`PATCH ${BASE}/estimate/q1/accepted`]: () => {
        sent.push('accepted');
        return json(quote());
      },
    });
    renderWithSession(<DocumentsPage familyKey="estimates" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir D-2026-0001' }));
    const view = await screen.findByRole('dialog', { name: 'Devis D-2026-0001' });
    await userEvent.click(within(view).getByRole('button', { name: 'Marquer envoyé' }));
    await waitFor(() => expect(sent).toEqual(['sent']));
    expect(within(view).getByRole('button', { name: 'Marquer accepté' })).toBeDisabled();
    answer?.();
    await waitFor(() => expect(within(view).getByRole('button', { name: 'Marquer accepté' })).toBeEnabled());
    expect(within(view).getByText('Envoyé', { exact: true })).toBeInTheDocument();
    expect(sent).toEqual(['sent']);
  });

  it('offers only the deposit or the balance once part is invoiced, and shows what is left', async () => {
    mockApi({
      [`POST ${BASE}/fetch/estimates`]: () =>
        json({ data: [quote({ invoicedCents: 9000 })], total: 1, totalCents: 30_000, leftToPayCents: 0 }),
    });
    renderWithSession(<DocumentsPage familyKey="estimates" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir D-2026-0001' }));
    const view = await screen.findByRole('dialog', { name: 'Devis D-2026-0001' });
    expect(within(view).getByText(/Reste à facturer/)).toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Transformer en facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transformer en facture' });
    expect(within(dialog).getByText(/Déjà facturé : 90,00 € sur 300,00 € TTC/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Facture complète' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Facture de solde/ })).toBeChecked();
  });

  it('shows an invoice partly paid as « Partiellement payée » and a cancelled one without « Créer un avoir »', async () => {
    mockApi({
      [`POST ${BASE}/fetch/invoices`]: () =>
        json({
          data: [
            invoice({ status: 'sent', paidCents: 10_000, leftToPayCents: 20_000 }),
            invoice({
              id: 'f2',
              number: 'F-2026-0002',
              status: 'cancelled',
              creditedCents: 30_000,
              creditableCents: 0,
              leftToPayCents: 0,
            }),
          ],
          total: 2,
          totalCents: 60_000,
          leftToPayCents: 20_000,
        }),
      [`GET ${BASE}/invoices/reminds`]: () => json({ data: [], total: 0 }),
    });
    renderWithSession(<DocumentsPage familyKey="invoices" />, fixtures.owner);
    const table = await screen.findByRole('table', { name: 'Factures et avoirs' });
    expect(
      within(within(table).getByRole('row', { name: /F-2026-0001/ })).getByText('Partiellement payée'),
    ).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /F-2026-0002/ })).getByText('Annulée')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir F-2026-0002' }));
    const view = await screen.findByRole('dialog', { name: 'Facture F-2026-0002' });
    expect(within(view).queryByRole('button', { name: 'Créer un avoir' })).not.toBeInTheDocument();
    expect(within(view).getByText(/Reste à annuler par avoir/)).toBeInTheDocument();
  });
});
