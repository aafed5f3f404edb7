import type { Offer } from '@securite/domain/subscriptions/offer-schemas';
import { subscriptionMessages as sm } from '@securite/domain/subscriptions/subscription-messages';
import type { AgencySubscription, SubscriptionOverview } from '@securite/domain/subscriptions/subscription-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = '/api/agency/agence-demo';
const slow = { timeout: 30_000 };
const options = { yearlyPriceCents: 53900, agentsIncluded: 10, accountsIncluded: 5, dayOption: 'unlimited' as const };
const offer = (id: string, name: string, priceCents: number): Offer => ({
  id,
  name,
  description: null,
  type: 'plan',
  status: 'active',
  priceCents,
  options: { ...options, yearlyPriceCents: priceCents * 11, quickPay: false },
  subscribers: 3,
  createdAt: '2026-01-01T08:00:00.000Z',
});
const essentiel = offer('8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e11', 'Essentiel', 4900);
const premium = offer('8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e12', 'Premium', 9900);
const limits = {
  agentsLimit: 10,
  accountsLimit: 5,
  freeAccounts: 1,
  totalAccountsLimit: 6,
  agents: 7,
  accounts: 4,
};
const subscription = (billing: 'monthly' | 'yearly', quickPay: boolean): AgencySubscription => ({
  id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e13',
  offer: { id: essentiel.id, name: 'Essentiel', type: 'plan', priceCents: 4900, options: essentiel.options },
  status: 'active',
  billing,
  dayOption: 'unlimited',
  quickPay,
  extraAgents: 0,
  startedAt: '2026-09-01',
  currentPeriodStart: '2026-11-01',
  currentPeriodEnd: billing === 'yearly' ? '2027-10-31' : '2026-11-30',
  periodDays: billing === 'yearly' ? 365 : 30,
  cancelledAt: null,
  endedAt: null,
  paymentFailedAt: null,
  agreementPending: false,
  price: {
    periodCents: billing === 'yearly' ? 53900 : 4900,
    offerCents: billing === 'yearly' ? 53900 : 4900,
    agentsCents: 0,
    monthlyEquivalentCents: billing === 'yearly' ? 4492 : 4900,
    agentRecordMonthlyCents: 999,
    agentRecordDailyCents: 50,
  },
  createdAt: '2026-09-01T08:00:00.000Z',
});
const overview = (
  current: AgencySubscription | null,
  more: Partial<SubscriptionOverview> = {},
): SubscriptionOverview => ({
  subscription: current,
  limits,
  locked: false,
  lockReason: null,
  graceDays: 15,
  lockDeadline: null,
  offers: [essentiel, premium],
  ...more,
});

beforeAll(async () => {
  await import('./plan-options-page.tsx');
}, 180_000);

