import {
  type AgencyInvoice,
  agencyInvoiceMessages as im,
} from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { validationMessages as m } from '@securite/domain/validation/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderComponent } from '../../test/render-component.tsx';
import { InvoiceDialog } from './invoice-dialog.tsx';

const agencyId = '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e21';
const agency = {
  id: agencyId,
  name: 'Sécurité Démo',
  email: 'contact@demo.test',
  city: 'Paris',
  locked: false,
  subscriptionEndsAt: null,
  fake: false,
  counts: { agents: 2, staff: 1, customers: 3 },
  owner: { id: 'owner-demo', fullname: 'Hélène Roux', email: 'gerant@demo.test' },
  createdAt: '2026-01-10T09:00:00.000Z',
};

const issued: AgencyInvoice = {
  id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e24',
  number: 'PF-2026-0014',
  agency: { id: agencyId, name: 'Sécurité Démo' },
  kind: 'subscription',
  status: 'pending',
  date: '2026-11-01',
  dueDate: '2026-11-15',
  lines: [{ label: 'Formation SSIAP', quantity: 2, unitPriceCents: 15050, totalCents: 30100, agentsCount: 0 }],
  note: 'Session de mars',
  totalCents: 30100,
  vatCents: 6020,
  totalInclTaxCents: 36120,
  paidCents: 0,
  balanceCents: 36120,
  partialPayments: [],
  firstPayment: false,
  orderId: null,
  isLate: false,
  createdAt: '2026-11-01T08:00:00.000Z',
};

describe('Nouvelle facture d’agence', () => {
  it('asks for the agency and each line’s label and price before any call, then issues the invoice', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      'POST /api/admin/fetch/agencies': () => json({ data: [agency], total: 1 }),
      'POST /api/admin/agency-invoice': ({ body }) => {
        sent.push(body);
        return json(issued);
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderComponent(<InvoiceDialog onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle facture d’agence' }));

    await user.click(dialog.getByRole('button', { name: 'Émettre la facture' }));
    expect(await dialog.findByText(im.agencyRequired)).toBeInTheDocument();
    expect(dialog.getAllByText(m.required)).toHaveLength(2);
    await user.click(dialog.getByRole('button', { name: 'Retirer la ligne 1' }));
    await user.click(dialog.getByRole('button', { name: 'Aperçu' }));
    expect(await dialog.findByText(im.linesRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/agency-invoice')).toBe(0);
    expect(callsTo(fetchMock, 'POST /api/admin/agency-invoice/preview')).toBe(0);

    await user.click(dialog.getByRole('combobox', { name: 'Agence facturée' }));
    await user.click(await screen.findByRole('option', { name: 'Sécurité Démo' }));
    await user.click(dialog.getByRole('button', { name: 'Ajouter une ligne' }));
    await user.type(dialog.getByLabelText('Désignation'), 'Formation SSIAP');
    await user.clear(dialog.getByLabelText('Qté'));
    await user.type(dialog.getByLabelText('Qté'), '2');
    await user.type(dialog.getByLabelText('Prix HT'), '150,50');
    expect(dialog.getByText(/Total HT 301,00/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Note'), 'Session de mars');
    await user.click(dialog.getByRole('button', { name: 'Émettre la facture' }));

    expect(await screen.findByText('La facture PF-2026-0014 a été émise')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        agencyId,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        note: 'Session de mars',
        firstPayment: false,
        lines: [{ label: 'Formation SSIAP', quantity: 2, unitPriceCents: 15050 }],
      },
    ]);
  });
});
