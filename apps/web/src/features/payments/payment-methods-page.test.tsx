import { paymentMessages as pm } from '@securite/domain/payments/payment-messages';
import type { PaymentMethod, PaymentMethods } from '@securite/domain/payments/payment-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = '/api/agency/agence-demo';
const slow = { timeout: 30_000 };
const bankTransfer = { holder: 'Sécurité Plateforme SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' };
const card = (id: string, brand: string, last4: string, isDefault: boolean, expYear = 2031): PaymentMethod => ({
  id,
  type: 'card',
  isDefault,
  card: { brand, last4, expMonth: 4, expYear, name: 'Sécurité Démo' },
  bankDetail: null,
});
const visa = card('pm_visa', 'visa', '4242', true);
const mastercard = card('pm_mc', 'mastercard', '4444', false, 2020);
const stripe = (methods: PaymentMethod[]): PaymentMethods => ({
  provider: 'stripe',
  customer: true,
  methods,
  bankTransfer,
});

beforeAll(async () => {
  await import('./payment-methods-page.tsx');
}, 180_000);

describe('Mes moyens de paiement', () => {
  it('lists the cards, the default first and an expired one marked; another becomes the default', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/payment-methods`]: () => json(stripe([visa, mastercard])),
      [`POST ${api}/default-payment-methods/pm_mc`]: () =>
        json(
          stripe([
            { ...mastercard, isDefault: true },
            { ...visa, isDefault: false },
          ]),
        ),
    });
    renderApp('/payments/methods');
    const list = await screen.findByRole('list', { name: 'Cartes enregistrées' }, slow);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(first).getByText('Par défaut')).toBeInTheDocument();
    expect(within(first).getByText('Expire fin 04/2031')).toBeInTheDocument();
    expect(within(second).getByText('Mastercard •••• 4444')).toBeInTheDocument();
    expect(within(second).getByText('Expirée')).toBeInTheDocument();

    // The default already: said so, nothing sent.
    await userEvent.click(within(first).getByRole('button', { name: 'Utiliser par défaut' }));
    expect(await screen.findByText(pm.defaultAlready)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${api}/default-payment-methods/pm_visa`)).toBe(0);

    await userEvent.click(within(second).getByRole('button', { name: 'Utiliser par défaut' }));
    expect(await screen.findByText(pm.methodDefaultSet)).toBeInTheDocument();
    const [now] = within(screen.getByRole('list', { name: 'Cartes enregistrées' })).getAllByRole('listitem');
    expect(within(now).getByText('Mastercard •••• 4444')).toBeInTheDocument();
    expect(within(now).getByText('Par défaut')).toBeInTheDocument();
  });

  it('refuses deleting the default card, and deletes another only after confirming', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/payment-methods`]: () => json(stripe([visa, mastercard])),
      [`POST ${api}/payment-methods/pm_mc/delete`]: () => json(stripe([visa])),
    });
    renderApp('/payments/methods');
    const list = await screen.findByRole('list', { name: 'Cartes enregistrées' }, slow);
    const [first, second] = within(list).getAllByRole('listitem');
    await userEvent.click(within(first).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(pm.defaultNotDeletable)).toBeInTheDocument();

    await userEvent.click(within(second).getByRole('button', { name: 'Supprimer' }));
    const question = await screen.findByRole('dialog', { name: 'Supprimer Mastercard •••• 4444 ?' }, slow);
    await userEvent.click(within(question).getByRole('button', { name: 'Annuler' }));
    expect(callsTo(fetchMock, `POST ${api}/payment-methods/pm_mc/delete`)).toBe(0);

    await userEvent.click(within(second).getByRole('button', { name: 'Supprimer' }));
    const again = await screen.findByRole('dialog', { name: 'Supprimer Mastercard •••• 4444 ?' }, slow);
    await userEvent.click(within(again).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(pm.methodDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${api}/payment-methods/pm_mc/delete`)).toBe(1);
    expect(screen.queryByText('Mastercard •••• 4444')).not.toBeInTheDocument();
  });

  it('without Stripe, gives the bank transfer details and no card to add', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/payment-methods`]: () => json({ provider: 'manual', customer: false, methods: [], bankTransfer }),
    });
    renderApp('/payments/methods');
    expect(await screen.findByText(pm.stripeNotConfigured, {}, slow)).toBeInTheDocument();
    expect(screen.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter une carte' })).not.toBeInTheDocument();
  });

  it('without a Stripe customer, creates one; without the agency’s address, sends to the agency’s settings', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/payment-methods`]: () => json({ ...stripe([]), customer: false }),
      [`POST ${api}/stripe`]: () => json({ code: 'VALIDATION', message: pm.addressRequired }, 422),
    });
    const { router } = renderApp('/payments/methods');
    expect(await screen.findByText(pm.agencyLocationMissing, {}, slow)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${api}/stripe`)).toBe(1);
    expect(router.state.location.pathname).toBe('/params/agency');
  });
});
