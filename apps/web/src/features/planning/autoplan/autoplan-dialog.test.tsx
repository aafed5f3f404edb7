import type { AutoplanResult, AutoplanRun } from '@securite/domain/planning/autoplan/autoplan-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { AGENCY_BASE, planningConfig, planningIds, renderScreen } from '../testing/render-planning-views.tsx';
import { AutoplanDialog, nextMonth } from './autoplan-dialog.tsx';

const now = new Date('2026-12-14T09:00:00.000Z');
const RUN = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const S1 = '0a0b0c0d-0e0f-4a1b-8c2d-000000000101';
const S2 = '0a0b0c0d-0e0f-4a1b-8c2d-000000000102';
const S3 = '0a0b0c0d-0e0f-4a1b-8c2d-000000000103';

const result: AutoplanResult = {
  lines: [
    {
      serviceId: S1,
      siteId: planningIds.siteA,
      siteName: 'Centre commercial Les Arcades',
      startAt: '2027-01-04T07:00:00.000Z',
      endAt: '2027-01-04T15:00:00.000Z',
      previousAgentId: null,
      agentId: planningIds.agentJulie,
      agentName: 'Julie Moreau',
      cost: 4,
      reasons: [],
    },
    {
      serviceId: S2,
      siteId: planningIds.siteA,
      siteName: 'Centre commercial Les Arcades',
      startAt: '2027-01-04T19:00:00.000Z',
      endAt: '2027-01-05T03:00:00.000Z',
      previousAgentId: planningIds.agentKarim,
      agentId: planningIds.agentSam,
      agentName: 'Sam Petit',
      cost: 1.5,
      reasons: [],
    },
    {
      serviceId: S3,
      siteId: planningIds.siteB,
      siteName: 'Entrepôt Nord',
      startAt: '2027-01-05T07:00:00.000Z',
      endAt: '2027-01-05T15:00:00.000Z',
      previousAgentId: null,
      agentId: null,
      agentName: null,
      cost: 0,
      reasons: [
        { type: 'missingSpecialty', label: 'Spécialité manquante', agents: 2 },
        { type: 'cnapsExpired', label: 'Carte professionnelle CNAPS expirée', agents: 1 },
      ],
    },
  ],
  cost: 1015.5,
  costParts: { overtime: 0, premium: 1.5, newSite: 4, travel: 0, fairness: 0, change: 1 },
  greedyCost: 1020,
  lowerBound: 1015.5,
  solver: 'mip',
  chunks: 1,
  mipChunks: 1,
  filled: 2,
  open: 1,
  seconds: 0.4,
};

function mockAutoplan(stages: AutoplanRun[]) {
  const started: unknown[] = [];
  const batches: { services: { id: string; agentId: string }[] }[] = [];
  let reads = 0;
  const cancels: string[] = [];
  mockApi({
    [`GET ${AGENCY_BASE}/planning/config`]: () => json(planningConfig),
    [`GET ${AGENCY_BASE}/sites/references`]: () =>
      json({ customers: [], sites: [{ id: planningIds.siteA, name: 'Centre commercial Les Arcades' }] }),
    [`POST ${AGENCY_BASE}/planning/proposals`]: ({ body }) => {
      started.push(body);
      return json({ id: RUN, status: 'running', progress: 0, phase: 'queued', error: null, result: null });
    },
    [`GET ${AGENCY_BASE}/planning/proposals/${RUN}`]: () => json(stages[Math.min(reads++, stages.length - 1)]),
    [`POST ${AGENCY_BASE}/planning/proposals/${RUN}/cancel`]: () => {
      cancels.push(RUN);
      return json({ id: RUN, status: 'cancelled', progress: 40, phase: 'solving', error: null, result: null });
    },
    [`POST ${AGENCY_BASE}/services/batch`]: ({ body }) => {
      batches.push(body as (typeof batches)[number]);
      return json({ status: 'saved', created: 0, updated: 1, deleted: 0, services: [] });
    },
  });
  return { started, batches, cancels };
}

const running = (progress: number): AutoplanRun => ({
  id: RUN,
  status: 'running',
  progress,
  phase: 'solving',
  error: null,
  result: null,
});
const done: AutoplanRun = { id: RUN, status: 'done', progress: 100, phase: 'done', error: null, result };

function open() {
  const close = vi.fn();
  renderScreen(
    <AutoplanDialog agencyId="agence-demo" timeZone="Europe/Paris" now={now} close={close} />,
    fixtures.owner,
  );
  return close;
}

describe('« Proposer un planning »', () => {
  it('proposes next month by default', () => {
    expect(nextMonth('Europe/Paris', now)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(nextMonth('Europe/Paris', new Date('2026-12-31T23:30:00Z'))).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
  });

  it('refuses a period over a month before asking the server', async () => {
    const { started } = mockAutoplan([done]);
    open();
    const to = await screen.findByLabelText('Au');
    await userEvent.clear(to);
    await userEvent.type(to, '2027-03-15');
    await userEvent.click(screen.getByRole('button', { name: 'Lancer' }));
    expect(await screen.findByText("La période d'une proposition est d'au plus 31 jours")).toBeInTheDocument();
    expect(started).toHaveLength(0);
  });

  it('shows the progress, then the diff with the reasons, and applies only the accepted posts in one batch', async () => {
    const { started, batches } = mockAutoplan([running(40), done]);
    const close = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Lancer' }));
    expect(started[0]).toMatchObject({ from: '2027-01-01', to: '2027-01-31', siteIds: [] });
    const bar = await screen.findByRole('progressbar', { name: 'Calcul de la proposition…' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Optimisation')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Proposition de planning' }, { timeout: 5000 });
    expect(
      screen.getByText('2 poste(s) pourvu(s) sur 3 · coût 1 015,5 (première proposition : 1 020)'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Julie Moreau')).toBeInTheDocument();
    expect(within(table).getByText('remplace un collaborateur indisponible')).toBeInTheDocument();
    expect(within(table).getByText('Reste ouvert')).toBeInTheDocument();
    expect(within(table).getByText('Spécialité manquante (2)')).toBeInTheDocument();
    // Leave Sam's post out, apply Julie's.
    await userEvent.click(within(table).getByRole('checkbox', { name: /04\/01\/2027 20:00 – 04:00/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer 1 affectation(s)' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Modifier 1 service(s) ?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(close).toHaveBeenCalledWith({ kind: 'applied' }));
    expect(batches).toHaveLength(1);
    expect(batches[0].services).toEqual([{ id: S1, agentId: planningIds.agentJulie }]);
  });

  it('stops a run on « Arrêter »', async () => {
    const { cancels } = mockAutoplan([running(10)]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Lancer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Arrêter' }));
    expect(await screen.findByText('La proposition a été arrêtée.')).toBeInTheDocument();
    expect(cancels).toEqual([RUN]);
  });
});
