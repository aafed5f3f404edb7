import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures, withLockedAgency } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { TILE_TIMEOUT_MESSAGE } from '../customer-portal/public.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { noOperationsLinks, type OperationsLinks } from './operations-tiles.tsx';

const BASE = '/api/agency/agence-demo';
const links: OperationsLinks = {
  ...noOperationsLinks,
  supervision: '/planification/supervision',
  services: '/terrain/planification/adminServices',
  unfilledServices: '/terrain/planification/adminServices?sansAgent=1',
  lateServices: '/terrain/planification/adminServices?enRetard=1',
  alerts: '/terrain/adminDashboard/adminAlerts',
  agentRequests: '/demandes?nonLues=1',
  customerRequests: '/demandes-clients?nonLues=1',
  invoices: '/factures',
  expirations: { cnapsCard: '/listAgencyExpirations/collaborateurs' },
};

const answers = {
  [`GET ${BASE}/dashboard`]: () =>
    json({
      agency: { id: 'agence-demo', name: 'Sécurité Démo', locked: false, subscriptionEndsAt: null },
      counts: { agents: 12, staff: 2, customers: 4, customerUsers: 3 },
      openAlarms: 0,
      notifications: [],
    }),
  [`GET ${BASE}/dashboard/now`]: () =>
    json({
      at: '2026-12-07T09:00:00.000Z',
      totals: { inProgress: 3, late: 1, unfilled: 2 },
      sites: [{ siteId: 's1', siteName: 'Entrepôt Nord', inProgress: 1, late: 1, unfilled: 2 }],
      late: [
        {
          id: 'x',
          reference: 'S-1',
          siteName: 'Entrepôt Nord',
          agentName: 'Karim Benali',
          startAt: '2026-12-07T07:00:00.000Z',
        },
      ],
    }),
  [`GET ${BASE}/dashboard/unfilled`]: () =>
    json({
      today: { count: 2, minutes: 600 },
      nextDays: { count: 5, minutes: 2400 },
      days: Array.from({ length: 8 }, (_, i) => ({
        day: `2026-12-${String(7 + i).padStart(2, '0')}`,
        count: 1,
        minutes: 480,
      })),
    }),
  [`GET ${BASE}/dashboard/watch`]: () =>
    json({ alarms: 2, rounds: { done: 4, incomplete: 1, missed: 3 }, agentRequests: 5, customerRequests: 0 }),
  [`GET ${BASE}/dashboard/expirations`]: () =>
    json({ rows: [{ group: 'cnapsCard', expired: 0, in30: 2, in60: 3, in90: 4 }] }),
  [`GET ${BASE}/dashboard/money`]: () =>
    json({
      overdue: { count: 3, cents: 123_456 },
      turnover: {
        thisMonth: { month: '2026-12', cents: 4_500_000 },
        lastMonth: { month: '2026-11', cents: 4_000_000 },
        lastYear: { month: '2025-12', cents: 3_000_000 },
      },
    }),
  [`GET ${BASE}/dashboard/hours`]: () =>
    json({
      weekStart: '2026-12-07',
      totals: { plannedMinutes: 2400, workedMinutes: 600, overtimeMinutes: 90 },
      agents: [
        {
          agentId: 'a1',
          name: 'Karim Benali',
          plannedMinutes: 2400,
          workedMinutes: 600,
          contractMinutes: 2310,
          overtimeMinutes: 90,
        },
      ],
    }),
};

