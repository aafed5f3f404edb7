import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { siteListItem } from '../../test/site-fixtures.ts';
import { TILE_TIMEOUT_MESSAGE } from './api/tile-request.ts';
import { type CustomerDashboardLinks, CustomerDashboardPage } from './customer-dashboard-page.tsx';
import { customerService, PORTAL, servicesPage } from './portal-fixtures.ts';

const now = new Date('2027-01-06T10:00:00.000Z');
const links: CustomerDashboardLinks = {
  services: '/customerServices',
  sites: '/customerSites',
  events: '/customerMc',
  requests: '/customerRequests',
  invoices: '/customerInvoices',
  reports: null,
};

const event = {
  id: 'ev-1',
  typeKey: 'incident',
  typeLabel: 'Incident',
  description: 'Porte du quai 3 forcée',
  attachments: [],
  site: { id: 'site-1', name: 'Entrepôt Gennevilliers' },
  service: null,
  agent: { id: 'a', name: 'Karim B.' },
  location: null,
  createdAt: '2027-01-06T06:15:00.000Z',
  receivedAt: '2027-01-06T06:15:01.000Z',
  deletedAt: null,
  messages: [],
};
const request = {
  id: 'req-1',
  uuid: null,
  customer: { id: 'client-demo', name: 'Client Démo' },
  requestType: 'intervention',
  subject: 'Renfort pour le séminaire du 12',
  content: 'Un agent d’accueil de 8 h à 19 h.',
  status: 'pending',
  statusChangedAt: null,
  createdBy: { id: 'u', fullname: 'Claire Durand', customer: true },
  sent: false,
  unread: false,
  createdAt: '2027-01-05T09:00:00.000Z',
  updatedAt: '2027-01-05T09:00:00.000Z',
};

