import type { AutoplanResult } from '@securite/domain/planning/autoplan/autoplan-schemas';
import { compactPlannedServices } from '@securite/domain/planning/planned-services-answer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentItem,
  agentNamesOf,
  ids,
  plannedService,
  planningConfig,
  siteItem,
  siteReferencesOf,
} from '../../../../shared/planning/testing/planning-fixtures.ts';
import { AGENCY, giveGridASize, renderPlanning } from '../../../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../../../test/fixtures.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { BothPlanningViews } from '../../testing/both-planning-views.tsx';

const RUN = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const FILLED = 'ffffffff-ffff-4fff-8fff-000000000001';
const OPEN = 'ffffffff-ffff-4fff-8fff-000000000002';
const KEPT = 'ffffffff-ffff-4fff-8fff-000000000003';

// January 2027: a post the proposal gives Julie, one it leaves open, one of Karim's it does not touch.
const services = [
  plannedService({ id: FILLED, startAt: '2027-01-04T07:00:00.000Z', endAt: '2027-01-04T15:00:00.000Z', agent: null }),
  plannedService({
    id: OPEN,
    startAt: '2027-01-05T07:00:00.000Z',
    endAt: '2027-01-05T15:00:00.000Z',
    site: { id: ids.site2, name: 'Siège' },
    agent: null,
  }),
  plannedService({ id: KEPT, startAt: '2027-01-06T07:00:00.000Z', endAt: '2027-01-06T15:00:00.000Z' }),
];

const result: AutoplanResult = {
  lines: [
    {
      serviceId: FILLED,
      siteId: ids.site1,
      siteName: 'Entrepôt Nord',
      startAt: services[0].startAt,
      endAt: services[0].endAt,
      previousAgentId: null,
      agentId: ids.agent2,
      agentName: 'Julie Martin',
      cost: 4,
      reasons: [],
    },
    {
      serviceId: OPEN,
      siteId: ids.site2,
      siteName: 'Siège',
      startAt: services[1].startAt,
      endAt: services[1].endAt,
      previousAgentId: null,
      agentId: null,
      agentName: null,
      cost: 0,
      reasons: [{ type: 'missingSpecialty', label: 'Spécialité manquante', agents: 2 }],
    },
  ],
  cost: 1004,
  costParts: { overtime: 0, premium: 0, newSite: 4, travel: 0, fairness: 0, change: 0 },
  greedyCost: 1004,
  lowerBound: 1004,
  solver: 'mip',
  chunks: 1,
  mipChunks: 1,
  filled: 1,
  open: 1,
  seconds: 0.2,
};

function mockProposal() {
  const batches: { services: unknown[] }[] = [];
  const agents = [agentItem(ids.agent1, 'Karim', 'Benali'), agentItem(ids.agent2, 'Julie', 'Martin')];
  mockApi({
    [`POST ${AGENCY}/fetch/planning-error/available`]: () => json({ issues: [] }),
    [`POST ${AGENCY}/fetch/planning-error/rest`]: () => json({ issues: [] }),
    [`POST ${AGENCY}/fetch/planning-error/working-time`]: () => json({ issues: [] }),
    [`GET ${AGENCY}/planning/config`]: () => json(planningConfig),
    [`GET ${AGENCY}/sites/references`]: () =>
      json(siteReferencesOf([siteItem(ids.site1, 'Entrepôt Nord'), siteItem(ids.site2, 'Siège')])),
    [`GET ${AGENCY}/agents/names`]: () => json(agentNamesOf(agents)),
    [`POST ${AGENCY}/fetch/planned-services`]: () => json(compactPlannedServices(services)),
    [`POST ${AGENCY}/planning/proposals`]: () =>
      json({ id: RUN, status: 'running', progress: 0, phase: 'queued', error: null, result: null }),
    [`GET ${AGENCY}/planning/proposals/${RUN}`]: () =>
      json({ id: RUN, status: 'done', progress: 100, phase: 'done', error: null, result }),
    [`POST ${AGENCY}/services/batch`]: ({ body }) => {
      batches.push(body as { services: unknown[] });
      return json({ status: 'saved', created: 0, updated: 1, deleted: 0, services: [] });
    },
  });
  return batches;
}

