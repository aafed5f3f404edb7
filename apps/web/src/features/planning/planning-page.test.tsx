import { compactPlannedServices } from '@securite/domain/planning/planned-services-answer';
import { planningErrorLabels } from '@securite/domain/planning/planning-errors';
import type { BatchIssue, PlanningService } from '@securite/domain/planning/service-schemas';
import type { SiteListItem } from '@securite/domain/sites/site-schemas';
import { fireEvent, screen, within } from '@testing-library/react';
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
} from '../../shared/planning/testing/planning-fixtures.ts';
import { AGENCY, giveGridASize, renderPlanning } from '../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { PlanningPage } from './planning-page.tsx';
import type { PlanningView } from './planning-rows.ts';
import { BothPlanningViews } from './testing/both-planning-views.tsx';

type Batch = { uuid: string; services: Record<string, unknown>[]; confirmed: boolean };
const second = plannedService({
  id: 'ffffffff-ffff-4fff-8fff-fffffffffff2',
  reference: 'S-0002',
  startAt: '2026-12-16T07:00:00.000Z',
  endAt: '2026-12-16T15:00:00.000Z',
});
const issue = (blocking: boolean): BatchIssue => ({
  key: ids.service1,
  type: blocking ? 'overlap' : 'dailyRest',
  message: blocking ? planningErrorLabels.overlap : planningErrorLabels.dailyRest,
  blocking,
  agentName: 'Julie Martin',
  siteName: 'Entrepôt Nord',
  startAt: '2026-12-16T19:00:00.000Z',
  endAt: '2026-12-17T07:00:00.000Z',
});

function mockPlanning(
  options: {
    sites?: SiteListItem[];
    batch?: (b: Batch, n: number) => Response;
    more?: Parameters<typeof mockApi>[0];
  } = {},
) {
  const fetches: { from: string; to: string }[] = [];
  const batches: Batch[] = [];
  let services: PlanningService[] = [plannedService(), second];
  mockApi({
    [`POST ${AGENCY}/fetch/planning-error/available`]: () => json({ issues: [] }),
    [`POST ${AGENCY}/fetch/planning-error/rest`]: () => json({ issues: [] }),
    [`POST ${AGENCY}/fetch/planning-error/working-time`]: () => json({ issues: [] }),
    ...options.more,
    [`GET ${AGENCY}/planning/config`]: () => json(planningConfig),
    [`POST ${AGENCY}/fetch/sites`]: () => {
      const data = options.sites ?? [siteItem(ids.site1, 'Entrepôt Nord'), siteItem(ids.site2, 'Siège')];
      return json({ data, total: data.length });
    },
    [`GET ${AGENCY}/sites/references`]: () =>
      json(siteReferencesOf(options.sites ?? [siteItem(ids.site1, 'Entrepôt Nord'), siteItem(ids.site2, 'Siège')])),
    [`POST ${AGENCY}/fetch/agents`]: () =>
      json({
        data: [agentItem(ids.agent1, 'Karim', 'Benali'), agentItem(ids.agent2, 'Julie', 'Martin')],
        total: 2,
        specialties: [],
        filtered: false,
      }),
    [`GET ${AGENCY}/agents/names`]: () =>
      json(agentNamesOf([agentItem(ids.agent1, 'Karim', 'Benali'), agentItem(ids.agent2, 'Julie', 'Martin')])),
    [`POST ${AGENCY}/fetch/planned-services`]: ({ body }) => {
      fetches.push(body as { from: string; to: string });
      const shown = (body as { unassignedOnly?: boolean }).unassignedOnly ? services.filter((s) => !s.agent) : services;
      return json(compactPlannedServices(shown));
    },
    [`POST ${AGENCY}/services/batch`]: ({ body }) => {
      const batch = body as Batch;
      batches.push(batch);
      const answer = options.batch?.(batch, batches.length);
      if (answer) return answer;
      const moved = batch.services[0];
      services = services.map((s) =>
        s.id === moved.id
          ? { ...s, agent: { id: ids.agent2, fullname: 'Julie Martin' }, startAt: '2026-12-16T19:00:00.000Z' }
          : s,
      );
      return json({ status: 'saved', created: 0, updated: 1, deleted: 0, services: services.slice(0, 1) });
    },
  });
  return { fetches, batches };
}

async function openPage(view: PlanningView = 'agents') {
  renderPlanning(<PlanningPage view={view} emptyHref="#/terrain/sites" />, fixtures.planning);
  return screen.findByRole('table', { name: view === 'agents' ? 'Planning par collaborateurs' : 'Planning par sites' });
}

