import type { AvailableAgent, BatchIssue, PlanningService } from '@securite/domain/planning/service-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import {
  AGENCY_BASE,
  planningConfig,
  planningIds,
  planningService,
  renderScreen,
} from '../testing/render-planning-views.tsx';
import { CoverDialog } from './cover-dialog.tsx';

const now = new Date('2026-12-14T09:00:00.000Z');
const karim = { id: planningIds.agentKarim, fullname: 'Karim Benali' };

/** n services of Karim, one a day from Monday 14 December, 08:00–20:00 in Paris. */
function karimServices(n: number): PlanningService[] {
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.UTC(2026, 11, 14 + i, 7));
    return planningService(day.toISOString(), new Date(day.getTime() + 12 * 3_600_000).toISOString());
  });
}

function issue(type: BatchIssue['type'], message: string, blocking: boolean): BatchIssue {
  return {
    key: 'k',
    type,
    message,
    blocking,
    agentName: null,
    siteName: 'Centre commercial Les Arcades',
    startAt: '2026-12-14T07:00:00.000Z',
    endAt: '2026-12-14T19:00:00.000Z',
  };
}

const candidates: AvailableAgent[] = [
  { agent: { id: planningIds.agentJulie, fullname: 'Julie Moreau' }, issues: [], blocking: false },
  {
    agent: { id: planningIds.agentSam, fullname: 'Sam Petit' },
    issues: [
      issue('dailyRest', 'Repos quotidien de 9 h seulement', false),
      issue('minimumPeriod', 'Vacation de 3 h', false),
    ],
    blocking: false,
  },
  {
    agent: { id: '8e3b1c2d-3d4e-4f50-9b0c-1d2e3f4a5b64', fullname: 'Paul Girard' },
    issues: [issue('cnapsExpired', 'Carte professionnelle expirée le 01/12/2026', true)],
    blocking: true,
  },
];

function mockCover(
  all: PlanningService[],
  batch?: (body: { confirmed: boolean }) => Response,
  proposed: AvailableAgent[] = candidates,
) {
  const fetches: { page: number; limit: number; from: string; to: string }[] = [];
  const batches: { services: { id: string; agentId: string | null }[]; confirmed: boolean; uuid: string }[] = [];
  const availables: { serviceIds: string[] }[] = [];
  mockApi({
    [`GET ${AGENCY_BASE}/planning/config`]: () => json(planningConfig),
    [`POST ${AGENCY_BASE}/fetch/agents`]: () => json({ data: [], total: 0, filtered: false, specialties: [] }),
    [`POST ${AGENCY_BASE}/fetch/agent-services`]: ({ body }) => {
      const request = body as (typeof fetches)[number];
      fetches.push(request);
      const start = (request.page - 1) * request.limit;
      return json({ data: all.slice(start, start + request.limit), total: all.length });
    },
    [`POST ${AGENCY_BASE}/fetch/agents/availables`]: ({ body }) => {
      availables.push(body as (typeof availables)[number]);
      return json({ data: proposed });
    },
    [`POST ${AGENCY_BASE}/services/batch`]: ({ body }) => {
      const request = body as (typeof batches)[number];
      batches.push(request);
      if (batch) return batch(request);
      return json({ status: 'saved', created: 0, updated: request.services.length, deleted: 0, services: [] });
    },
  });
  return { fetches, batches, availables };
}

function open(extra: Partial<Parameters<typeof CoverDialog>[0]> = {}) {
  const close = vi.fn();
  renderScreen(
    <CoverDialog agencyId="agence-demo" agent={karim} canChooseAgent={false} now={now} close={close} {...extra} />,
    fixtures.owner,
  );
  return close;
}

