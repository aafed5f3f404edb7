import { periodOf } from '@securite/domain/time/grid-period';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ids, plannedService, planningConfig } from '../../../shared/planning/testing/planning-fixtures.ts';
import { giveGridASize, renderPlanning } from '../../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../../test/fixtures.ts';
import { groupServices, type PlanningRow, UNASSIGNED_LABEL, UNASSIGNED_ROW } from '../planning-rows.ts';
import { PlanningGrid, type PlanningGridProps } from './planning-grid.tsx';

const tz = 'Europe/Paris';
const night = plannedService();
const free = plannedService({
  id: 'ffffffff-ffff-4fff-8fff-fffffffffff2',
  agent: null,
  startAt: '2026-12-16T07:00:00.000Z',
  endAt: '2026-12-16T19:00:00.000Z',
});
const agentRowsOf = (n: number): PlanningRow[] => [
  { id: UNASSIGNED_ROW, label: UNASSIGNED_LABEL, unassigned: true },
  ...Array.from({ length: n }, (_, i) => ({
    id: i === 0 ? ids.agent1 : `agent-${i}`,
    label: i === 0 ? 'Karim Benali' : `Agent ${i}`,
  })),
];

function renderGrid(extra: Partial<PlanningGridProps> = {}) {
  const period = extra.period ?? periodOf('week', '2026-12-14', tz);
  const on = { onCreate: vi.fn(), onChip: vi.fn(), onMove: vi.fn() };
  renderPlanning(
    <PlanningGrid
      label="Planning par collaborateurs"
      rowsTitle="Collaborateurs"
      rows={agentRowsOf(2)}
      period={period}
      services={groupServices([night, free], 'agents', period.days, tz)}
      today="2026-12-15"
      context={{
        view: 'agents',
        timeZone: tz,
        colours: planningConfig.colours,
        conflicts: new Set(),
        selected: new Set(),
        canCreate: true,
        canMove: true,
      }}
      {...on}
      {...extra}
    />,
    fixtures.planning,
  );
  return on;
}

const cell = (name: string) => screen.getByRole('cell', { name });

describe('Planning grid', () => {
  beforeEach(giveGridASize);
  afterEach(() => vi.restoreAllMocks());

  it('shows rows × days, an overnight service on its start day in the agency zone and the unassigned row', () => {
    renderGrid();
    const table = screen.getByRole('table', { name: 'Planning par collaborateurs' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Non affectés', 'Karim Benali', 'Agent 1']);
    expect(within(cell('Karim Benali, lundi 14 décembre')).getByRole('button', { name: /^20:00–08:00 Entrepôt Nord/ }));
    expect(within(cell('Karim Benali, mardi 15 décembre')).queryByRole('button', { name: /Entrepôt/ })).toBeNull();
    const unassigned = within(cell('Non affectés, mercredi 16 décembre')).getByRole('button', {
      name: /^08:00–20:00 Entrepôt Nord/,
    });
    expect(unassigned).toHaveStyle({ background: planningConfig.colours.unassigned });
    expect(screen.getByRole('columnheader', { name: 'mardi 15 décembre' })).toHaveClass('pg-today');
  });

  it('names each chip by its visible text first (times, then the agent or the site), the post after', () => {
    const guarded = { ...night, postTitle: 'Agent SSIAP 1' };
    const days = periodOf('week', '2026-12-14', tz).days;
    renderGrid({ services: groupServices([guarded, free], 'agents', days, tz) });
    const chip = within(cell('Karim Benali, lundi 14 décembre')).getByRole('button', {
      name: '20:00–08:00 Entrepôt Nord · Agent SSIAP 1',
    });
    // The two lines are apart by a space in the text too: the name contains the text as read from the DOM.
    expect(chip.textContent).toBe('20:00–08:00 Entrepôt Nord');
    const unassigned = within(cell('Non affectés, mercredi 16 décembre')).getByRole('button', {
      name: '08:00–20:00 Entrepôt Nord',
    });
    expect(unassigned.textContent).toBe('08:00–20:00 Entrepôt Nord');
  });

  it('shades weekends and French public holidays', () => {
    renderGrid({ period: periodOf('week', '2026-12-25', tz) });
    expect(cell('Agent 1, vendredi 25 décembre')).toHaveClass('pg-hol');
    expect(cell('Agent 1, samedi 26 décembre')).toHaveClass('pg-we');
    expect(cell('Agent 1, jeudi 24 décembre')).not.toHaveClass('pg-we');
  });

  it('with 500 agents over a month, only a window of rows is in the page, moving as one scrolls', () => {
    renderGrid({ rows: agentRowsOf(500), period: periodOf('month', '2026-12-01', tz) });
    // Counted through the DOM: role queries over a month of cells are slow in jsdom.
    const rows = document.querySelectorAll('tr');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(document.querySelectorAll('thead th')).toHaveLength(32);
    const names = () => [...document.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(names()).toContain('Karim Benali');
    expect(names()).not.toContain('Agent 400');
    const scroller = document.querySelector('table')?.parentElement as HTMLElement;
    scroller.scrollTop = 400 * 52;
    fireEvent.scroll(scroller);
    expect(names()).toContain('Agent 400');
    expect(names()).not.toContain('Karim Benali');
  });

  it('creates from a cell, opens or selects a chip, and moves a chip dropped on another cell', async () => {
    const on = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un service : Agent 1, jeudi 17 décembre' }));
    expect(on.onCreate).toHaveBeenCalledWith('agent-1', '2026-12-17');
    const chip = screen.getByRole('button', { name: /^20:00–08:00/ });
    await userEvent.click(chip);
    expect(on.onChip).toHaveBeenLastCalledWith(night.id, false);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(chip);
    await user.keyboard('{/Control}');
    expect(on.onChip).toHaveBeenLastCalledWith(night.id, true);

    const dataTransfer = { setData: vi.fn(), getData: () => night.id, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(chip, { dataTransfer });
    const target = cell('Agent 1, mercredi 16 décembre');
    fireEvent.dragOver(target, { dataTransfer });
    expect(target).toHaveClass('pg-drop');
    fireEvent.drop(target, { dataTransfer });
    expect(on.onMove).toHaveBeenCalledWith(night.id, 'agent-1', '2026-12-16');
    expect(target).not.toHaveClass('pg-drop');
  });

  it('lets an ended service be opened but not dragged, and offers no creation without the right', () => {
    renderGrid({
      services: groupServices([{ ...night, status: 3 }], 'agents', periodOf('week', '2026-12-14', tz).days, tz),
      context: {
        view: 'agents',
        timeZone: tz,
        colours: planningConfig.colours,
        conflicts: new Set([night.id]),
        selected: new Set([night.id]),
        canCreate: false,
        canMove: true,
      },
    });
    const chip = screen.getByRole('button', { name: /^20:00–08:00/ });
    expect(chip).toHaveAttribute('draggable', 'false');
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(chip).toHaveStyle({ background: planningConfig.colours.conflict });
    expect(screen.queryByRole('button', { name: /Ajouter un service/ })).toBeNull();
  });
});
