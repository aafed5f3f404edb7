import { stockMessages } from '@securite/domain/stock/messages';
import type { StockReference } from '@securite/domain/stock/stock-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderComponent } from '../../test/render-component.tsx';
import { ActionDialog } from './action-dialog.tsx';

const api = '/api/agency/agence-demo';
const radio: StockReference = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Radio portative',
  reference: 'RAD-0001',
  description: null,
  types: [],
  status: 'active',
  quantity: 12,
  assignedQuantity: 2,
  availableQuantity: 10,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

describe('Entrée ou sortie de stock', () => {
  it('asks for a reference and a quantity above 0 without calling the API, then records the movement', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      [`POST ${api}/fetch/stock-references`]: () => json({ data: [radio], total: 1, types: [] }),
      [`POST ${api}/stock-action`]: ({ body }) => {
        sent.push(body);
        return json({ updatedReferences: [radio], assignments: [] });
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderComponent(<ActionDialog agencyId="agence-demo" onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Entrée ou sortie de stock' }));

    await user.clear(dialog.getByLabelText('Quantité'));
    await user.type(dialog.getByLabelText('Quantité'), '0');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Valeur invalide')).toBeInTheDocument();
    expect(dialog.getByText(stockMessages.quantity)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${api}/stock-action`)).toBe(0);

    await user.click(dialog.getByRole('combobox', { name: 'Référence' }));
    await user.click(await screen.findByRole('option', { name: 'Radio portative (RAD-0001) — 12 en stock' }));
    await user.click(dialog.getByRole('combobox', { name: 'Mouvement' }));
    await user.click(await screen.findByRole('option', { name: 'Sortie de stock' }));
    await user.clear(dialog.getByLabelText('Quantité'));
    await user.type(dialog.getByLabelText('Quantité'), '3');
    await user.type(dialog.getByLabelText('Note'), 'Casse');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Stock mis à jour : Radio portative (RAD-0001)')).toBeInTheDocument();
    expect(sent).toEqual([{ stockReferenceId: radio.id, kind: 'out', quantity: 3, note: 'Casse' }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends no note when none is typed', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    mockApi({
      [`POST ${api}/fetch/stock-references`]: () => json({ data: [radio], total: 1, types: [] }),
      [`POST ${api}/stock-action`]: ({ body }) => {
        sent.push(body);
        return json({ updatedReferences: [radio], assignments: [] });
      },
    });
    const user = userEvent.setup();
    renderComponent(<ActionDialog agencyId="agence-demo" onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Entrée ou sortie de stock' }));
    await user.click(dialog.getByRole('combobox', { name: 'Référence' }));
    await user.click(await screen.findByRole('option', { name: /Radio portative/ }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Stock mis à jour : Radio portative (RAD-0001)')).toBeInTheDocument();
    expect(sent).toEqual([{ stockReferenceId: radio.id, kind: 'in', quantity: 1, note: null }]);
  });
});
