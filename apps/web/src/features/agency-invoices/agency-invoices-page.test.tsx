import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { agencyInvoiceMessages as im } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const slow = { timeout: 30_000 };
const invoice = (id: string, number: string, agency: string, paidCents: number, late = false): AgencyInvoice => ({
  id,
  number,
  agency: { id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e21', name: agency },
  kind: 'subscription',
  status: paidCents === 0 ? 'pending' : paidCents >= 5880 ? 'paid' : 'partial',
  date: '2026-11-01',
  dueDate: '2026-11-15',
  lines: [
    { label: 'Abonnement Essentiel — mensuel', quantity: 1, unitPriceCents: 4900, totalCents: 4900, agentsCount: 0 },
  ],
  note: null,
  totalCents: 4900,
  vatCents: 980,
  totalInclTaxCents: 5880,
  paidCents,
  balanceCents: 5880 - paidCents,
  partialPayments: [],
  firstPayment: false,
  orderId: null,
  isLate: late,
  createdAt: '2026-11-01T08:00:00.000Z',
});
const demo = invoice('8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e22', 'PF-2026-0012', 'Sécurité Démo', 0, true);
const temoin = invoice('8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e23', 'PF-2026-0013', 'Agence Témoin', 5880);

beforeAll(async () => {
  await import('./agency-invoices-page.tsx');
  await import('./payment-dialog.tsx');
}, 180_000);

describe('Factures des agences', () => {
  it('lists the invoices with what remains, filters the late ones and records a partial payment', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const requests: unknown[] = [];
    const payments: unknown[] = [];
    let paid = 0;
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/fetch/agency-invoices': ({ body }) => {
        requests.push(body);
        const late = (body as { filters?: { late?: boolean } }).filters?.late;
        const current = { ...demo, paidCents: paid, balanceCents: 5880 - paid, status: paid ? 'partial' : 'pending' };
        const data = late ? [current] : [current, temoin];
        return json({ data, total: data.length, balanceCents: 5880 - paid });
      },
      [`POST /api/admin/agency-invoice/${demo.id}/partial-payments`]: ({ body }) => {
        const amount = (body as { amountCents: number | null }).amountCents;
        if (!amount)
          return json(
            { code: 'VALIDATION', message: 'Données invalides', errors: { amountCents: im.amountPositive } },
            422,
          );
        payments.push(body);
        paid = amount;
        return json({ ...demo, paidCents: paid, balanceCents: 5880 - paid, status: 'partial' });
      },
    });
    renderApp('/agencyInvoices');
    const table = await screen.findByRole('table', { name: 'Factures des agences' }, slow);
    expect(await within(table).findByText('PF-2026-0012', {}, slow)).toBeInTheDocument();
    expect(within(table).getByText('Agence Témoin')).toBeInTheDocument();
    expect(screen.getByText(/Reste à encaisser sur la sélection : 58,80/)).toBeInTheDocument();
    // A paid invoice has nothing left to record.
    expect(screen.queryByRole('button', { name: 'Enregistrer un paiement de PF-2026-0013' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Statut' }));
    await userEvent.click(await screen.findByRole('option', { name: 'En retard' }));
    await within(table).findByText('PF-2026-0012');
    expect(within(screen.getByRole('table', { name: 'Factures des agences' })).queryByText('Agence Témoin')).toBeNull();
    expect(requests.at(-1)).toMatchObject({ filters: { late: true } });

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer un paiement de PF-2026-0012' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Paiement de la facture PF-2026-0012' }, slow));
    await userEvent.click(dialog.getByRole('switch', { name: 'Régler le solde' }));
    // Without an amount, the schema's refusal (the server's own) shows under the field before any call.
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await dialog.findByText(im.amountPositive)).toBeInTheDocument();
    expect(payments).toEqual([]);
    expect(callsTo(fetchMock, `POST /api/admin/agency-invoice/${demo.id}/partial-payments`)).toBe(0);

    await userEvent.type(dialog.getByRole('textbox', { name: 'Montant' }), '20,50');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Moyen de paiement' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chèque' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await screen.findByText(im.paymentRecorded, {}, slow)).toBeInTheDocument();
    expect(payments).toEqual([expect.objectContaining({ settle: false, amountCents: 2050, paymentMethod: 'cheque' })]);
    expect(screen.queryByRole('dialog', { name: 'Paiement de la facture PF-2026-0012' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Reste à encaisser sur la sélection : 38,30/, {}, slow)).toBeInTheDocument();
  });
});