describe('Cover dialog', () => {
  it('learns the total with 10, then fetches pages of 100 above 100 services, all ticked', async () => {
    const all = karimServices(150);
    const { fetches } = mockCover(all);
    open();
    expect(await screen.findByText('150 service(s) sélectionné(s) sur 150')).toBeInTheDocument();
    expect(fetches.map((f) => [f.page, f.limit])).toEqual([
      [1, 10],
      [1, 100],
      [2, 100],
    ]);
    // This week from today, whole days in Paris.
    expect(fetches[0]).toMatchObject({ from: '2026-12-13T23:00:00.000Z', to: '2026-12-20T23:00:00.000Z' });
    const table = screen.getByRole('table', { name: 'Services du collaborateur sur la période' });
    // Rows counted without role queries: 100 rows of MUI checkboxes are slow to query in jsdom.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(100);
    expect(screen.getByText('1–100 sur 150')).toBeInTheDocument();
  });

  it('keeps pages of 10 up to 100 services, without asking page 1 twice', async () => {
    const { fetches } = mockCover(karimServices(25));
    open();
    expect(await screen.findByText('25 service(s) sélectionné(s) sur 25')).toBeInTheDocument();
    expect(fetches.map((f) => [f.page, f.limit])).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
    ]);
    const table = screen.getByRole('table', { name: 'Services du collaborateur sur la période' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(10);
  });

  it('unassigns the ticked services after « Modifier N service(s) ? »', async () => {
    const all = karimServices(3);
    const { batches } = mockCover(all);
    const close = open();
    const first = await screen.findByRole('checkbox', { name: /lun\. 14\/12 08:00 – 20:00/ });
    await userEvent.click(first);
    expect(screen.getByText('2 service(s) sélectionné(s) sur 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Désaffecter' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Modifier 2 service(s) ?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(close).toHaveBeenCalledWith(true));
    expect(batches).toHaveLength(1);
    expect(batches[0].services).toEqual([
      { id: all[1].id, agentId: null },
      { id: all[2].id, agentId: null },
    ]);
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
  });

  it('ranks the replacements with their chips and gives the services to the chosen one after the warnings', async () => {
    const all = karimServices(2);
    let answered = false;
    const { batches, availables } = mockCover(all, (request) => {
      if (!request.confirmed && !answered) {
        answered = true;
        return json({ status: 'issues', issues: [issue('weeklyMax', 'Plus de 48 h dans la semaine', false)] });
      }
      return json({ status: 'saved', created: 0, updated: 2, deleted: 0, services: [] });
    });
    const close = open();
    await screen.findByText('2 service(s) sélectionné(s) sur 2');
    await userEvent.click(screen.getByRole('button', { name: 'Proposer des remplaçants' }));

    const list = await screen.findByRole('list', { name: 'Remplaçants proposés' });
    const rows = within(list).getAllByRole('listitem', { name: /./ });
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Julie Moreau', 'Sam Petit', 'Paul Girard']);
    expect(within(rows[0]).getByText('Disponible')).toBeInTheDocument();
    expect(within(rows[1]).getByText('2 avertissements')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Bloquant')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('radio', { name: 'Choisir Paul Girard' })).toBeDisabled();
    expect(screen.queryByText(/Personne n’est libre/)).toBeNull();
    expect(availables[0].serviceIds).toEqual(all.map((s) => s.id));

    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Voir les problèmes de Sam Petit' }));
    expect(within(rows[1]).getByText(/Repos quotidien de 9 h seulement/)).toBeVisible();

    await userEvent.click(within(rows[1]).getByRole('radio', { name: 'Choisir Sam Petit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Affecter à Sam Petit' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Modifier 2 service(s) ?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Enregistrer' }));
    const warnings = await screen.findByRole('dialog', { name: 'Les erreurs suivantes ont été détectées' });
    expect(warnings).toHaveTextContent('Plus de 48 h dans la semaine');
    await userEvent.click(within(warnings).getByRole('button', { name: 'Enregistrer quand même' }));
    await vi.waitFor(() => expect(close).toHaveBeenCalledWith(true));
    expect(batches.map((b) => b.confirmed)).toEqual([false, true]);
    expect(batches[1].uuid).toBe(batches[0].uuid);
    expect(batches[1].services).toEqual(all.map((s) => ({ id: s.id, agentId: planningIds.agentSam })));
  });

  it('shows an agent excluded from the site as blocked, with the reason (the server’s words, else the label)', async () => {
    const excluded = (id: string, fullname: string, message: string): AvailableAgent => ({
      agent: { id, fullname },
      issues: [issue('siteExcluded', message, true)],
      blocking: true,
    });
    mockCover(karimServices(1), undefined, [
      candidates[0],
      excluded(
        '8e3b1c2d-3d4e-4f50-9b0c-1d2e3f4a5b65',
        'Nora Haddad',
        'Nora Haddad fait partie des agents exclus du site « Centre commercial Les Arcades »',
      ),
      excluded('8e3b1c2d-3d4e-4f50-9b0c-1d2e3f4a5b66', 'Yann Le Goff', ''),
    ]);
    open();
    await screen.findByText('1 service(s) sélectionné(s) sur 1');
    await userEvent.click(screen.getByRole('button', { name: 'Proposer des remplaçants' }));
    const list = await screen.findByRole('list', { name: 'Remplaçants proposés' });
    const [, nora, yann] = within(list).getAllByRole('listitem', { name: /./ });
    expect(within(nora).getByText('Bloquant')).toBeInTheDocument();
    expect(within(nora).getByRole('radio', { name: 'Choisir Nora Haddad' })).toBeDisabled();
    await userEvent.click(within(nora).getByRole('button', { name: 'Voir les problèmes de Nora Haddad' }));
    expect(within(nora).getByText(/exclus du site « Centre commercial Les Arcades »/)).toBeVisible();
    expect(within(yann).getByRole('radio', { name: 'Choisir Yann Le Goff' })).toBeDisabled();
    await userEvent.click(within(yann).getByRole('button', { name: 'Voir les problèmes de Yann Le Goff' }));
    expect(within(yann).getByText(/Collaborateur exclu du site/)).toBeVisible();
  });

  it('suggests ticking fewer services when nobody is free for all of them', async () => {
    mockCover(karimServices(3), undefined, [candidates[2]]);
    open();
    await screen.findByText('3 service(s) sélectionné(s) sur 3');
    await userEvent.click(screen.getByRole('button', { name: 'Proposer des remplaçants' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Personne n’est libre pour tous ces services. Revenez en arrière (« Retour ») et cochez-en moins',
    );
  });

  it('shows the blocking errors as a negative notice and stays open', async () => {
    mockCover(karimServices(1), () =>
      json(
        {
          code: 'PLANNING_BLOCKED',
          message: 'Enregistrement impossible : des erreurs bloquantes ont été détectées',
          details: { issues: [issue('overlap', 'Déjà planifié sur Entrepôt Nord', true)] },
        },
        409,
      ),
    );
    const close = open();
    await screen.findByText('1 service(s) sélectionné(s) sur 1');
    await userEvent.click(screen.getByRole('button', { name: 'Proposer des remplaçants' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Choisir Julie Moreau' }));
    await userEvent.click(screen.getByRole('button', { name: 'Affecter à Julie Moreau' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Modifier 1 service(s) ?' })).getByRole('button', {
        name: 'Enregistrer',
      }),
    );
    expect(
      await screen.findByText('Enregistrement impossible : des erreurs bloquantes ont été détectées'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Déjà planifié sur Entrepôt Nord/)).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });

  it('goes straight to the replacements for an unassigned service', async () => {
    const [service] = karimServices(1);
    const { fetches, availables } = mockCover([]);
    open({ agent: null, service: { ...service, agent: null } });
    expect(await screen.findByRole('dialog', { name: 'Affecter un collaborateur' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Remplaçants proposés' });
    expect(availables[0].serviceIds).toEqual([service.id]);
    expect(fetches).toHaveLength(0);
  });
});
