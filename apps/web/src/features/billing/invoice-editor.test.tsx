import { todayIn } from '@securite/domain/time/calendar-day';
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

const page = (docs: ReturnType<typeof invoice>[], saved: unknown[]) =>
  mockApi({
    [`POST ${BASE}/fetch/invoices`]: () => json({ data: docs, total: docs.length, totalCents: 0, leftToPayCents: 0 }),
    [`GET ${BASE}/invoices/reminds`]: () => json({ data: [], total: 0 }),
    [`GET ${BASE}/billing/customers`]: () => json([{ id: CUSTOMER_ID, name: 'Client Démo SARL', recipients: [] }]),
    [`POST ${BASE}/invoice`]: ({ body }) => {
      saved.push(body);
      return json(invoice({ number: null, status: 'draft' }));
    },
  });

describe('the invoice editor', () => {
  it('bills the current month by default, offers the French rates and asks the reason of a 0 % line', async () => {
    const saved: unknown[] = [];
    page([], saved);
    renderWithSession(<DocumentsPage familyKey="invoices" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Nouvelle facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle facture' });
    expect(within(dialog).getByRole('group', { name: 'Période facturée' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo SARL' }));
    await userEvent.type(within(dialog).getByLabelText(/Désignation 1/), 'Formation SST');
    await userEvent.type(within(dialog).getByLabelText('Prix unitaire HT 1'), '450');

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'TVA 1' }));
    // The territories head their rates (MUI gives the subheaders the option role too).
    const rates = (await screen.findAllByRole('option'))
      .map((option) => option.textContent)
      .filter((text) => text?.endsWith('%'));
    expect(rates).toEqual(['20 %', '10 %', '5,5 %', '2,1 %', '13 %', '0,9 %', '8,5 %', '1,75 %', '1,05 %', '0 %']);
    expect(screen.getByText('Corse')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: '0 %' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Motif 0 % 1/ }));
    await userEvent.click(await screen.findByRole('option', { name: /art\. 261-4 du CGI/ }));

    const totals = within(dialog).getByLabelText('Totaux');
    expect(within(totals).getByText('TVA 0 % (exonération) : 0,00 €')).toBeInTheDocument();
    expect(within(totals).getByText('Total TVA : 0,00 €')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const today = todayIn('Europe/Paris');
    const last = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate();
    expect(saved[0]).toMatchObject({
      periodStart: `${today.slice(0, 8)}01`,
      periodEnd: `${today.slice(0, 8)}${String(last).padStart(2, '0')}`,
      lines: [{ label: 'Formation SST', vatRateBp: 0, vatExemptionCode: 'VATEX-FR-CGI261-4', unitPriceCents: 45_000 }],
    });
  });

  it('refuses a due date past 60 days with the rule of the Code de commerce under it, and saves nothing', async () => {
    const saved: unknown[] = [];
    const draft = invoice({ number: null, status: 'draft', date: '2026-11-02', dueDate: '2027-02-15' });
    page([draft], saved);
    renderWithSession(<DocumentsPage familyKey="invoices" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: /Ouvrir/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    // Under the « Échéance » field, in place of its helper text.
    const message = await within(dialog).findByText(/Échéance trop lointaine : au plus tard le 01\/01\/2027/);
    expect(message).toHaveAttribute('id', 'document-due-date-helper-text');
    expect(message).toHaveTextContent('article L441-10 du Code de commerce');
    expect(saved).toHaveLength(0);
  });

  it('asks before « Fermer » loses a typed line, and closes at once once it is saved', async () => {
    const saved: unknown[] = [];
    page([], saved);
    renderWithSession(<DocumentsPage familyKey="invoices" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Nouvelle facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle facture' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo SARL' }));
    await userEvent.type(within(dialog).getByLabelText(/Désignation 1/), 'Gardiennage');
    await userEvent.type(within(dialog).getByLabelText('Prix unitaire HT 1'), '100');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    const question = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Continuer la saisie' }));
    expect(within(dialog).getByLabelText(/Désignation 1/)).toHaveValue('Gardiennage');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
  });
});