const tile = (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DashboardPage: the operations tiles', () => {
  it('shows each tile’s figures for the owner, with links to the pages', async () => {
    mockApi(answers);
    renderWithSession(<DashboardPage subscriptionHref={null} links={links} />, fixtures.owner);
    const now = await tile('Maintenant');
    expect(await within(now).findByText('En retard')).toBeInTheDocument();
    expect(within(now).getByText('Karim Benali')).toBeInTheDocument();
    expect(within(now).getByText('Entrepôt Nord · prévu à 08:00')).toBeInTheDocument();
    expect(within(now).getByText('2 non pourvus')).toBeInTheDocument();
    expect(within(now).getByRole('link', { name: /En retard/ })).toHaveAttribute(
      'href',
      '/terrain/planification/adminServices?enRetard=1',
    );
    expect(within(now).getByRole('link', { name: /Non pourvus/ })).toHaveAttribute(
      'href',
      '/terrain/planification/adminServices?sansAgent=1',
    );
    expect(within(now).getByRole('link', { name: 'Voir la supervision' })).toHaveAttribute(
      'href',
      '/planification/supervision',
    );

    const watch = await tile('À surveiller');
    const alarms = await within(watch).findByRole('link', { name: /Alertes en cours/ });
    expect(alarms).toHaveTextContent('2');
    expect(alarms).toHaveAttribute('href', '/terrain/adminDashboard/adminAlerts');
    expect(within(watch).getByText('Rondes manquées').previousSibling).toHaveTextContent('3');
    expect(within(watch).getByText('4 rondes faites aujourd’hui.')).toBeInTheDocument();
    expect(within(watch).getByRole('link', { name: /Demandes clients non lues/ })).toHaveAttribute(
      'href',
      '/demandes-clients?nonLues=1',
    );
    expect(within(watch).getByRole('link', { name: /Demandes collaborateurs non lues/ })).toHaveAttribute(
      'href',
      '/demandes?nonLues=1',
    );

    const unfilled = await tile('Postes non pourvus');
    expect(await within(unfilled).findByText('aujourd’hui · 10 h 00')).toBeInTheDocument();
    expect(within(unfilled).getByText('7 prochains jours · 40 h 00')).toBeInTheDocument();
    expect(within(unfilled).getByRole('link', { name: 'Couvrir les postes' })).toHaveAttribute(
      'href',
      '/terrain/planification/adminServices?sansAgent=1',
    );

    const money = await tile('Facturation');
    expect(await within(money).findByText('1 234,56 €')).toBeInTheDocument();
    expect(within(money).getByRole('link', { name: 'Voir les factures' })).toHaveAttribute('href', '/factures');

    const expirations = await tile('Échéances');
    const cards = await within(expirations).findByRole('link', { name: 'Cartes CNAPS' });
    expect(cards).toHaveAttribute('href', '/listAgencyExpirations/collaborateurs');

    const hours = await tile('Heures de la semaine');
    expect(await within(hours).findByText('1 h 30')).toBeInTheDocument();
    expect(await within(hours).findByRole('figure', { name: 'Heures par collaborateur' })).toBeInTheDocument();
  });

  it('shows only the tiles the user’s rights allow and never asks for the others', async () => {
    const fetchMock = mockApi(answers);
    renderWithSession(<DashboardPage subscriptionHref={null} links={links} />, fixtures.planning);
    expect(await tile('Maintenant')).toBeInTheDocument();
    expect(await tile('Heures de la semaine')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `GET ${BASE}/dashboard/hours`)).toBe(1));
    expect(screen.queryByRole('region', { name: 'Facturation' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `GET ${BASE}/dashboard/money`)).toBe(0);
  });

  it('shows a failing tile’s error alone, and « Réessayer » loads it again', async () => {
    let fail = true;
    mockApi({
      ...answers,
      [`GET ${BASE}/dashboard/money`]: () =>
        fail
          ? json({ code: 'INTERNAL', message: 'Le serveur ne répond pas.' }, 503)
          : answers[`GET ${BASE}/dashboard/money`](),
    });
    renderWithSession(<DashboardPage subscriptionHref={null} links={links} />, fixtures.owner);
    const money = await tile('Facturation');
    expect(await within(money).findByText(/Impossible de charger cette tuile/)).toBeInTheDocument();
    expect(within(await tile('Maintenant')).getByText('Entrepôt Nord · prévu à 08:00')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(money).getByRole('button', { name: 'Réessayer' }));
    expect(await within(money).findByText('1 234,56 €')).toBeInTheDocument();
  });

  it('shows nothing for 300 ms, then a loading state, and gives up after 3 seconds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
        const path = String(input).split('?')[0];
        if (path.endsWith('/dashboard/now')) {
          return new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('Abandon', 'AbortError'))),
          );
        }
        const answer = answers[`GET ${path}` as keyof typeof answers];
        return Promise.resolve(answer ? answer() : json({}, 404));
      }),
    );
    renderWithSession(<DashboardPage subscriptionHref={null} links={links} />, fixtures.owner);
    const now = await tile('Maintenant');
    expect(within(now).queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(within(now).getByRole('progressbar')).toBeInTheDocument());
    expect(await within(now).findByText(new RegExp(TILE_TIMEOUT_MESSAGE), {}, { timeout: 6000 })).toBeInTheDocument();
    expect(within(await tile('Facturation')).getByText('1 234,56 €')).toBeInTheDocument();
  });

  it('loads no tile for an agency whose subscription is locked (it reads only its subscription)', async () => {
    const fetchMock = mockApi(answers);
    renderWithSession(<DashboardPage subscriptionHref={null} links={links} />, withLockedAgency(fixtures.owner));
    expect(await screen.findByText('Collaborateurs')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Maintenant' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/dashboard/'))).toEqual([]);
  });
});
