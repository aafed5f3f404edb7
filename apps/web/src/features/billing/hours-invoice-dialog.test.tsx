import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { typeInPicker } from '../../test/pickers.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { CUSTOMER_ID, invoice } from './billing-fixtures.ts';
import { DocumentsPage } from './documents-page.tsx';

const BASE = '/api/agency/agence-demo';
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Facturer les heures', () => {
  it('asks a customer and a month, then opens the draft invoice made from the services', async () => {
    const asked: unknown[] = [];
    mockApi({
      [`POST ${BASE}/fetch/invoices`]: () => json({ data: [], total: 0, totalCents: 0, leftToPayCents: 0 }),
      [`GET ${BASE}/invoices/reminds`]: () => json({ data: [], total: 0 }),
      [`GET ${BASE}/billing/customers`]: () => json([{ id: CUSTOMER_ID, name: 'Client Démo SARL', recipients: [] }]),
      [`POST ${BASE}/invoice/from-hours`]: ({ body }) => {
        asked.push(body);
        return json(invoice({ number: null, status: 'draft', subject: 'Prestations — octobre 2026' }));
      },
    });
    renderWithSession(<DocumentsPage familyKey="invoices" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Facturer les heures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Facturer les heures' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo SARL' }));
    typeInPicker(dialog, 'Mois', '10/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Générer' }));
    await waitFor(() => expect(asked).toEqual([{ customerId: CUSTOMER_ID, month: '2026-10' }]));
    const draft = await screen.findByRole('dialog', { name: 'Facture (brouillon)' });
    expect(within(draft).getByRole('textbox', { name: 'Objet' })).toHaveValue('Prestations — octobre 2026');
  });

  it('asks for the customer and a whole month before any call, and shows the server’s refusal', async () => {
    const asked: unknown[] = [];
    mockApi({
      [`POST ${BASE}/fetch/invoices`]: () => json({ data: [], total: 0, totalCents: 0, leftToPayCents: 0 }),
      [`GET ${BASE}/invoices/reminds`]: () => json({ data: [], total: 0 }),
      [`GET ${BASE}/billing/customers`]: () => json([{ id: CUSTOMER_ID, name: 'Client Démo SARL', recipients: [] }]),
      [`POST ${BASE}/invoice/from-hours`]: ({ body }) => {
        asked.push(body);
        return json(
          { code: 'UNPROCESSABLE', message: 'Aucun service terminé à facturer pour ce client en octobre 2026.' },
          422,
        );
      },
    });
    renderWithSession(<DocumentsPage familyKey="invoices" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Facturer les heures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Facturer les heures' });
    typeInPicker(dialog, 'Mois', '10/20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Générer' }));
    expect(await within(dialog).findByText('Obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('Mois invalide (AAAA-MM attendu)')).toBeInTheDocument();
    expect(asked).toEqual([]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo SARL' }));
    typeInPicker(dialog, 'Mois', '10/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Générer' }));
    expect(
      await within(dialog).findByText('Aucun service terminé à facturer pour ce client en octobre 2026.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ customerId: CUSTOMER_ID, month: '2026-10' }]);
  });
});
