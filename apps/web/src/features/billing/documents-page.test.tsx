import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { CUSTOMER_ID, invoice } from './billing-fixtures.ts';
import { DocumentsPage } from './documents-page.tsx';

const BASE = '/api/agency/agence-demo';
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Factures et avoirs (factures)', () => {
  it('lists the invoices with what is left to pay and « En retard », then the credit notes in their tab', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [`POST ${BASE}/fetch/invoices`]: ({ body }) => {
        bodies.push(body);
        const credits = (body as { filters: { isInvoice?: boolean } }).filters.isInvoice === false;
        return json({
          data: credits
            ? [invoice({ id: 'a1', type: 'creditNote', number: 'A-2026-0001', leftToPayCents: 0 })]
            : [invoice({ isLateToPay: true, status: 'sent' })],
          total: 1,
          totalCents: 30_000,
          leftToPayCents: 30_000,
        });
      },
      [`GET ${BASE}/invoices/reminds`]: () => json({ data: [invoice({ isLateToPay: true })], total: 1 }),
    });
    renderWithSession(<DocumentsPage familyKey="invoices" />, fixtures.owner);
    const table = await screen.findByRole('table', { name: 'Factures et avoirs' });
    const row = within(table).getByRole('row', { name: /F-2026-0001/ });
    expect(within(row).getByText('Client Démo SARL')).toBeInTheDocument();
    expect(within(row).getByText('En retard')).toBeInTheDocument();
    expect(within(row).getAllByText('300,00 €')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Nouvelle facture' })).toBeInTheDocument();
    expect(await screen.findByText('1 facture en retard de paiement')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Avoirs' }));
    expect(await within(table).findByText('A-2026-0001')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ filters: { isInvoice: false } });
  });

  it('creates a quote: lines in euros become cents, the totals follow, and the draft is saved', async () => {
    const saved: unknown[] = [];
    mockApi({
      [`POST ${BASE}/fetch/estimates`]: () => json({ data: [], total: 0, totalCents: 0, leftToPayCents: 0 }),
      [`GET ${BASE}/billing/customers`]: () => json([{ id: CUSTOMER_ID, name: 'Client Démo SARL', recipients: [] }]),
      [`POST ${BASE}/estimate`]: ({ body }) => {
        saved.push(body);
        return json(invoice({ type: 'quote', number: null, status: 'draft' }));
      },
    });
    renderWithSession(<DocumentsPage familyKey="estimates" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Nouveau devis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau devis' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo SARL' }));
    await userEvent.type(within(dialog).getByLabelText(/Désignation 1/), 'Gardiennage de nuit');
    const quantity = within(dialog).getByLabelText('Quantité 1');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '7,5');
    await userEvent.type(within(dialog).getByLabelText('Prix unitaire HT 1'), '21,99');
    // 7.5 × 21.99 = 164.925 → 164.93 excl. tax; VAT 20 % 32.99; 197.92 incl. tax.
    const totals = within(dialog).getByLabelText('Totaux');
    expect(within(totals).getByText('Total HT : 164,93 €')).toBeInTheDocument();
    expect(within(totals).getByText('Total TTC : 197,92 €')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      customerId: CUSTOMER_ID,
      lines: [{ label: 'Gardiennage de nuit', quantity: 7.5, unitPriceCents: 2199, vatRateBp: 2000 }],
    });
  });

  it('shows the planner no create button and an agent-free list without the right', async () => {
    mockApi({
      [`POST ${BASE}/fetch/purchaseOrders`]: () => json({ data: [], total: 0, totalCents: 0, leftToPayCents: 0 }),
    });
    renderWithSession(<DocumentsPage familyKey="purchaseOrders" />, fixtures.planning);
    expect(await screen.findByText('Aucun document pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouveau bon de commande' })).not.toBeInTheDocument();
  });
  it('opens one dialog for a click or Enter on an invoice, gives the focus back to its row, offers no « Marquer refusé »', async () => {
    mockApi({
      [`POST ${BASE}/fetch/invoices`]: () =>
        json({ data: [invoice({ status: 'sent' })], total: 1, totalCents: 30_000, leftToPayCents: 30_000 }),
      [`GET ${BASE}/invoices/reminds`]: () => json({ data: [], total: 0 }),
    });
    renderWithSession(<DocumentsPage familyKey="invoices" />, fixtures.owner);
    const table = await screen.findByRole('table', { name: 'Factures et avoirs' });
    const open = within(table).getByRole('button', { name: 'Ouvrir F-2026-0001' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Facture F-2026-0001' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Créer un avoir' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Marquer refusé' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Facture F-2026-0001' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());

    // A click beside the button opens it once as well.
    await userEvent.click(within(table).getByText('Client Démo SARL'));
    await screen.findByRole('dialog', { name: 'Facture F-2026-0001' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('still offers « Marquer refusé » on a sent quote', async () => {
    mockApi({
      [`POST ${BASE}/fetch/estimates`]: () =>
        json({
          data: [invoice({ type: 'quote', number: 'D-2026-0001', status: 'sent', leftToPayCents: 0 })],
          total: 1,
          totalCents: 30_000,
          leftToPayCents: 0,
        }),
      [`GET ${BASE}/estimates/reminds`]: () => json({ data: [], total: 0 }),
    });
    renderWithSession(<DocumentsPage familyKey="estimates" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir D-2026-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devis D-2026-0001' });
    expect(within(dialog).getByRole('button', { name: 'Marquer refusé' })).toBeInTheDocument();
  });
});

describe('Factures et avoirs opened from a link', () => {
  it('starts on the status the address names (?statut=late: the dashboard’s overdue invoices)', async () => {
    const bodies: { filters: { status?: string } }[] = [];
    mockApi({
      [`POST ${BASE}/fetch/invoices`]: ({ body }) => {
        bodies.push(body as { filters: { status?: string } });
        return json({ data: [], total: 0, totalCents: 0, leftToPayCents: 0 });
      },
      [`GET ${BASE}/invoices/reminds`]: () => json({ data: [], total: 0 }),
    });
    renderWithSession(<DocumentsPage familyKey="invoices" />, fixtures.owner, { path: '/factures?statut=late' });
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies[0].filters.status).toBe('late');
  });
});
