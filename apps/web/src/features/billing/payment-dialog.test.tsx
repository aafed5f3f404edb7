import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { typeInPicker } from '../../test/pickers.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { invoice } from './billing-fixtures.ts';
import { PaymentDialog } from './payment-dialog.tsx';

const BASE = '/api/agency/agence-demo';
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Paiement partiel', () => {
  it('starts at the amount left to pay, refuses 0 € without a call, then sends the payment', async () => {
    const sent: unknown[] = [];
    const doc = invoice({ leftToPayCents: 30_000 });
    mockApi({
      [`POST ${BASE}/invoice/${doc.id}/partial-payments`]: ({ body }) => {
        sent.push(body);
        return json(invoice({ leftToPayCents: 17_550, paidCents: 12_450 }));
      },
    });
    const close = vi.fn();
    renderWithSession(<PaymentDialog agencyId="agence-demo" doc={doc} close={close} />, fixtures.owner);
    const dialog = await screen.findByRole('dialog', { name: 'Paiement partiel' });
    const amount = within(dialog).getByRole('textbox', { name: 'Montant' });
    expect(amount).toHaveValue('300');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le montant doit être supérieur à 0')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Obligatoire')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(amount, '124,5');
    typeInPicker(dialog, 'Date du paiement', '15/11/2026');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Moyen de paiement' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chèque' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Chèque n° 42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ date: '2026-11-15', amountCents: 12_450, method: 'cheque', note: 'Chèque n° 42' });
    expect(await screen.findByText('Paiement enregistré')).toBeInTheDocument();
    await waitFor(() => expect(close).toHaveBeenCalledWith(expect.objectContaining({ leftToPayCents: 17_550 })));
  });

  it('sends no note when none is typed, and shows the server’s refusal above the fields', async () => {
    const doc = invoice({ leftToPayCents: 5000 });
    const sent: unknown[] = [];
    mockApi({
      [`POST ${BASE}/invoice/${doc.id}/partial-payments`]: ({ body }) => {
        sent.push(body);
        return json({ code: 'UNPROCESSABLE', message: 'Le paiement dépasse le reste à payer (50,00 €).' }, 422);
      },
    });
    renderWithSession(<PaymentDialog agencyId="agence-demo" doc={doc} close={vi.fn()} />, fixtures.owner);
    const dialog = await screen.findByRole('dialog', { name: 'Paiement partiel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le paiement dépasse le reste à payer (50,00 €).')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ amountCents: 5000, method: 'transfer', note: null })]);
  });
});
