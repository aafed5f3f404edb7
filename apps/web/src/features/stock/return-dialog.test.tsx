import type { StockAssignment } from '@securite/domain/stock/stock-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { ReturnDialog } from './return-dialog.tsx';

const api = '/api/agency/agence-demo';
const reference = { id: '11111111-1111-4111-8111-111111111111', title: 'Radio portative', reference: 'RAD-0001' };
const assignment: StockAssignment = {
  id: 'a1',
  stockReference: reference,
  agent: { id: 'membre-agent', fullname: 'Karim Benali' },
  site: null,
  quantity: 3,
  assignedAt: '2026-03-01',
  dateRangeRestitution: { from: null, to: '2026-03-20' },
  status: 'assigned',
  returnedAt: null,
  restitution: 'due',
  note: null,
  createdAt: '2026-03-01T08:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function open(onClose = vi.fn()) {
  renderWithSession(<ReturnDialog agencyId="agence-demo" assignment={assignment} onClose={onClose} />, fixtures.owner);
  return within(screen.getByRole('dialog', { name: 'Restituer le matériel' }));
}

describe('ReturnDialog (Restituer le matériel)', () => {
  it('refuses a quantity out of 1…held before any call, then sends the quantity and the note', async () => {
    const returned: unknown[] = [];
    mockApi({
      [`POST ${api}/stock-assignment/a1/return`]: ({ body }) => {
        returned.push(body);
        return json({ updatedReferences: [reference], assignments: [] });
      },
    });
    const onClose = vi.fn();
    const dialog = open(onClose);
    expect(dialog.getByText('Radio portative (RAD-0001), attribué à Karim Benali.')).toBeInTheDocument();
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantité restituée' });
    expect(quantity).toHaveValue(3);
    expect(dialog.getByText('3 attribuée(s)')).toBeInTheDocument();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Restituer' }));
    expect(await dialog.findByText('Entre 1 et 3')).toBeInTheDocument();
    await userEvent.clear(quantity);
    expect(dialog.getByText('Entre 1 et 3')).toBeInTheDocument();
    await userEvent.type(quantity, '0');
    expect(dialog.getByText('Entre 1 et 3')).toBeInTheDocument();
    expect(returned).toEqual([]);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(dialog.queryByText('Entre 1 et 3')).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Antenne cassée');
    await userEvent.click(dialog.getByRole('button', { name: 'Restituer' }));
    expect(await screen.findByText('Stock mis à jour : Radio portative (RAD-0001)')).toBeInTheDocument();
    expect(returned).toEqual([{ quantity: 2, note: 'Antenne cassée' }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the server’s refusal above the form and keeps it open', async () => {
    mockApi({
      [`POST ${api}/stock-assignment/a1/return`]: () =>
        json({ code: 'CONFLICT', message: 'Cette attribution est déjà restituée' }, 409),
    });
    const onClose = vi.fn();
    const dialog = open(onClose);
    await userEvent.click(dialog.getByRole('button', { name: 'Restituer' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Cette attribution est déjà restituée');
    expect(onClose).not.toHaveBeenCalled();
  });
});
