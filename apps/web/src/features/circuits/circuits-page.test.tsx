import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { circuit, circuitIds } from '../../shared/planning/testing/circuit-fixtures.ts';
import { agentItem, ids, planningConfig } from '../../shared/planning/testing/planning-fixtures.ts';
import { AGENCY, renderPlanning } from '../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { CircuitsPage } from './circuits-page.tsx';

type ListBody = {
  filters: { state?: string | null; agentIds?: string[]; dateRange: { start: string } };
  limit: number;
};

function mockCalls(rows = [circuit(), circuit({ id: circuitIds.circuit2, name: 'Tournée sud', agent: null })]) {
  const lists: ListBody[] = [];
  mockApi({
    [`GET ${AGENCY}/planning/config`]: () => json(planningConfig),
    [`POST ${AGENCY}/fetch/agents`]: () =>
      json({ data: [agentItem(ids.agent1, 'Karim', 'Benali')], total: 1, specialties: [], filtered: false }),
    [`POST ${AGENCY}/fetch/circuits`]: ({ body }) => {
      lists.push(body as ListBody);
      const state = (body as ListBody).filters.state;
      const data = state === 'unassigned' ? rows.filter((r) => !r.agent) : rows;
      return json({ data, total: data.length });
    },
    [`POST ${AGENCY}/fetch/count-circuits`]: () => json({ planned: 1, started: 0, ended: 3, unassigned: 1 }),
    [`POST ${AGENCY}/fetch/circuits-errors`]: () =>
      json({
        data: [
          {
            circuit: rows[0],
            issues: [
              {
                key: rows[0].id,
                type: 'unavailable',
                message: 'Indisponible (Maladie) le 14/12/2026',
                blocking: true,
                agentName: 'Karim Benali',
                siteName: 'Tournée nord',
                startAt: rows[0].startAt,
                endAt: rows[0].endAt,
              },
            ],
          },
        ],
      }),
  });
  return lists;
}

describe('Circuits page', () => {
  it('shows the counts of the period and the circuits: agent, date, stops, route, state, new issues', async () => {
    const lists = mockCalls();
    renderPlanning(<CircuitsPage />, fixtures.planning);
    const table = await screen.findByRole('table', { name: 'Circuits' });
    const counts = screen.getByRole('list', { name: 'Nombre de circuits sur la période' });
    expect(await within(counts).findByRole('button', { name: 'Terminés : 3' })).toBeInTheDocument();
    expect(within(counts).getByRole('button', { name: 'Planifiés : 1' })).toBeInTheDocument();
    expect(within(counts).getByRole('button', { name: 'En cours : 0' })).toBeInTheDocument();
    expect(within(counts).getByRole('button', { name: 'Non affectés : 1' })).toBeInTheDocument();

    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Tournée nord');
    expect(first).toHaveTextContent('Karim Benali');
    expect(first).toHaveTextContent('lun. 14/12/2026 · 08:00–12:00');
    expect(first).toHaveTextContent('Entrepôt Nord → Siège');
    expect(first).toHaveTextContent('Planifié');
    expect(second).toHaveTextContent('Non affecté');
    expect(
      await within(first).findByRole('img', { name: /Erreurs de planning :\s+Indisponible \(Maladie\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/1 circuit\(s\) de la période dont le collaborateur a désormais des erreurs/),
    ).toBeVisible();
    expect(lists[0]).toMatchObject({ limit: 10, filters: { state: null } });
  });

  it('filters on a state from its count, and shows all again when pressed twice', async () => {
    const lists = mockCalls();
    renderPlanning(<CircuitsPage />, fixtures.planning);
    await screen.findByRole('table', { name: 'Circuits' });
    const tile = screen.getByRole('button', { name: /^Non affectés/ });
    await userEvent.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByRole('row')).toHaveLength(2);
    expect(lists.at(-1)?.filters.state).toBe('unassigned');
    await userEvent.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findAllByRole('row')).toHaveLength(3);
  });

  it('says when there is no circuit and offers to create one', async () => {
    mockCalls([]);
    renderPlanning(<CircuitsPage />, fixtures.planning);
    expect(await screen.findByText('Aucun circuit sur la période')).toBeInTheDocument();
    expect(screen.getByText('Créez une tournée avec « Nouveau circuit ».')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nouveau circuit' }));
    expect(await screen.findByRole('dialog', { name: 'Nouveau circuit' })).toBeInTheDocument();
  });

  it('hides the creation from a planner without the create right', async () => {
    mockCalls();
    const reader = structuredClone(fixtures.planning);
    reader.userCompanies[0].rights = ['planning.sites', 'planning.agents', 'circuits.edit'];
    renderPlanning(<CircuitsPage />, reader);
    await screen.findByRole('table', { name: 'Circuits' });
    expect(screen.queryByRole('button', { name: 'Nouveau circuit' })).not.toBeInTheDocument();
  });
});