function handlers(overrides: Record<string, () => Response | Promise<Response>> = {}) {
  return {
    [`POST ${PORTAL}/fetch/services`]: () =>
      json(
        servicesPage([
          customerService({
            state: 'inProgress',
            status: 1,
            startAt: '2027-01-06T07:00:00.000Z',
            endAt: '2027-01-06T19:00:00.000Z',
            realStartAt: '2027-01-06T07:02:00.000Z',
          }),
        ]),
      ),
    [`POST ${PORTAL}/fetch/sites`]: () =>
      json({
        data: [
          siteListItem('Siège Client Démo', {
            address: {
              street: null,
              complement: null,
              zipcode: '75008',
              city: 'Paris',
              country: 'France',
              location: null,
            },
          }),
        ],
        total: 3,
      }),
    [`POST ${PORTAL}/fetch/allEvents`]: () =>
      json({ data: [event], total: 1, filtered: 1, sites: [], types: [], graph: [] }),
    [`POST ${PORTAL}/fetch/customer-requests`]: () => json({ data: [request], total: 1 }),
    [`POST ${PORTAL}/fetch/invoices`]: () => json({ data: [], total: 0, totalCents: 0, leftToPayCents: 0 }),
    [`GET ${PORTAL}/agency-reports`]: () => json({ data: [], total: 0 }),
    [`GET ${PORTAL}/dashboard/rounds`]: () => json({ done: 4, incomplete: 0, missed: 1 }),
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const tile = (name: string) => screen.findByRole('region', { name });

describe('Tableau de bord du client (customerDashboard)', () => {
  it('shows each tile from the customer’s own calls, with links to the pages', async () => {
    const fetchMock = mockApi(handlers());
    renderWithSession(<CustomerDashboardPage links={links} now={now} />, fixtures.customer);

    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByText('Bonjour Claire · Client Démo')).toBeInTheDocument();
    const today = await tile('Aujourd’hui sur vos sites');
    expect(await within(today).findByText('Siège Client Démo')).toBeInTheDocument();
    expect(within(today).getByText('Karim B. · Aujourd’hui · 08:00 – 20:00 · Arrivée à 08:02')).toBeInTheDocument();
    expect(within(today).getByText('En cours')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Tous les services' })).toHaveAttribute('href', '/customerServices');

    const rounds = await tile('Rondes du jour');
    const missed = (await within(rounds).findByText('Manquées')).closest('li') as HTMLElement;
    expect(within(missed).getByText('1')).toBeInTheDocument();
    expect(within(within(rounds).getByText('Faites').closest('li') as HTMLElement).getByText('4')).toBeInTheDocument();
    // Its own link, not a second « Tous les services »: two links of one name would be one for a screen reader.
    expect(within(rounds).getByRole('link', { name: 'Les services et leurs rondes' })).toHaveAttribute(
      'href',
      '/customerServices',
    );

    const events = await tile('Main courante récente');
    expect(await within(events).findByText('Incident · Entrepôt Gennevilliers')).toBeInTheDocument();
    expect(within(events).getByText('Aujourd’hui à 07:15 · Porte du quai 3 forcée')).toBeInTheDocument();

    const requests = await tile('Vos demandes en cours');
    expect(await within(requests).findByText('Renfort pour le séminaire du 12')).toBeInTheDocument();
    expect(within(requests).getByText('En attente')).toBeInTheDocument();

    expect(await within(await tile('Factures à régler')).findByText('Aucune facture à régler.')).toBeInTheDocument();
    const reports = await tile('Derniers bons d’intervention');
    expect(await within(reports).findByText('Aucun bon d’intervention pour le moment.')).toBeInTheDocument();
    // No page to lead to: no link.
    expect(within(reports).queryByRole('link')).toBeNull();

    const sites = await tile('Vos sites');
    expect(await within(sites).findByText('75008 · Paris')).toBeInTheDocument();
    expect(within(sites).getByLabelText('3 au total')).toBeInTheDocument();

    // Every call names the customer (spec 001 section 7), five rows at most.
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.every((url) => url.startsWith(`${PORTAL}/`))).toBe(true);
    const services = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/fetch/services'));
    expect(JSON.parse(String(services?.[1]?.body))).toEqual({
      filters: { period: { shortcut: 'today' }, states: ['inProgress', 'planned'] },
      limit: 5,
      orderBy: { field: 'startAt', direction: 'asc' },
    });
  });

  it('shows a failing tile’s error alone, and « Réessayer » loads it again', async () => {
    let fail = true;
    mockApi(
      handlers({
        [`POST ${PORTAL}/fetch/invoices`]: () =>
          fail
            ? json({ code: 'INTERNAL', message: 'Erreur du serveur.' }, 500)
            : json({ data: [], total: 0, totalCents: 0, leftToPayCents: 0 }),
      }),
    );
    renderWithSession(<CustomerDashboardPage links={links} now={now} />, fixtures.customer);
    const invoices = await tile('Factures à régler');
    expect(await within(invoices).findByText(/Impossible de charger cette rubrique/)).toBeInTheDocument();
    expect(await within(await tile('Vos sites')).findByText('Siège Client Démo')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(invoices).getByRole('button', { name: 'Réessayer' }));
    expect(await within(invoices).findByText('Aucune facture à régler.')).toBeInTheDocument();
  });

  it('gives up on a tile after 3 seconds, saying so', async () => {
    const answers: Record<string, (() => Response) | undefined> = handlers();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
        const path = String(input).split('?')[0];
        const key = `${(init.method ?? 'GET').toUpperCase()} ${path}`;
        if (key.endsWith('/fetch/allEvents')) {
          // A server that never answers: only the tile's time-out ends the wait.
          return new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('Abandon', 'AbortError'))),
          );
        }
        return Promise.resolve(answers[key]?.() ?? json({}, 404));
      }),
    );
    renderWithSession(<CustomerDashboardPage links={links} now={now} />, fixtures.customer);
    const events = await tile('Main courante récente');
    await waitFor(() => expect(within(events).getByRole('progressbar')).toBeInTheDocument());
    expect(
      await within(events).findByText(new RegExp(TILE_TIMEOUT_MESSAGE), {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(within(await tile('Vos sites')).getByText('Siège Client Démo')).toBeInTheDocument();
  });
});
