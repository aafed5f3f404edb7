import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { siteListItem } from '../../../test/site-fixtures.ts';
import { agentUser, ids } from '../../../test/workforce-fixtures.ts';
import {
  AGENCY_BASE,
  planningConfig,
  planningIds,
  planningService,
  renderScreen,
} from '../testing/render-planning-views.tsx';
import { MyPlanningPage, NO_SERVICE_TEXT } from './my-planning-page.tsx';

// Tuesday 15 December 2026, 10:00 in Paris.
const now = new Date('2026-12-15T09:00:00.000Z');

const week = [
  planningService('2026-12-15T07:00:00.000Z', '2026-12-15T19:00:00.000Z', { postTitle: 'Poste accueil' }),
  planningService('2026-12-16T19:00:00.000Z', '2026-12-17T07:00:00.000Z', {
    site: { id: planningIds.siteB, name: 'Entrepôt Nord' },
    postTitle: 'Rondier de nuit',
  }),
  planningService('2026-12-21T08:00:00.000Z', '2026-12-21T16:00:00.000Z', { status: 1, postTitle: null }),
];

const entrepot = {
  street: '12 rue des Docks',
  complement: null,
  zipcode: '92230',
  city: 'Gennevilliers',
  country: 'France',
  location: null,
};

function mockPlanning() {
  const asked: URLSearchParams[] = [];
  mockApi({
    [`GET ${AGENCY_BASE}/planning/config`]: () => json(planningConfig),
    [`GET ${AGENCY_BASE}/agent/${ids.ownAgent}/services`]: ({ url }) => {
      const query = new URL(url, 'http://x').searchParams;
      asked.push(query);
      const shown = query.get('from') === '2026-12-14T23:00:00.000Z';
      // The server sends the address of a site the agent is not posted on (Entrepôt Nord: a replacement).
      const sites = shown ? [{ id: planningIds.siteB, address: entrepot }] : [];
      return json({ services: shown ? week : [], sites });
    },
    [`POST ${AGENCY_BASE}/fetch/sites`]: () =>
      json({
        data: [
          siteListItem('Centre commercial Les Arcades', {
            id: planningIds.siteA,
            address: {
              street: '1 place de la Libération',
              complement: null,
              zipcode: '93160',
              city: 'Noisy-le-Grand',
              country: 'France',
              location: null,
            },
          }),
        ],
        total: 1,
      }),
  });
  return asked;
}

describe('Mon planning', () => {
  it('groups seven days from today by day in the agency’s zone, overnight services ending the next day', async () => {
    const asked = mockPlanning();
    renderScreen(<MyPlanningPage now={now} />, agentUser);

    const today = await screen.findByRole('region', { name: 'Aujourd’hui' });
    const first = within(today).getByRole('article');
    expect(first).toHaveTextContent('Centre commercial Les Arcades');
    expect(first).toHaveTextContent('08:00 – 20:00');
    expect(first).toHaveTextContent('Poste accueil');
    expect(first).toHaveTextContent('Planifié');
    expect(await within(first).findByText('1 place de la Libération, 93160 Noisy-le-Grand')).toBeInTheDocument();

    const tomorrow = screen.getByRole('region', { name: 'Demain' });
    expect(within(tomorrow).getByRole('article')).toHaveTextContent('Entrepôt Nord');
    expect(within(tomorrow).getByRole('article')).toHaveTextContent('20:00 → 08:00 le lendemain');
    expect(within(tomorrow).getByRole('article')).toHaveTextContent('Rondier de nuit');
    expect(within(tomorrow).getByRole('article')).toHaveTextContent('12 rue des Docks, 92230 Gennevilliers');

    const thursday = screen.getByRole('region', { name: 'lundi 21 décembre' });
    expect(within(thursday).getByRole('article')).toHaveTextContent('09:00 – 17:00');
    expect(within(thursday).getByRole('article')).toHaveTextContent('En cours');
    expect(
      screen
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-labelledby'))
        .filter((id) => id?.startsWith('jour-')),
    ).toEqual(['jour-2026-12-15', 'jour-2026-12-16', 'jour-2026-12-21']);
    expect(asked[0].get('from')).toBe('2026-12-14T23:00:00.000Z');
    expect(asked[0].get('to')).toBe('2026-12-21T23:00:00.000Z');

    await userEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(await screen.findByText(NO_SERVICE_TEXT)).toBeInTheDocument();
    expect(screen.getByText('22 déc. – 28 déc. 2026')).toBeInTheDocument();
    expect(asked.at(-1)?.get('from')).toBe('2026-12-21T23:00:00.000Z');

    await userEvent.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
    expect(await screen.findByRole('region', { name: 'Aujourd’hui' })).toBeInTheDocument();
  });

  it('tells staff without an agent record that nothing can be planned for them', async () => {
    mockPlanning();
    renderScreen(<MyPlanningPage now={now} />, fixtures.owner);
    expect(
      await screen.findByText(
        'Votre compte n’est pas une fiche collaborateur : aucun service ne peut vous être planifié.',
      ),
    ).toBeInTheDocument();
  });
});
