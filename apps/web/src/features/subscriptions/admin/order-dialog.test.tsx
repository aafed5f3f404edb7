import type { Article } from '@securite/domain/shop/catalogue-schemas';
import type { Order } from '@securite/domain/shop/order-schemas';
import { shopMessages } from '@securite/domain/shop/shop-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { callsTo, json, mockApi } from '../../../test/mock-api.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { OrderDialog } from './order-dialog.tsx';

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
const badge: Article = {
  id: '5c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e01',
  type: null,
  label: 'Badge NFC',
  description: null,
  unitPriceCents: 1500,
  agentsCount: 0,
  needsShipping: true,
  deliveryFeesCents: 0,
  active: true,
  createdAt: '2026-03-01T08:00:00.000Z',
};
const address = { street: null, complement: null, zipcode: null, city: null, country: null };
const order: Order = {
  id: '5c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e20',
  number: 'CMD-2026-0007',
  agency: { id: agencyId, name: 'Sécurité Démo' },
  title: null,
  description: null,
  items: [
    {
      id: '5c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e21',
      articleId: badge.id,
      label: 'Badge NFC',
      description: null,
      quantity: 10,
      unitPriceCents: 1500,
      totalCents: 15000,
      agentsCount: 0,
      needsShipping: true,
    },
  ],
  itemsTotalCents: 15000,
  deliveryFeesCents: 900,
  totalCents: 15900,
  vatCents: 3180,
  totalInclTaxCents: 19080,
  billingAddress: address,
  shippingAddress: address,
  paymentSkipped: false,
  paymentSkippedAt: null,
  operationState: 'draft',
  origin: 'admin',
  agentsCount: 0,
  needsShipping: true,
  payment: { status: 'none', invoiceId: null, invoiceNumber: null, paymentLinkUrl: null },
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

describe('Commande de l’administration', () => {
  it('asks for the agency, the items and their quantity before any call, then creates the order', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      'POST /api/admin/fetch/agencies': () => json({ data: [agency], total: 1 }),
      'POST /api/admin/fetch/subscription-articles': () => json({ data: [badge], total: 1 }),
      'POST /api/admin/subscription-order': ({ body }) => {
        sent.push(body);
        return json(order);
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderComponent(<OrderDialog order={null} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle commande' }));

    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText(shopMessages.agencyRequired)).toBeInTheDocument();
    expect(dialog.getByText(shopMessages.itemsRequired)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Ajouter un article' }));
    await user.clear(dialog.getByLabelText('Qté'));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText(shopMessages.quantityMin)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/subscription-order')).toBe(0);

    await user.click(dialog.getByRole('combobox', { name: 'Agence' }));
    await user.click(await screen.findByRole('option', { name: 'Sécurité Démo' }));
    await user.type(dialog.getByLabelText('Objet'), 'Badges du site');
    await user.click(dialog.getByRole('combobox', { name: 'Article' }));
    await user.click(await screen.findByRole('option', { name: 'Badge NFC' }));
    await user.type(dialog.getByLabelText('Qté'), '10');
    await user.click(dialog.getByRole('button', { name: 'Ajouter un article' }));
    await user.type(dialog.getAllByLabelText('Libellé')[1], 'Pose sur site');
    await user.type(dialog.getAllByLabelText('Prix HT')[1], '80');
    await user.type(dialog.getByLabelText('Frais de livraison HT'), '9');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('La commande a été créée')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        id: null,
        agencyId,
        title: 'Badges du site',
        items: [
          { articleId: badge.id, label: null, quantity: 10, unitPriceCents: null },
          { articleId: null, label: 'Pose sur site', quantity: 1, unitPriceCents: 8000 },
        ],
        deliveryFeesCents: 900,
        paymentSkipped: false,
      },
    ]);
  });

  it('edits a draft through PATCH with its items as they were', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    mockApi({
      'POST /api/admin/fetch/agencies': () => json({ data: [agency], total: 1 }),
      'POST /api/admin/fetch/subscription-articles': () => json({ data: [badge], total: 1 }),
      'PATCH /api/admin/subscription-order': ({ body }) => {
        sent.push(body);
        return json(order);
      },
    });
    const user = userEvent.setup();
    renderComponent(<OrderDialog order={order} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la commande CMD-2026-0007' }));
    await user.click(dialog.getByRole('switch', { name: 'Sans paiement (geste commercial, remplacement)' }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La commande a été modifiée')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: order.id,
        agencyId,
        title: null,
        items: [{ articleId: badge.id, label: 'Badge NFC', quantity: 10, unitPriceCents: 1500 }],
        deliveryFeesCents: 900,
        paymentSkipped: true,
      },
    ]);
  });
});
