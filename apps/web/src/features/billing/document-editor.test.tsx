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

const quotes = (save: (body: unknown) => Response) =>
  mockApi({
    [`POST ${BASE}/fetch/estimates`]: () => json({ data: [], total: 0, totalCents: 0, leftToPayCents: 0 }),
    [`GET ${BASE}/estimates/reminds`]: () => json({ data: [], total: 0 }),
    [`GET ${BASE}/billing/customers`]: () => json([{ id: CUSTOMER_ID, name: 'Client Démo SARL', recipients: [] }]),
    [`POST ${BASE}/estimate`]: ({ body }) => save(body),
  });

async function openNewQuote() {
  renderWithSession(<DocumentsPage familyKey="estimates" />, fixtures.owner);
  await userEvent.click(await screen.findByRole('button', { name: 'Nouveau devis' }));
  return screen.findByRole('dialog', { name: 'Nouveau devis' });
}

describe('the quote editor', () => {
  it('shows each message under its field without a call, then sends the whole quote', async () => {
    const saved: unknown[] = [];
    quotes((body) => {
      saved.push(body);
      return json(invoice({ id: 'q1', type: 'quote', number: null, status: 'draft' }));
    });
    const dialog = await openNewQuote();
    const quantity = within(dialog).getByLabelText('Quantité 1');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Remise' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pourcentage du total HT' }));
    await userEvent.type(within(dialog).getByLabelText('Remise (%)'), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La quantité doit être supérieure à 0')).toBeInTheDocument();
    expect(within(dialog).getByText('La remise doit être comprise entre 0,01 % et 100 %')).toBeInTheDocument();
    // The customer, the line's designation and its unit price are required.
    expect(within(dialog).getAllByText('Obligatoire')).toHaveLength(3);
    expect(within(dialog).queryByLabelText('Totaux')).not.toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo SARL' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Objet' }), 'Salon');
    await userEvent.type(within(dialog).getByLabelText(/Désignation 1/), 'Agent SSIAP 1');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '7,5');
    await userEvent.type(within(dialog).getByLabelText('Prix unitaire HT 1'), '24,80');
    const discount = within(dialog).getByLabelText('Remise (%)');
    await userEvent.clear(discount);
    await userEvent.type(discount, '10');
    expect(within(dialog).getByLabelText('Totaux')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      id: null,
      customerId: CUSTOMER_ID,
      subject: 'Salon',
      notes: null,
      deliveryAddress: null,
      dueDate: null,
      periodStart: null,
      periodEnd: null,
      discount: { kind: 'percent', percentBp: 1000 },
      lines: [
        {
          label: 'Agent SSIAP 1',
          description: null,
          kind: 'service',
          quantity: 7.5,
          unitPriceCents: 2480,
          vatRateBp: 2000,
          vatExemptionCode: null,
        },
      ],
    });
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
  });

  it('puts the server’s messages under the line’s fields, and a refusal no field shows above the form', async () => {
    let answer = 0;
    quotes(() => {
      answer += 1;
      return answer === 1
        ? json(
            {
              code: 'VALIDATION_ERROR',
              message: 'Données invalides',
              errors: { 'lines.0.unitPriceCents': 'Valeur trop grande' },
            },
            400,
          )
        : json({ code: 'UNPROCESSABLE', message: 'Client introuvable' }, 422);
    });
    const dialog = await openNewQuote();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo SARL' }));
    await userEvent.type(within(dialog).getByLabelText(/Désignation 1/), 'Gardiennage');
    await userEvent.type(within(dialog).getByLabelText('Prix unitaire HT 1'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const message = await within(dialog).findByText('Valeur trop grande');
    expect(message.id).toBe(`${within(dialog).getByLabelText('Prix unitaire HT 1').id}-helper-text`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Client introuvable');
  });

  it('keeps a draft it could not delete open with the reason, and closes once deleted', async () => {
    let refuse = true;
    const draft = invoice({ id: 'q1', type: 'quote', number: null, status: 'draft' });
    mockApi({
      [`POST ${BASE}/fetch/estimates`]: () => json({ data: [draft], total: 1, totalCents: 0, leftToPayCents: 0 }),
      [`GET ${BASE}/estimates/reminds`]: () => json({ data: [], total: 0 }),
      [`GET ${BASE}/billing/customers`]: () => json([{ id: CUSTOMER_ID, name: 'Client Démo SARL', recipients: [] }]),
      [`DELETE ${BASE}/estimate/q1`]: () =>
        refuse
          ? json({ statusCode: 409, code: 'CONFLICT', message: 'Ce devis a changé entre-temps : rouvrez-le' }, 409)
          : new Response(null, { status: 204 }),
    });
    renderWithSession(<DocumentsPage familyKey="estimates" />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: /^Ouvrir/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Devis (brouillon)' });
    const remove = async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
      const question = await screen.findByRole('dialog', { name: 'Supprimer ce brouillon ?' });
      await userEvent.click(within(question).getByRole('button', { name: 'Supprimer' }));
    };
    await remove();
    expect(await within(dialog).findByText('Ce devis a changé entre-temps : rouvrez-le')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    refuse = false;
    await remove();
    expect(await screen.findByText('Brouillon supprimé')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Devis (brouillon)' })).not.toBeInTheDocument());
  });
});
