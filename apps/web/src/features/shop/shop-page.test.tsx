import type { Article, Section } from '@securite/domain/shop/catalogue-schemas';
import type { Order } from '@securite/domain/shop/order-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = '/api/agency/agence-demo';
const slow = { timeout: 30_000 };
const pack: Article = {
  id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e01',
  type: null,
  label: 'Pack 5 fiches collaborateurs',
  description: 'Cinq fiches de plus, tout de suite.',
  unitPriceCents: 4995,
  agentsCount: 5,
  needsShipping: false,
  deliveryFeesCents: 0,
  active: true,
  createdAt: '2026-01-01T08:00:00.000Z',
};
const section: Section = {
  id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e02',
  title: 'Fiches collaborateurs',
  description: null,
  active: true,
  highlight: true,
  position: 0,
  sectionArticles: [{ id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e03', position: 0, featured: true, article: pack }],
  createdAt: '2026-01-01T08:00:00.000Z',
};
const address = { street: null, complement: null, zipcode: null, city: null, country: null };
const order = (quantity: number): Order => ({
  id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e04',
  number: 'CMD-2026-0007',
  agency: { id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e05', name: 'Sécurité Démo' },
  title: null,
  description: null,
  items: [
    {
      id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e06',
      articleId: pack.id,
      label: pack.label,
      description: null,
      quantity,
      unitPriceCents: pack.unitPriceCents,
      totalCents: pack.unitPriceCents * quantity,
      agentsCount: 5 * quantity,
      needsShipping: false,
    },
  ],
  itemsTotalCents: pack.unitPriceCents * quantity,
  deliveryFeesCents: 0,
  totalCents: pack.unitPriceCents * quantity,
  vatCents: 999 * quantity,
  totalInclTaxCents: 5994 * quantity,
  billingAddress: address,
  shippingAddress: address,
  paymentSkipped: false,
  paymentSkippedAt: null,
  operationState: 'awaitingPayment',
  origin: 'agent-limit',
  agentsCount: 5 * quantity,
  needsShipping: false,
  payment: { status: 'pending', invoiceId: null, invoiceNumber: null, paymentLinkUrl: null },
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
});

beforeAll(async () => {
  await import('./shop-page.tsx');
}, 180_000);

describe('Boutique', () => {
  it('orders a pack from the agent limit by bank transfer and shows where to send it', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const carts: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/subscription-sections`]: () => json({ data: [section], total: 1 }),
      [`POST ${api}/subscription/cart`]: ({ body }) => {
        carts.push(body);
        return json(order(2));
      },
      [`POST ${api}/subscription-order/finalize`]: () =>
        json({
          kind: 'transfer',
          url: null,
          emailed: false,
          invoice: { id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e07', number: 'PF-2026-0012', totalInclTaxCents: 11988 },
          instructions: 'Indiquez PF-2026-0012 dans le libellé du virement.',
          bankTransfer: {
            holder: 'Sécurité Plateforme SAS',
            iban: 'FR76 3000 6000 0112 3456 7890 189',
            bic: 'AGRIFRPP',
          },
        }),
    });
    renderApp('/agencySubscription/shop?origin=agent-limit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutique' }, slow)).toBeInTheDocument();
    expect(await screen.findByText(/Vous avez atteint votre quota de fiches collaborateurs/, {}, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Commander et payer' })).toBeDisabled();

    const add = await screen.findByRole('button', { name: 'Ajouter « Pack 5 fiches collaborateurs » au panier' }, slow);
    await userEvent.click(add);
    await userEvent.click(add);
    const cart = screen.getByRole('list', { name: 'Articles du panier' });
    expect(within(cart).getByRole('spinbutton', { name: 'Quantité de « Pack 5 fiches collaborateurs »' })).toHaveValue(
      2,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Commander et payer' }));

    const transfer = await screen.findByRole('dialog', { name: 'Facture PF-2026-0012 à régler' }, slow);
    expect(within(transfer).getByText('FR76 3000 6000 0112 3456 7890 189')).toBeInTheDocument();
    expect(carts).toEqual([{ items: [{ articleId: pack.id, quantity: 2 }], origin: 'agent-limit' }]);
    expect(callsTo(fetchMock, `POST ${api}/subscription-order/finalize`)).toBe(1);
    await userEvent.click(within(transfer).getByRole('button', { name: 'J’ai noté les coordonnées' }));
    expect(
      await screen.findByText('Votre commande est enregistrée : elle sera livrée dès réception du virement.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commander et payer' })).toBeDisabled();
  });

  it('shows staff who may not pay the catalogue without a cart', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const staff = {
      ...fixtures.planning,
      userCompanies: fixtures.planning.userCompanies.map((c) => ({ ...c, rights: [...c.rights, 'billing.view'] })),
    };
    mockApi({
      'GET /api/user': () => json(staff),
      [`POST ${api}/fetch/subscription-sections`]: () => json({ data: [section], total: 1 }),
    });
    renderApp('/agencySubscription/shop');
    expect(await screen.findByText('Pack 5 fiches collaborateurs', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Seuls le gérant et les personnes autorisées à payer peuvent commander.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Ajouter « Pack/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Commander et payer' })).not.toBeInTheDocument();
  });
});
