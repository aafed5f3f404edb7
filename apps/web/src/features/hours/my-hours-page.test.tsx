import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { base, hourDetail, renderHoursPage, thisMonth } from './hours-test-kit.tsx';
import { MyHoursPage } from './my-hours-page.tsx';

const agent = { id: 'membre-agent', fullname: 'Karim Benali' };

describe('Mes heures supplémentaires', () => {
  it('shows the agent’s own figures, overtime highlighted, weeks and services', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [`POST ${base}/fetch/my-hours`]: ({ body }) => {
        bodies.push(body);
        return json({ ...hourDetail(), agent });
      },
    });
    renderHoursPage(<MyHoursPage />, fixtures.agent);
    const weeks = await screen.findByRole('table', { name: 'Heures supplémentaires par période de contrat' });
    expect(bodies[0]).toEqual(thisMonth());
    expect(within(weeks).getAllByRole('row')).toHaveLength(3);
    const overtime = screen.getByText('Heures supp.', { selector: 'dt' }).parentElement as HTMLElement;
    expect(overtime).toHaveTextContent('5 h 00');
    expect(screen.getByText('Heures supp. majorées', { selector: 'dt' }).nextSibling).toHaveTextContent('7 h 30');
    expect(screen.getByRole('table', { name: 'Services' })).toHaveTextContent('Entrepôt Paris');
  });

  it('explains a missing contract and an empty month', async () => {
    mockApi({
      [`POST ${base}/fetch/my-hours`]: () =>
        json({
          ...hourDetail({
            lines: [],
            overtime: {
              limit: null,
              periods: [],
              overtimeIncreaseBp: 2500,
              overtimeMinutes: 0,
              overtimeWeightedHours: 0,
            },
          }),
          agent,
        }),
    });
    renderHoursPage(<MyHoursPage />, fixtures.agent);
    expect(await screen.findByText(/Aucun contrat ni durée hebdomadaire sur la fiche/)).toBeInTheDocument();
    expect(screen.getByText('Aucun service planifié pour vous sur cette période.')).toBeInTheDocument();
  });

  it('tells a staff account with no agent record that no hours are counted, asking nothing', async () => {
    const asked: unknown[] = [];
    mockApi({
      [`POST ${base}/fetch/my-hours`]: ({ body }) => {
        asked.push(body);
        return json({});
      },
    });
    renderHoursPage(<MyHoursPage />, fixtures.planning);
    expect(
      await screen.findByText('Votre compte n’est pas une fiche collaborateur : aucune heure ne vous est comptée.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Heures supp.')).toBeNull();
    expect(asked).toEqual([]);
  });
});
