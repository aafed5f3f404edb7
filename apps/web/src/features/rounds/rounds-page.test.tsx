import type { Round } from '@securite/domain/rounds/round-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { roundIds, roundList, roundSites, staffWith } from '../../test/rounds-fixtures.ts';
import { RoundsPage } from './rounds-page.tsx';
import { AGENCY, renderRounds, WAIT } from './testing/render-rounds.tsx';

type FetchBody = { filters: { search?: string; siteIds?: string[] }; page: number; limit: number };

function mockCalls(initial: Round[] = roundList) {
  let list = initial;
  const bodies: FetchBody[] = [];
  const fetchMock = mockApi({
    [`POST ${AGENCY}/fetch/rounds`]: ({ body }) => {
      const { filters } = body as FetchBody;
      bodies.push(body as FetchBody);
      const data = list.filter(
        (r) =>
          (!filters.search || r.name.toLowerCase().includes(filters.search.toLowerCase())) &&
          (!filters.siteIds || filters.siteIds.includes(r.site.id)),
      );
      return json({ data, total: data.length });
    },
    [`POST ${AGENCY}/fetch/sites`]: () => json({ data: roundSites, total: roundSites.length }),
    [`DELETE ${AGENCY}/round/${roundIds.roundNuit}`]: () => {
      list = list.filter((r) => r.id !== roundIds.roundNuit);
      return new Response(null, { status: 204 });
    },
  });
  return { bodies, fetchMock };
}

const page = (
  <RoundsPage roundHref={(id) => `/edit/${id}`} newHref={(siteId) => (siteId ? `/edit?siteId=${siteId}` : '/edit')} />
);

describe('Rondes page', () => {
  it('lists the rounds: site, checkpoints, order and executions; searches and filters through the server', async () => {
    const { bodies } = mockCalls();
    renderRounds(page, fixtures.owner);
    const table = await screen.findByRole('table', { name: 'Rondes' });
    const [, night, parking] = within(table).getAllByRole('row');
    expect(night).toHaveTextContent('Ronde de nuit');
    expect(night).toHaveTextContent('Centre commercial Les Arcades');
    expect(night).toHaveTextContent('2 points');
    expect(night).toHaveTextContent('Ordre imposé');
    expect(night).toHaveTextContent('2 fois par service');
    expect(within(night).getByRole('link', { name: 'Ronde de nuit' })).toHaveAttribute(
      'href',
      `/edit/${roundIds.roundNuit}`,
    );
    expect(parking).toHaveTextContent('Ordre libre');
    expect(parking).toHaveTextContent('1 point');
    expect(parking).toHaveTextContent('1 fois par service');
    expect(bodies[0]).toMatchObject({ page: 1, limit: 25, filters: {} });

    await userEvent.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'nuit');
    await expect
      .poll(
        () => within(screen.getByRole('table', { name: 'Rondes' })).queryByRole('row', { name: /Ronde parking/ }),
        WAIT,
      )
      .toBeNull();
    expect(bodies.at(-1)?.filters).toEqual({ search: 'nuit' });

    await userEvent.clear(screen.getByRole('textbox', { name: 'Rechercher' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Parking Gare de Lyon' }));
    await expect.poll(() => bodies.at(-1)?.filters, WAIT).toEqual({ siteIds: [roundIds.parking] });
    // The table may be drawn again while the filters change: look it up afresh.
    const rows = async () => within(await screen.findByRole('table', { name: 'Rondes' })).queryAllByRole('link');
    await expect.poll(async () => (await rows()).map((link) => link.textContent), WAIT).toEqual(['Ronde parking']);
    expect(screen.getByRole('link', { name: 'Nouvelle ronde' })).toHaveAttribute(
      'href',
      `/edit?siteId=${roundIds.parking}`,
    );
  });

  it('says when there is no round and offers to create one; hidden without rounds.create', async () => {
    mockCalls([]);
    const view = renderRounds(page, fixtures.owner);
    expect(await screen.findByText('Aucune ronde pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer une ronde' })).toHaveAttribute('href', '/edit');
    view.unmount();

    mockCalls([]);
    renderRounds(page, staffWith(['rounds.edit']));
    expect(await screen.findByText('Aucune ronde pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Créer une ronde' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nouvelle ronde' })).not.toBeInTheDocument();
  });

  it('deletes a round after the confirmation; no deletion without rounds.edit', async () => {
    const { fetchMock } = mockCalls();
    const view = renderRounds(page, fixtures.owner);
    const table = await screen.findByRole('table', { name: 'Rondes' });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la ronde Ronde de nuit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la ronde « Ronde de nuit » ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('La ronde a été supprimée')).toBeInTheDocument();
    await expect.poll(() => within(table).queryByRole('link', { name: 'Ronde de nuit' }), WAIT).toBeNull();
    expect(callsTo(fetchMock, `DELETE ${AGENCY}/round/${roundIds.roundNuit}`)).toBe(1);
    view.unmount();

    mockCalls();
    renderRounds(page, staffWith(['rounds.create']));
    await screen.findByRole('table', { name: 'Rondes' });
    expect(screen.queryByRole('button', { name: /^Supprimer la ronde/ })).not.toBeInTheDocument();
  });
});
