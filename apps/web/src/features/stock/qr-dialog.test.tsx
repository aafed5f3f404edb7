import type { StockReference } from '@securite/domain/stock/stock-schemas';
import { validationMessages } from '@securite/domain/validation/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderComponent } from '../../test/render-component.tsx';
import { QrDialog } from './qr-dialog.tsx';

const api = '/api/agency/agence-demo';
const reference = (id: string, title: string, code: string): StockReference => ({
  id,
  title,
  reference: code,
  description: null,
  types: [],
  status: 'active',
  quantity: 12,
  assignedQuantity: 0,
  availableQuantity: 12,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
});
const radio = reference('11111111-1111-4111-8111-111111111111', 'Radio portative', 'RAD-0001');
const lamp = reference('22222222-2222-4222-8222-222222222222', 'Lampe torche', 'LAM-0001');

describe('Étiquettes QR', () => {
  it('refuses a size out of its range without calling the API, then downloads the references’ sheet', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      [`POST ${api}/fetch/stock-references`]: () => json({ data: [lamp, radio], total: 2, types: [] }),
      [`POST ${api}/generate/qr-codes`]: ({ body }) => {
        sent.push(body);
        return new Response(new Blob(['%PDF']), { headers: { 'Content-Type': 'application/pdf' } });
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:qr');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    // jsdom does not navigate: the download link's click is only counted.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderComponent(<QrDialog agencyId="agence-demo" initial={[radio]} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Étiquettes QR' }));
    expect(dialog.getByRole('button', { name: 'Radio portative (RAD-0001)' })).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Taille (mm)'));
    await user.type(dialog.getByLabelText('Taille (mm)'), '200');
    await user.click(dialog.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await dialog.findByText(validationMessages.invalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${api}/generate/qr-codes`)).toBe(0);

    await user.click(dialog.getByRole('combobox', { name: 'Références' }));
    await user.click(await screen.findByRole('option', { name: 'Lampe torche (LAM-0001)' }));
    await user.clear(dialog.getByLabelText('Taille (mm)'));
    await user.type(dialog.getByLabelText('Taille (mm)'), '40');
    await user.clear(dialog.getByLabelText('Codes par ligne'));
    await user.type(dialog.getByLabelText('Codes par ligne'), '2');
    await user.click(dialog.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      {
        items: [{ id: radio.id }, { id: lamp.id }],
        qrCodesQuantity: 4,
        qrCodeCountByRow: 2,
        qrCodeSize: 40,
        qrCodeMargin: 5,
      },
    ]);
  });

  it('cannot download without a reference', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({ [`POST ${api}/fetch/stock-references`]: () => json({ data: [radio], total: 1, types: [] }) });
    renderComponent(<QrDialog agencyId="agence-demo" initial={[]} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Étiquettes QR' }));
    expect(dialog.getByRole('button', { name: 'Télécharger le PDF' })).toBeDisabled();
  });
});
