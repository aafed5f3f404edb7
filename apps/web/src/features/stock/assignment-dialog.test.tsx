import { stockMessages } from '@securite/domain/stock/messages';
import type { StockReference } from '@securite/domain/stock/stock-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { typeInPicker } from '../../test/pickers.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { siteIds, siteListItem } from '../../test/site-fixtures.ts';
import { AssignmentDialog } from './assignment-dialog.tsx';

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

describe('Nouvelle attribution', () => {
  it('refuses a restitution ending before it starts, then hands the reference to a site', async () => {
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      [`POST ${api}/fetch/stock-references`]: () => json({ data: [radio], total: 1, types: [] }),
      [`POST ${api}/fetch/agents`]: () => json({ data: [], total: 0, specialties: [], filtered: false }),
      [`POST ${api}/fetch/sites`]: () =>
        json({ data: [siteListItem('Les Arcades', { id: siteIds.arcades })], total: 1 }),
      [`POST ${api}/stock-assignment`]: ({ body }) => {
        sent.push(body);
        return json({ updatedReferences: [radio], assignments: [] });
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithSession(<AssignmentDialog agencyId="agence-demo" reference={radio} onClose={onClose} />, fixtures.owner);
    const root = await screen.findByRole('dialog', { name: 'Nouvelle attribution' });
    const dialog = within(root);
    expect(await dialog.findByDisplayValue('Radio portative (RAD-0001) — 10 disponible(s)')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Attribuer' }));
    expect(await dialog.findByText(stockMessages.assignmentTarget)).toBeInTheDocument();

    await user.click(dialog.getByRole('combobox', { name: 'Sites' }));
    await user.click(await screen.findByRole('option', { name: 'Les Arcades' }));
    await user.clear(dialog.getByLabelText('Quantité par collaborateur ou site'));
    await user.type(dialog.getByLabelText('Quantité par collaborateur ou site'), '2');
    typeInPicker(root, 'Attribué le', '02/03/2026');
    typeInPicker(root, 'Restitution à partir du', '20/03/2026');
    typeInPicker(root, 'Restitution au plus tard le', '10/03/2026');
    await user.click(dialog.getByRole('button', { name: 'Attribuer' }));
    expect(await dialog.findByText(stockMessages.restitutionRange)).toBeInTheDocument();
    expect(dialog.queryByText(stockMessages.assignmentTarget)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${api}/stock-assignment`)).toBe(0);

    typeInPicker(root, 'Restitution au plus tard le', '31/03/2026');
    await user.type(dialog.getByLabelText('Note'), 'Pour le PC sécurité');
    await user.click(dialog.getByRole('button', { name: 'Attribuer' }));
    expect(await screen.findByText('Stock mis à jour : Radio portative (RAD-0001)')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        stockReferenceId: radio.id,
        agents: [],
        sites: [siteIds.arcades],
        quantityToAssign: 2,
        assignedAt: '2026-03-02',
        dateRangeRestitution: { from: '2026-03-20', to: '2026-03-31' },
        note: 'Pour le PC sécurité',
      },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
