import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { invoice } from './billing-fixtures.ts';
import { CustomerInvoicesPage } from './customer-invoices-page.tsx';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let clicked: HTMLAnchorElement[];
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:facture');
  URL.revokeObjectURL = vi.fn();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Factures (customerInvoices)', () => {
  it('lists the customer’s invoices and downloads the Factur-X PDF', async () => {
    const agencyId = fixtures.customer.userCompanies[0]!.agency.id;
    const base = `/api/agency/${agencyId}`;
    mockApi({
      [`POST ${base}/fetch/invoices`]: () =>
        json({ data: [invoice()], total: 1, totalCents: 30_000, leftToPayCents: 30_000 }),
      [`GET ${base}/invoice/${invoice().id}/pdf`]: () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'inline; filename="facture-f-2026-0001.pdf"',
          },
        }),
    });
    renderWithSession(<CustomerInvoicesPage />, fixtures.customer);
    const table = await screen.findByRole('table', { name: 'Factures' });
    const row = within(table).getByRole('row', { name: /Facture F-2026-0001/ });
    await userEvent.click(within(row).getByRole('button', { name: /Télécharger facture F-2026-0001/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('facture-f-2026-0001.pdf');
  });
});