describe('Options d’abonnements', () => {
  it('without a subscription, subscribes to an offer after confirming and opens « Mes factures »', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/subscription`]: () => json(overview(null)),
      [`PATCH ${api}/plan`]: ({ body }) => {
        sent.push(body);
        return json(overview({ ...subscription('monthly', false), status: 'pending', agreementPending: true }));
      },
    });
    const { router } = renderApp('/agencySubscription/plan_options');
    expect(await screen.findByText('Votre agence n’a pas encore d’abonnement', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Fiches collaborateurs : 7 sur 10 · Comptes actifs : 4 sur 6')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Nos offres' });
    expect(within(offers).getByRole('heading', { name: 'Premium' })).toBeInTheDocument();

    const card = within(offers).getByRole('heading', { name: 'Essentiel' }).closest('.MuiCard-root') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Choisir cette offre' }));
    const question = await screen.findByRole('dialog', { name: 'Souscrire à l’offre Essentiel ?' }, slow);
    await userEvent.click(within(question).getByRole('button', { name: 'Annuler' }));
    expect(callsTo(fetchMock, `PATCH ${api}/plan`)).toBe(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Choisir cette offre' }));
    const again = await screen.findByRole('dialog', { name: 'Souscrire à l’offre Essentiel ?' }, slow);
    await userEvent.click(within(again).getByRole('button', { name: 'Souscrire' }));
    expect(await screen.findByText(sm.planSaved, {}, slow)).toBeInTheDocument();
    expect(sent).toEqual([{ offerId: essentiel.id }]);
    expect(router.state.location.pathname).toBe('/payments/invoices');
  });

  it('switches to yearly billing, which turns quick-pay off, and shows the yearly price', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/subscription`]: () => json(overview(subscription('monthly', true))),
      [`PATCH ${api}/plan`]: ({ body }) => {
        sent.push(body);
        return json(overview(subscription('yearly', false)));
      },
    });
    renderApp('/agencySubscription/plan_options');
    expect(await screen.findByRole('heading', { name: 'Offre Essentiel' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const settings = screen.getByRole('region', { name: 'Options de l’abonnement' });
    const quickPay = within(settings).getByRole('switch', { name: 'Paiement rapide (mensuel, par carte)' });
    expect(quickPay).toBeChecked();
    expect(quickPay).toBeEnabled();
    // The current offer is marked, and is not offered again.
    const offers = screen.getByRole('region', { name: 'Nos offres' });
    const current = within(offers).getByRole('heading', { name: 'Essentiel' }).closest('.MuiCard-root') as HTMLElement;
    expect(within(current).getByText('Votre offre')).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'Choisir cette offre' })).not.toBeInTheDocument();

    await userEvent.click(within(settings).getByRole('button', { name: 'Annuel (11 mois payés)' }));
    expect(await screen.findByText(sm.planSaved, {}, slow)).toBeInTheDocument();
    expect(sent).toEqual([{ billing: 'yearly', quickPay: false }]);
    expect(screen.getByText(/HT par an \(soit 44,92/)).toBeInTheDocument();
    const after = within(screen.getByRole('region', { name: 'Options de l’abonnement' }));
    expect(after.getByRole('switch', { name: 'Paiement rapide (mensuel, par carte)' })).not.toBeChecked();
    expect(after.getByRole('switch', { name: 'Paiement rapide (mensuel, par carte)' })).toBeDisabled();
  });

  it('warns of the lock to come after a failed payment, with the way to « Mes factures »', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/subscription`]: () =>
        json(
          overview(
            { ...subscription('monthly', false), paymentFailedAt: '2026-11-20' },
            { lockDeadline: '2026-12-05' },
          ),
        ),
    });
    renderApp('/agencySubscription/plan_options');
    const text = /Un paiement est en retard : sans règlement, l’accès à l’agence sera suspendu le/;
    const alert = (await screen.findByText(text, {}, slow)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Mes factures' })).toHaveAttribute('href', '/payments/invoices');
  });

  it('asks the reason before cancelling, keeps the input on « Continuer la saisie », then cancels', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/subscription`]: () => json(overview(subscription('monthly', false))),
      [`POST ${api}/subscriptionReason`]: ({ body }) => {
        sent.push(body);
        return json({
          id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e14',
          agency: { id: '8b2d6a8e-1f0a-4c3e-9d57-0a1b2c3d4e15', name: 'Agence démo' },
          reason: 'price',
          comment: null,
          createdAt: '2026-12-01T08:00:00.000Z',
        });
      },
    });
    renderApp('/agencySubscription/plan_options');
    await userEvent.click(await screen.findByRole('button', { name: 'Résilier l’abonnement' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Résilier l’abonnement ?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Résilier' }));
    expect(await within(dialog).findByText(sm.reasonRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${api}/subscriptionReason`)).toBe(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Commentaire' }), 'Trop cher pour nous');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Garder mon abonnement' }));
    const leave = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' }, slow);
    await userEvent.click(within(leave).getByRole('button', { name: 'Continuer la saisie' }));
    expect(within(dialog).getByRole('textbox', { name: 'Commentaire' })).toHaveValue('Trop cher pour nous');

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Motif de la résiliation/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Trop cher' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Résilier' }));
    expect(await screen.findByText(sm.subscriptionCancelled, {}, slow)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'price', comment: 'Trop cher pour nous' }]);
  });
});