/** From the planning: « Proposer un planning », « Lancer », then « Voir sur le planning ». */
async function reviewOnGrid() {
  renderPlanning(<BothPlanningViews />, fixtures.planning);
  await screen.findByRole('table', { name: 'Planning par collaborateurs' });
  await userEvent.click(screen.getByRole('button', { name: 'Proposer un planning' }));
  const dialog = await screen.findByRole('dialog', { name: 'Proposer un planning' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Lancer' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Voir sur le planning' }, { timeout: 5000 }));
  return screen.findByRole('region', { name: 'Proposition en cours de revue' });
}

const cell = (name: string) => screen.getByRole('cell', { name });

describe('a proposal reviewed on the planning grid', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15T10:00:00Z'));
    giveGridASize();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the month with each post in its proposed agent’s cell, accepted, and the reason of the open one', async () => {
    mockProposal();
    const bar = await reviewOnGrid();
    expect(await screen.findByRole('heading', { name: 'Janvier 2027' })).toBeInTheDocument();
    expect(
      within(bar).getByText('1 poste(s) pourvu(s) sur 2 · coût 1 004 (première proposition : 1 004)'),
    ).toBeVisible();
    const proposed = within(cell('Julie Martin, lundi 4 janvier')).getByRole('button', {
      name: '08:00–16:00 Entrepôt Nord, proposé, accepté, coût 4',
    });
    expect(proposed).toHaveAttribute('aria-pressed', 'true');
    expect(proposed).toHaveClass('pg-proposed');
    expect(proposed).not.toHaveClass('pg-declined');
    const open = within(cell('Non affectés, mardi 5 janvier')).getByRole('button', {
      name: '08:00–16:00 Siège, reste ouvert : Spécialité manquante (2)',
    });
    expect(open).toHaveClass('pg-open');
    expect(within(cell('Karim Benali, mercredi 6 janvier')).getByRole('button', { name: /08:00–16:00/ })).toHaveClass(
      'pg-unchanged',
    );
    // Nothing else changes the planning meanwhile: no new service from a cell, no second proposal.
    expect(screen.queryByRole('button', { name: /^Ajouter un service/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proposer un planning' })).toBeDisabled();
  });

  it('declines and accepts posts by a click, and applies only the accepted ones in one batch', async () => {
    const batches = mockProposal();
    const bar = await reviewOnGrid();
    const proposed = within(cell('Julie Martin, lundi 4 janvier')).getByRole('button', { name: /Entrepôt Nord/ });
    await userEvent.click(proposed);
    expect(proposed).toHaveAttribute('aria-pressed', 'false');
    expect(proposed).toHaveAccessibleName('08:00–16:00 Entrepôt Nord, proposé, refusé, coût 4');
    expect(within(bar).getByText('0 affectation(s) acceptée(s) sur 1')).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Appliquer 0 affectation(s)' })).toBeDisabled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Tout accepter' }));
    expect(proposed).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(bar).getByRole('button', { name: 'Appliquer 1 affectation(s)' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Modifier 1 service(s) ?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Proposition en cours de revue' })).toBeNull());
    expect(batches).toHaveLength(1);
    expect(batches[0].services).toEqual([{ id: FILLED, agentId: ids.agent2 }]);
  });

  it('abandons the proposal after a confirmation, saving nothing', async () => {
    const batches = mockProposal();
    const bar = await reviewOnGrid();
    await userEvent.click(within(bar).getByRole('button', { name: 'Abandonner' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Abandonner la proposition ?' });
    expect(within(confirmation).getByText('Les affectations proposées ne seront pas appliquées.')).toBeVisible();
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Abandonner la proposition' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Proposition en cours de revue' })).toBeNull());
    expect(within(cell('Non affectés, lundi 4 janvier')).getByRole('button', { name: /08:00–16:00/ })).toBeVisible();
    expect(batches).toHaveLength(0);
  });

  it('keeps the proposal under review when the planner turns to the sites view', async () => {
    mockProposal();
    await reviewOnGrid();
    const proposed = within(cell('Julie Martin, lundi 4 janvier')).getByRole('button', { name: /Entrepôt Nord/ });
    await userEvent.click(proposed);
    await userEvent.click(screen.getByRole('button', { name: 'Vers les sites' }));
    await screen.findByRole('table', { name: 'Planning par sites' });
    const bar = screen.getByRole('region', { name: 'Proposition en cours de revue' });
    expect(within(bar).getByText('0 affectation(s) acceptée(s) sur 1')).toBeVisible();
    expect(
      within(cell('Entrepôt Nord, lundi 4 janvier')).getByRole('button', {
        name: '08:00–16:00 Julie Martin, proposé, refusé, coût 4',
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});
