import { periodOf } from '@securite/domain/time/grid-period';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { circuit } from '../../../shared/planning/testing/circuit-fixtures.ts';
import { ids, plannedService, planningConfig } from '../../../shared/planning/testing/planning-fixtures.ts';
import { giveGridASize, renderPlanning } from '../../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../../test/fixtures.ts';
import { groupServices, type PlanningView, UNASSIGNED_LABEL, UNASSIGNED_ROW } from '../planning-rows.ts';
import { PlanningGrid } from './planning-grid.tsx';

const tz = 'Europe/Paris';
const tour = circuit();
// The circuit as fetch/planned-services gives it: the parent (no site) and its stops.
const parent = plannedService({
  id: tour.id,
  site: null,
  isCircuit: true,
  postTitle: tour.name,
  startAt: tour.startAt,
  endAt: tour.endAt,
});
const services = [parent, ...tour.stops];

function renderGrid(view: PlanningView) {
  const period = periodOf('week', '2026-12-14', tz);
  const rows =
    view === 'agents'
      ? [
          { id: UNASSIGNED_ROW, label: UNASSIGNED_LABEL, unassigned: true },
          { id: ids.agent1, label: 'Karim Benali' },
        ]
      : [
          { id: ids.site1, label: 'Entrepôt Nord' },
          { id: ids.site2, label: 'Siège' },
        ];
  const on = { onCreate: vi.fn(), onChip: vi.fn(), onMove: vi.fn() };
  renderPlanning(
    <PlanningGrid
      label="Planning"
      rowsTitle={view === 'agents' ? 'Collaborateurs' : 'Sites'}
      rows={rows}
      period={period}
      services={groupServices(services, view, period.days, tz)}
      today="2026-12-15"
      context={{
        view,
        timeZone: tz,
        colours: planningConfig.colours,
        conflicts: new Set(),
        selected: new Set(),
        canCreate: true,
        canMove: true,
      }}
      {...on}
    />,
    fixtures.planning,
  );
}

describe('Circuits in the planning grid', () => {
  beforeEach(giveGridASize);
  afterEach(() => vi.restoreAllMocks());

  it('shows a circuit once in the agents view, named after it and not draggable', () => {
    renderGrid('agents');
    const cell = screen.getByRole('cell', { name: 'Karim Benali, lundi 14 décembre' });
    const chips = within(cell).getAllByRole('button', { name: /\d\d:\d\d–/ });
    expect(chips).toHaveLength(1);
    expect(chips[0]).toHaveAccessibleName('08:00–12:00 Circuit Tournée nord');
    expect(chips[0]).toHaveAttribute('draggable', 'false');
  });

  it('shows the stops on their sites in the sites view, and not the circuit itself', () => {
    renderGrid('sites');
    const north = screen.getByRole('cell', { name: 'Entrepôt Nord, lundi 14 décembre' });
    expect(within(north).getByRole('button', { name: '08:00–10:00 Karim Benali' })).toBeInTheDocument();
    const head = screen.getByRole('cell', { name: 'Siège, lundi 14 décembre' });
    expect(within(head).getByRole('button', { name: '10:30–12:00 Karim Benali' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Circuit/ })).not.toBeInTheDocument();
  });
});
