import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { typeInPicker } from '../../test/pickers.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { siteListItem } from '../../test/site-fixtures.ts';
import { dialogStore } from '../../ui/dialogs/dialog-store.ts';
import { CustomerServicesPage } from './customer-services-page.tsx';
import { BASE, customerService, PORTAL, SITE_ENTREPOT, SITE_SIEGE, servicesPage } from './portal-fixtures.ts';

const now = new Date('2027-01-06T10:00:00.000Z');

const ended = customerService({
  id: 'service-fini',
  status: 3,
  state: 'ended',
  startAt: '2027-01-05T07:00:00.000Z',
  endAt: '2027-01-05T19:00:00.000Z',
  realStartAt: '2027-01-05T07:04:00.000Z',
  realEndAt: '2027-01-05T19:02:00.000Z',
  roundsDone: 2,
  eventsCount: 1,
  reportId: 'bon-1',
});
const running = customerService({
  id: 'service-en-cours',
  status: 1,
  state: 'inProgress',
  startAt: '2027-01-06T07:00:00.000Z',
  endAt: '2027-01-06T19:00:00.000Z',
  realStartAt: '2027-01-06T07:01:00.000Z',
  site: { id: SITE_ENTREPOT, name: 'Entrepôt Gennevilliers' },
  agent: 'Julie M.',
});
const planned = customerService({
  id: 'service-prevu',
  startAt: '2027-01-07T19:00:00.000Z',
  endAt: '2027-01-08T07:00:00.000Z',
  agent: null,
});

function mockPortal(list = [ended, running, planned], total = list.length) {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = mockApi({
    [`POST ${PORTAL}/fetch/services`]: ({ body }) => {
      bodies.push(body as Record<string, unknown>);
      const filters = (body as { filters: { states?: string[] } }).filters;
      const shown = filters.states ? list.filter((s) => filters.states?.includes(s.state)) : list;
      return json(servicesPage(shown, filters.states ? shown.length : total));
    },
    [`POST ${BASE}/fetch/sites`]: () =>
      json({
        data: [
          siteListItem('Siège Client Démo', { id: SITE_SIEGE }),
          siteListItem('Entrepôt Gennevilliers', { id: SITE_ENTREPOT }),
        ],
        total: 2,
      }),
    [`GET ${PORTAL}/services/service-fini/timeline`]: () =>
      json({
        service: { id: 'service-fini', reference: 'S-0001', site: 'Siège Client Démo', agent: 'Karim B.' },
        entries: [
          {
            id: 'e1',
            kind: 'round.start',
            label: 'Début de ronde',
            detail: 'Ronde de nuit',
            deviceAt: '2027-01-05T20:00:00.000Z',
            receivedAt: '2027-01-05T20:00:01.000Z',
            photoFileId: null,
            executionId: 'exec-1',
          },
        ],
        timeZone: 'Europe/Paris',
      }),
  });
  return { bodies, fetchMock };
}

afterEach(() => act(() => dialogStore.closeAll()));

describe('Services (customerServices)', () => {
  it('lists this week’s services of the customer’s sites with planned and real times, the agent’s first name only', async () => {
    const { bodies } = mockPortal();
    renderWithSession(<CustomerServicesPage now={now} />, fixtures.customer);

    const table = await screen.findByRole('table', { name: 'Services' });
    expect(screen.getByText('Les services sur vos sites du 04/01/2027 au 10/01/2027.')).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('Hier · 08:00 – 20:00');
    expect(first).toHaveTextContent('Siège Client Démo');
    expect(first).toHaveTextContent('Karim B.');
    expect(first).toHaveTextContent('Arrivée à 08:04 · départ à 20:02');
    expect(first).toHaveTextContent('2 rondes · 1 événement');
    expect(first).toHaveTextContent('Terminé');
    const second = within(table).getAllByRole('row')[2];
    expect(second).toHaveTextContent('Aujourd’hui · 08:00 – 20:00');
    expect(second).toHaveTextContent('Arrivée à 08:01');
    expect(second).toHaveTextContent('En cours');
    const third = within(table).getAllByRole('row')[3];
    expect(third).toHaveTextContent('Demain · 20:00 → 08:00 le lendemain');
    expect(third).toHaveTextContent('À désigner');
    expect(within(third).queryByRole('button', { name: /Chronologie/ })).toBeNull();
    expect(bodies[0]).toEqual({
      filters: { period: { shortcut: 'week' } },
      page: 1,
      limit: 25,
      orderBy: { field: 'startAt', direction: 'asc' },
    });
  });

  it('filters by site, state and period, custom dates once both are given', async () => {
    const { bodies } = mockPortal();
    renderWithSession(<CustomerServicesPage now={now} />, fixtures.customer);
    await screen.findByRole('table', { name: 'Services' });

    await userEvent.click(screen.getByRole('combobox', { name: 'État' }));
    await userEvent.click(screen.getByRole('option', { name: 'Terminé' }));
    const table = await screen.findByRole('table', { name: 'Services' });
    expect(await within(table).findAllByRole('row')).toHaveLength(2);
    expect(bodies.at(-1)).toMatchObject({ filters: { states: ['ended'] } });

    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Entrepôt Gennevilliers' }));
    expect(bodies.at(-1)).toMatchObject({ filters: { siteIds: [SITE_ENTREPOT], states: ['ended'] } });

    await userEvent.click(screen.getByRole('combobox', { name: 'Période' }));
    await userEvent.click(screen.getByRole('option', { name: 'Mois précédent' }));
    expect(bodies.at(-1)).toMatchObject({ filters: { period: { shortcut: 'previousMonth' } } });

    await userEvent.click(screen.getByRole('combobox', { name: 'Période' }));
    await userEvent.click(screen.getByRole('option', { name: 'Personnalisée' }));
    typeInPicker(document.body, 'Du', '01/12/2026');
    typeInPicker(document.body, 'Au', '31/12/2026');
    expect(bodies.at(-1)).toMatchObject({
      filters: { period: { shortcut: 'custom', from: '2026-12-01', to: '2026-12-31' } },
    });
  });

  it('opens the timeline the customer may read, through its own path', async () => {
    mockPortal();
    renderWithSession(<CustomerServicesPage now={now} />, fixtures.customer);
    const table = await screen.findByRole('table', { name: 'Services' });
    expect(within(table).getByRole('button', { name: /Télécharger le bon d’intervention/ })).toBeInTheDocument();
    await userEvent.click(within(table).getAllByRole('button', { name: /Chronologie du service/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Chronologie du service' });
    expect(await within(dialog).findByText('Ronde de nuit')).toBeInTheDocument();
    expect(within(dialog).getByText('S-0001 · Siège Client Démo · Karim B.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Début de ronde' })).toHaveAttribute('href', '#/ronde/exec-1');
  });

  it('pages 25 at a time and says when the period is empty', async () => {
    const many = Array.from({ length: 25 }, () => customerService());
    const { bodies } = mockPortal(many, 30);
    renderWithSession(<CustomerServicesPage now={now} />, fixtures.customer);
    await screen.findByRole('table', { name: 'Services' });
    expect(screen.getByText('1–25 sur 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /page suivante/ }));
    expect(bodies.at(-1)).toMatchObject({ page: 2, limit: 25 });

    mockPortal([]);
    renderWithSession(<CustomerServicesPage now={now} />, fixtures.customer);
    expect(await screen.findByText('Aucun service sur vos sites pour cette période.')).toBeInTheDocument();
  });
});