const chip = (name: RegExp) => screen.getByRole('button', { name });
function dragTo(from: HTMLElement, cellName: string) {
  const dataTransfer = { setData: vi.fn(), getData: () => '', effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(from, { dataTransfer });
  const target = screen.getByRole('cell', { name: cellName });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}
async function confirmWith(title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

describe('Planning par collaborateurs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15T10:00:00Z'));
    giveGridASize();
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches one period at a time, in the agency zone, stepping by weeks and months', async () => {
    const { fetches } = mockPlanning();
    await openPage();
    expect(screen.getByRole('heading', { name: 'Semaine du 14/12/2026' })).toBeInTheDocument();
    expect(fetches.at(-1)).toMatchObject({
      from: '2026-12-14T00:00:00.000+01:00',
      to: '2026-12-21T00:00:00.000+01:00',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(await screen.findByRole('heading', { name: 'Semaine du 21/12/2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mois' }));
    expect(await screen.findByRole('heading', { name: 'Décembre 2026' })).toBeInTheDocument();
    expect(fetches.at(-1)).toMatchObject({
      from: '2026-12-01T00:00:00.000+01:00',
      to: '2027-01-01T00:00:00.000+01:00',
    });
    expect(document.querySelectorAll('thead th')).toHaveLength(32);
    await userEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(await screen.findByRole('heading', { name: 'Janvier 2027' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
    expect(await screen.findByRole('heading', { name: 'Décembre 2026' })).toBeInTheDocument();
  });

  it('moves a dropped service after “Modifier 1 service(s) ?”, then shows it moved', async () => {
    const { batches, fetches } = mockPlanning();
    await openPage();
    dragTo(chip(/^20:00–08:00 Entrepôt Nord/), 'Julie Martin, mercredi 16 décembre');
    await confirmWith('Modifier 1 service(s) ?', 'Enregistrer');
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(batches).toEqual([
      {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        confirmed: false,
        services: [
          {
            key: ids.service1,
            id: ids.service1,
            agentId: ids.agent2,
            startAt: '2026-12-16T20:00:00.000+01:00',
            endAt: '2026-12-17T08:00:00.000+01:00',
          },
        ],
      },
    ]);
    const cell = await screen.findByRole('cell', { name: 'Julie Martin, mercredi 16 décembre' });
    expect(await within(cell).findByRole('button', { name: /^20:00–08:00/ })).toBeInTheDocument();
    expect(fetches.length).toBeGreaterThanOrEqual(2);
  });

  it('lists the warnings and resends the same batch confirmed; the service shows in the conflict colour', async () => {
    const { batches } = mockPlanning({
      batch: (_, n) => (n === 1 ? json({ status: 'issues', issues: [issue(false)] }) : undefined) as Response,
    });
    await openPage();
    dragTo(chip(/^20:00–08:00 Entrepôt Nord/), 'Julie Martin, mercredi 16 décembre');
    await confirmWith('Modifier 1 service(s) ?', 'Enregistrer');
    const dialog = await screen.findByRole('dialog', { name: 'Les erreurs suivantes ont été détectées' });
    expect(within(dialog).getByText('Repos quotidien inférieur à 11 h')).toBeInTheDocument();
    expect(within(dialog).getByText('Julie Martin · Entrepôt Nord · 16/12/2026 20:00–08:00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer quand même' }));
    await screen.findByText('Vos modifications ont été enregistrées avec succès');
    expect(batches.map((b) => b.confirmed)).toEqual([false, true]);
    expect(batches[1].uuid).toBe(batches[0].uuid);
    const cell = screen.getByRole('cell', { name: 'Julie Martin, mercredi 16 décembre' });
    const moved = await within(cell).findByRole('button', { name: /^20:00–08:00/ });
    expect(moved).toHaveStyle({ background: planningConfig.colours.conflict });
  });

  it('shows blocking errors as a negative notice listing them, and saves nothing', async () => {
    mockPlanning({
      batch: () =>
        json(
          {
            code: 'PLANNING_BLOCKED',
            message: 'Enregistrement impossible : des erreurs bloquantes ont été détectées',
            details: { issues: [issue(true)] },
          },
          409,
        ),
    });
    await openPage();
    dragTo(chip(/^20:00–08:00 Entrepôt Nord/), 'Julie Martin, mercredi 16 décembre');
    await confirmWith('Modifier 1 service(s) ?', 'Enregistrer');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Enregistrement impossible : des erreurs bloquantes ont été détectées');
    expect(notice).toHaveTextContent(
      'Julie Martin · Entrepôt Nord · 16/12/2026 20:00–08:00 : Collaborateur déjà planifié sur un autre service',
    );
    expect(screen.queryByText('Vos modifications ont été enregistrées avec succès')).toBeNull();
    expect(chip(/^20:00–08:00 Entrepôt Nord/)).toHaveStyle({ background: planningConfig.colours.conflict });
  });

  it('selects services with Ctrl and deletes them after “Supprimer 2 service(s) ?”', async () => {
    const { batches } = mockPlanning();
    await openPage();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(chip(/^20:00–08:00 Entrepôt Nord/));
    await user.click(chip(/^08:00–16:00 Entrepôt Nord/));
    await user.keyboard('{/Control}');
    const bar = screen.getByRole('toolbar', { name: 'Services sélectionnés' });
    expect(bar).toHaveTextContent('2 service(s) sélectionné(s)');
    await user.click(within(bar).getByRole('button', { name: 'Supprimer' }));
    await confirmWith('Supprimer 2 service(s) ?', 'Supprimer');
    await screen.findByText('Vos modifications ont été enregistrées avec succès');
    expect(batches[0].services).toEqual([
      { key: ids.service1, id: ids.service1, delete: true },
      { key: second.id, id: second.id, delete: true },
    ]);
  });

  it('prints the shown week of the agents picked (« Imprimer / Exporter »)', async () => {
    const bodies: unknown[] = [];
    mockPlanning({
      more: {
        [`POST ${AGENCY}/planning/export.pdf`]: ({ body }) => {
          bodies.push(body);
          return new Response(new Blob(['%PDF-'], { type: 'application/pdf' }), {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="p.pdf"' },
          });
        },
      },
    });
    const saved = vi.fn();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:planning');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(saved);
    await openPage();
    await userEvent.click(screen.getByRole('combobox', { name: 'Collaborateurs' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Julie Martin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Imprimer / Exporter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /PDF — semaine/ }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ view: 'agents', period: 'week', from: '2026-12-17', ids: [ids.agent2] }]);
  });

  it('finds the conflicts of the stored services, colours them and lists them with a way to replace the agent', async () => {
    const checked: unknown[] = [];
    const leave: BatchIssue = {
      ...issue(true),
      type: 'unavailable',
      message: 'Indisponible (Congés payés) du 14/12/2026 à 07:00 au 20/12/2026 à 21:00',
      agentName: 'Karim Benali',
      startAt: '2026-12-14T19:00:00.000Z',
      endAt: '2026-12-15T07:00:00.000Z',
    };
    mockPlanning({
      more: {
        [`POST ${AGENCY}/fetch/planning-error/available`]: ({ body }) => {
          checked.push(body);
          return json({ issues: [leave] });
        },
      },
    });
    await openPage();
    const button = await screen.findByRole('button', { name: '1 service(s) en conflit' });
    expect(checked).toEqual([{ services: [{ id: ids.service1 }, { id: second.id }] }]);
    expect(chip(/^20:00–08:00 Entrepôt Nord/)).toHaveStyle({ background: planningConfig.colours.conflict });
    expect(chip(/^08:00–16:00 Entrepôt Nord/)).not.toHaveStyle({ background: planningConfig.colours.conflict });
    await userEvent.click(button);

    const list = await screen.findByRole('dialog', { name: 'Les erreurs suivantes ont été détectées' });
    const item = within(list).getByRole('listitem', { name: 'Karim Benali · Entrepôt Nord · 14/12/2026 20:00–08:00' });
    expect(item).toHaveTextContent(leave.message);
    expect(item).toHaveTextContent('Collaborateur indisponible');
    await userEvent.click(within(item).getByRole('button', { name: /^Remplacer Karim Benali/ }));
    expect(await screen.findByRole('dialog', { name: 'Absence / remplacement de Karim Benali' })).toBeInTheDocument();
  });

  it('says when the period has no conflict', async () => {
    mockPlanning();
    await openPage();
    expect(await screen.findByText('Aucun conflit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /en conflit/ })).toBeNull();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { batches } = mockPlanning();
    await openPage();
    dragTo(chip(/^20:00–08:00 Entrepôt Nord/), 'Non affectés, jeudi 17 décembre');
    await confirmWith('Modifier 1 service(s) ?', 'Annuler');
    expect(batches).toHaveLength(0);
  });
});

/** The menu's two entries render the same page with another view. */
describe('Switching between the sites and the agents', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15T10:00:00Z'));
    giveGridASize();
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the period but not the agents picked (they are no customers)', async () => {
    mockPlanning();
    renderPlanning(<BothPlanningViews />, fixtures.planning);
    await screen.findByRole('table', { name: 'Planning par collaborateurs' });
    await userEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Collaborateurs' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Julie Martin' }));
    expect(screen.getAllByRole('rowheader').map((row) => row.textContent)).not.toContain('Karim Benali');

    await userEvent.click(screen.getByRole('button', { name: 'Vers les sites' }));
    const grid = await screen.findByRole('table', { name: 'Planning par sites' });
    expect(screen.getByRole('heading', { name: 'Semaine du 21/12/2026' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Clients' })).toHaveAttribute('placeholder', 'Tous');
    expect(screen.queryByText('Julie Martin')).toBeNull();
    expect(within(grid).getByRole('rowheader', { name: 'Entrepôt Nord' })).toBeInTheDocument();
  });
});

describe('Planning par sites', () => {
  beforeEach(giveGridASize);
  afterEach(() => vi.restoreAllMocks());

  it('says when the period has no unassigned post, rather than that no site matches', async () => {
    mockPlanning();
    await openPage('sites');
    await userEvent.click(screen.getByLabelText('Non affectés seulement'));
    expect(await screen.findByText('Aucun poste non affecté sur cette période.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'zzz');
    expect(await screen.findByText('Aucun site ne correspond aux filtres.')).toBeInTheDocument();
  });

  it('says there is no site yet, with a link to the sites', async () => {
    mockPlanning({ sites: [] });
    renderPlanning(<PlanningPage view="sites" emptyHref="#/terrain/sites" />, fixtures.planning);
    expect(await screen.findByText('Aucun site. Créez un site pour planifier des services.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir les sites' })).toHaveAttribute('href', '#/terrain/sites');
  });
});
