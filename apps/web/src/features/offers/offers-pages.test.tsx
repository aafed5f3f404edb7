import type { Offer, OfferAnswer } from '@securite/domain/offers/offer-schemas';
import type { CurrentUser } from '@securite/domain/session/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = '/api/agency/agence-demo';
const slow = { timeout: 30_000 };
const temoin = { id: 'temoin', name: 'Agence Témoin', contact: 'Agence Témoin · contact@agence-temoin.test' };
const demo = {
  id: 'agence-demo',
  name: 'Sécurité Démo',
  contact: 'Sécurité Démo · contact@demo.test · 01 40 00 00 00',
};
const offer = (extra: Partial<Offer> = {}): Offer => ({
  id: 'o1',
  title: 'Recherche agents pour festival',
  location: 'Lyon 7e',
  description: 'Quatre agents de sécurité.',
  status: 'active',
  reference: 'ANN-2026-0001',
  agency: temoin,
  mine: false,
  answersCount: 0,
  unreadAnswersCount: 0,
  offerAnswers: [],
  unread: true,
  createdAt: '2026-03-01T08:00:00.000Z',
  ...extra,
});
const answer = (extra: Partial<OfferAnswer> = {}): OfferAnswer => ({
  id: 'r1',
  offer: {
    id: 'o2',
    title: 'Renfort week-end',
    location: 'Paris 8e',
    reference: 'ANN-2026-0002',
    status: 'active',
    agency: demo,
  },
  agency: temoin,
  message: 'Deux agents disponibles.',
  status: 'pending',
  read: false,
  createdBy: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  ...extra,
});
const agentWith = (rights: string[]): CurrentUser => ({
  ...fixtures.agent,
  userCompanies: fixtures.agent.userCompanies.map((c) => ({ ...c, rights: [...c.rights, ...rights] })),
});

beforeAll(async () => {
  await Promise.all([
    import('./active-offers-page.tsx'),
    import('./agency-offers-page.tsx'),
    import('./offer-answers-page.tsx'),
  ]);
}, 180_000);

describe('Annonces actives', () => {
  it('shows another agency’s offer with its contact line, and an agent answers it once from the phone', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const answers: { message: string; clientUuid: string }[] = [];
    let answered = false;
    const fetchMock = mockApi({
      'GET /api/user': () => json(agentWith(['offers.view', 'offers.create'])),
      [`GET ${api}/offers/unread`]: () => json({ count: answered ? 0 : 1 }),
      [`GET ${api}/offers-answers/unread`]: () => json({ count: 0 }),
      [`POST ${api}/fetch/offers`]: ({ body }) => {
        expect(body).toMatchObject({ filters: { type: 'active' } });
        const mine = answered ? [answer({ agency: demo, offer: { ...answer().offer, id: 'o1', agency: temoin } })] : [];
        return json({ data: [offer({ offerAnswers: mine })], total: 1 });
      },
      [`POST ${api}/offer/o1/answer`]: ({ body }) => {
        answers.push(body as { message: string; clientUuid: string });
        answered = true;
        return json(answer());
      },
    });
    renderApp('/active-offers');
    expect(await screen.findByText('Recherche agents pour festival', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Agence Témoin · contact@agence-temoin.test')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Répondre à Recherche agents pour festival'));
    const dialog = (await screen.findByText('Répondre à l’annonce', {}, slow)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await userEvent.click(within(dialog).getByText('Envoyer la réponse'));
    expect(await within(dialog).findByText('Obligatoire')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Votre réponse/), 'Deux agents disponibles.');
    await userEvent.click(within(dialog).getByText('Envoyer la réponse'));
    expect(await screen.findByText('Réponse envoyée')).toBeInTheDocument();
    expect(answers).toHaveLength(1);
    expect(answers[0].clientUuid).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(screen.queryByLabelText('Répondre à Recherche agents pour festival')).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, `POST ${api}/offer/o1/answer`)).toBe(1);
  });

  it('shows an office member who may only see offers no answer button', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(agentWith(['offers.view'])),
      [`POST ${api}/fetch/offers`]: () => json({ data: [offer()], total: 1 }),
    });
    renderApp('/active-offers');
    expect(await screen.findByText('Recherche agents pour festival', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('Répondre')).not.toBeInTheDocument();
  });
});

describe('Mes annonces', () => {
  it('badges the new answers, reads them when opened, and the owner sets an answer’s status', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const statuses: string[] = [];
    let read = false;
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/offers`]: () =>
        json({
          data: [
            offer({
              id: 'o2',
              title: 'Renfort week-end',
              agency: demo,
              mine: true,
              unread: false,
              answersCount: 1,
              unreadAnswersCount: read ? 0 : 1,
              offerAnswers: [answer({ read })],
            }),
          ],
          total: 1,
        }),
      [`POST ${api}/offer/o2/answers-read`]: () => {
        read = true;
        return json(offer({ id: 'o2', mine: true, agency: demo }));
      },
      [`PUT ${api}/offer/o2/answer/r1/status/accepted`]: () => {
        statuses.push('accepted');
        return json(answer({ status: 'accepted', read: true }));
      },
    });
    renderApp('/agency-offers');
    await userEvent.click(await screen.findByText('Réponses (1)', {}, slow));
    expect(await screen.findByText('Deux agents disponibles.')).toBeInTheDocument();
    expect(screen.getByText('Agence Témoin · contact@agence-temoin.test')).toBeInTheDocument();
    await waitFor(() => expect(read).toBe(true));
    await userEvent.click(screen.getByLabelText('Statut de la réponse de Agence Témoin'));
    await userEvent.click(await screen.findByRole('option', { name: 'Retenue' }));
    expect(await screen.findByText('Statut de la réponse mis à jour')).toBeInTheDocument();
    expect(statuses).toEqual(['accepted']);
  });

  it('publishes a new offer from the create dialog', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const saved: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/offers`]: () => json({ data: [], total: 0 }),
      [`POST ${api}/offer`]: ({ body }) => {
        saved.push(body);
        return json(offer({ mine: true, agency: demo }));
      },
    });
    renderApp('/agency-offers');
    expect(await screen.findByText('Aucune annonce publiée', {}, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Nouvelle annonce'));
    const dialog = (await screen.findByText('Nouvelle annonce', { selector: 'h2' }, slow)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await userEvent.click(within(dialog).getByText('Publier'));
    expect(await within(dialog).findAllByText('Obligatoire')).toHaveLength(2);
    expect(saved).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Titre/), 'Agent cynophile');
    await userEvent.type(within(dialog).getByLabelText(/Lieu/), 'Nanterre');
    await userEvent.click(within(dialog).getByText('Publier'));
    expect(await screen.findByText('Annonce publiée')).toBeInTheDocument();
    expect(saved).toEqual([
      { id: null, title: 'Agent cynophile', location: 'Nanterre', description: null, status: 'active' },
    ]);
  });
});

describe('Mes réponses', () => {
  it('lists the agency’s answers with their status and the offering agency’s contact', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/offers/answers`]: () =>
        json({
          data: [answer({ status: 'accepted', agency: demo, offer: { ...answer().offer, agency: temoin } })],
          total: 1,
        }),
    });
    renderApp('/agency-offers-answers');
    expect(await screen.findByText('Renfort week-end', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Retenue')).toBeInTheDocument();
    expect(screen.getByText('Agence Témoin · contact@agence-temoin.test')).toBeInTheDocument();
  });
});
