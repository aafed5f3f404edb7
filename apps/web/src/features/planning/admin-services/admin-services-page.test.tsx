import { compactPlannedServices } from '@securite/domain/planning/planned-services-answer';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteReferencesOf } from '../../../shared/planning/testing/planning-fixtures.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderWithSession } from '../../../test/render-with-session.tsx';
import { siteListItem } from '../../../test/site-fixtures.ts';
import { dialogStore } from '../../../ui/dialogs/dialog-store.ts';
import {
  AGENCY_BASE,
  planningConfig,
  planningIds,
  planningService,
  renderScreen,
} from '../testing/render-planning-views.tsx';
import { AdminServicesPage } from './admin-services-page.tsx';

// Monday 14 December 2026, 10:00 in Paris.
const now = new Date('2026-12-14T09:00:00.000Z');
const entrepot = { id: planningIds.siteB, name: 'Entrepôt Nord' };

const running = planningService('2026-12-14T05:00:00.000Z', '2026-12-14T17:00:00.000Z', {
  status: 1,
  realStartAt: '2026-12-14T05:04:00.000Z',
});
const dueNow = planningService('2026-12-14T07:00:00.000Z', '2026-12-14T19:00:00.000Z', {
  site: entrepot,
  agent: { id: planningIds.agentJulie, fullname: 'Julie Moreau' },
});
const ended = planningService('2026-12-13T23:00:00.000Z', '2026-12-14T06:00:00.000Z', {
  status: 3,
  realStartAt: '2026-12-13T23:02:00.000Z',
  realEndAt: '2026-12-14T05:55:00.000Z',
});
// Ended two days ago: out of the last 24 hours.
const endedBefore = planningService('2026-12-12T07:00:00.000Z', '2026-12-12T08:00:00.000Z', { status: 3 });
const tonight = planningService('2026-12-14T19:00:00.000Z', '2026-12-15T07:00:00.000Z', {
  site: entrepot,
  agent: null,
  postTitle: 'Rondier de nuit',
});
const inTenDays = planningService('2026-12-24T07:00:00.000Z', '2026-12-24T19:00:00.000Z');
const all = [tonight, inTenDays, ended, endedBefore, dueNow, running];

interface Request {
  from: string;
  to: string;
  siteIds?: string[];
  agentIds?: string[];
  unassignedOnly?: boolean;
  includeCircuits: boolean;
}

const allowed: string[] = [];

function mockServices(issues: unknown[] = []) {
  const requests: Request[] = [];
  mockApi({
    [`POST ${AGENCY_BASE}/services/${dueNow.id}/allow-early-start`]: () => {
      allowed.push(dueNow.id);
      return json({ id: dueNow.id, earlyStartAllowedAt: '2026-12-14T06:00:00.000Z' });
    },
    [`POST ${AGENCY_BASE}/fetch/planning-error/available`]: () => json({ issues }),
    [`POST ${AGENCY_BASE}/fetch/planning-error/rest`]: () => json({ issues: [] }),
    [`POST ${AGENCY_BASE}/fetch/planning-error/working-time`]: () => json({ issues: [] }),
    [`GET ${AGENCY_BASE}/planning/config`]: () => json(planningConfig),
    [`POST ${AGENCY_BASE}/fetch/planned-services`]: ({ body }) => {
      const r = body as Request;
      requests.push(r);
      const services = all.filter(
        (s: PlanningService) =>
          s.startAt < r.to &&
          s.endAt > r.from &&
          (!r.siteIds || r.siteIds.includes(s.site?.id ?? '')) &&
          (!r.unassignedOnly || s.agent === null),
      );
      return json(compactPlannedServices(services));
    },
    [`GET ${AGENCY_BASE}/sites/references`]: () =>
      json(
        siteReferencesOf([
          siteListItem('Centre commercial Les Arcades', { id: planningIds.siteA }),
          siteListItem(entrepot.name, entrepot),
        ]),
      ),
    [`POST ${AGENCY_BASE}/fetch/agents`]: () => json({ data: [], total: 0, filtered: false, specialties: [] }),
    [`GET ${AGENCY_BASE}/agents/names`]: () => json({ agents: [] }),
    [`GET ${AGENCY_BASE}/services/${running.id}/timeline`]: () =>
      json({
        service: { id: running.id, reference: running.reference, site: 'Centre commercial Les Arcades', agent: null },
        entries: [
          {
            id: 'm1',
            kind: 'service.start',
            label: 'Début du service',
            detail: null,
            deviceAt: '2026-12-14T05:04:00.000Z',
            receivedAt: '2026-12-14T05:04:02.000Z',
            photoFileId: null,
            executionId: null,
          },
        ],
        timeZone: 'Europe/Paris',
      }),
    [`GET ${AGENCY_BASE}/services/${ended.id}/end-report`]: () =>
      json({
        serviceId: ended.id,
        reference: ended.reference,
        status: 3,
        ended: true,
        startAt: ended.startAt,
        endAt: ended.endAt,
        realStartAt: ended.realStartAt,
        realEndAt: ended.realEndAt,
        site: ended.site,
        agent: ended.agent,
        breaks: [],
        breakMinutes: 0,
        report: 'RAS',
        voucher: { signerName: 'M. Durand', signature: 'data:image/png;base64,iVBORw0KGgo=' },
        photos: [],
        timeZone: 'Europe/Paris',
      }),
  });
  return requests;
}

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('Services en cours et à venir', () => {
  it('splits running services from the coming week, unassigned ones marked, and widens to 30 days', async () => {
    const requests = mockServices();
    renderScreen(<AdminServicesPage now={now} />, fixtures.owner);

    await screen.findByRole('table', { name: 'Services en cours' });
    const current = rowsOf('Services en cours');
    expect(current).toHaveLength(2);
    expect(current[0]).toHaveTextContent('Centre commercial Les Arcades');
    expect(current[0]).toHaveTextContent('Karim Benali');
    expect(current[0]).toHaveTextContent('lun. 14/12 06:00 – 18:00');
    expect(current[0]).toHaveTextContent('En cours');
    // What the agent's phone reported: started 4 minutes late, still under way.
    expect(current[0]).toHaveTextContent('Réel : 06:04 – …');
    expect(current[1]).not.toHaveTextContent('Réel');
    expect(current[1]).toHaveTextContent('Julie Moreau');
    expect(current[1]).toHaveTextContent('Planifié');

    const upcoming = rowsOf('Services à venir');
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]).toHaveTextContent('Entrepôt Nord');
    expect(within(upcoming[0]).getByText('Non affecté')).toBeInTheDocument();
    expect(upcoming[0]).toHaveTextContent('20:00 → 08:00 le lendemain');
    expect(within(upcoming[0]).getByRole('button', { name: /^Affecter/ })).toBeInTheDocument();
    // The night that ended this morning is neither running nor coming: it is with the ended ones.
    const endedRows = rowsOf('Services terminés');
    expect(endedRows).toHaveLength(1);
    expect(endedRows[0]).toHaveTextContent('lun. 14/12 00:00 – 07:00');
    expect(endedRows[0]).toHaveTextContent('Réel : 00:02 – 06:55');
    expect(endedRows[0]).toHaveTextContent('Terminé');
    expect(requests[0]).toEqual({
      from: '2026-12-13T09:00:00.000Z',
      to: '2026-12-21T09:00:00.000Z',
      includeCircuits: false,
    });

    await userEvent.click(screen.getByRole('button', { name: '30 jours' }));
    await screen.findByText('jeu. 24/12');
    expect(rowsOf('Services à venir')).toHaveLength(2);
    expect(requests.at(-1)?.to).toBe('2027-01-13T09:00:00.000Z');
  });

  it('filters by site and unassigned services, with the empty states', async () => {
    const requests = mockServices();
    renderScreen(<AdminServicesPage now={now} />, fixtures.owner);
    await screen.findByRole('table', { name: 'Services en cours' });

    await userEvent.click(screen.getByRole('switch', { name: 'Non affectés' }));
    expect(await screen.findByText('Aucun service en cours pour ces critères.')).toBeInTheDocument();
    expect(requests.at(-1)?.unassignedOnly).toBe(true);
    expect(rowsOf('Services à venir')).toHaveLength(1);

    await userEvent.click(screen.getByRole('switch', { name: 'Non affectés' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Centre commercial Les Arcades' }));
    expect(
      await screen.findByText('Aucun service prévu dans les 7 prochains jours pour ces critères.'),
    ).toBeInTheDocument();
    expect(requests.at(-1)?.siteIds).toEqual([planningIds.siteA]);
    expect(rowsOf('Services en cours')).toHaveLength(1);
  });

  it('starts on « Non affectés » when the address says so (?sansAgent=1: the dashboard’s unfilled posts)', async () => {
    const requests = mockServices();
    renderWithSession(<AdminServicesPage now={now} />, fixtures.owner, {
      path: '/terrain/planification/adminServices?sansAgent=1',
    });
    expect(await screen.findByText('Aucun service en cours pour ces critères.')).toBeInTheDocument();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.unassignedOnly === true)).toBe(true);
    const unassigned = screen.getByRole('switch', { name: 'Non affectés' });
    expect(unassigned).toBeChecked();
    expect(rowsOf('Services à venir')).toHaveLength(1);

    // The user clears it like a filter picked by hand.
    await userEvent.click(unassigned);
    expect(await screen.findByRole('table', { name: 'Services en cours' })).toBeInTheDocument();
    expect(requests.at(-1)?.unassignedOnly).toBeUndefined();
  });

  it('starts on « En retard » when the address says so (?enRetard=1: the dashboard’s late services)', async () => {
    mockServices();
    renderWithSession(<AdminServicesPage now={now} />, fixtures.owner, {
      path: '/terrain/planification/adminServices?enRetard=1',
    });
    await screen.findByRole('table', { name: 'Services en cours' });
    const late = screen.getByRole('switch', { name: 'En retard (pas encore pris)' });
    expect(late).toBeChecked();
    // Due at 08:00 and not taken: Julie's service only, not the one under way nor tonight's.
    const current = rowsOf('Services en cours');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Julie Moreau');
    expect(screen.getByText('Aucun service prévu dans les 7 prochains jours pour ces critères.')).toBeInTheDocument();

    await userEvent.click(late);
    expect(rowsOf('Services en cours')).toHaveLength(2);
    expect(rowsOf('Services à venir')).toHaveLength(1);
  });

  it('opens the cover dialog from « Remplacer », and offers no action without the edit right', async () => {
    mockServices();
    const view = renderScreen(<AdminServicesPage now={now} />, fixtures.owner);
    await screen.findByRole('table', { name: 'Services en cours' });
    await userEvent.click(within(rowsOf('Services en cours')[0]).getByRole('button', { name: /^Remplacer/ }));
    expect(await screen.findByRole('dialog', { name: 'Absence / remplacement de Karim Benali' })).toBeInTheDocument();
    view.unmount();
    dialogStore.closeAll();

    const viewer = {
      ...fixtures.planning,
      userCompanies: fixtures.planning.userCompanies.map((c) => ({ ...c, rights: ['services.view'] })),
    };
    renderScreen(<AdminServicesPage now={now} />, viewer);
    await screen.findByRole('table', { name: 'Services en cours' });
    expect(screen.queryByRole('button', { name: /^Remplacer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agent' })).not.toBeInTheDocument();
  });

  it('lets the office allow an early start of a planned service, after confirming', async () => {
    mockServices();
    renderScreen(<AdminServicesPage now={now} />, fixtures.owner);
    const button = await screen.findByRole('button', { name: /^Autoriser la prise anticipée : Entrepôt Nord/ });
    // Only a planned service with its agent offers it.
    expect(screen.getAllByRole('button', { name: /^Autoriser la prise anticipée/ })).toHaveLength(1);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Autoriser la prise de service anticipée ?' });
    expect(dialog).toHaveTextContent('Julie Moreau pourra prendre ce service avant l’ouverture habituelle');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Autoriser' }));
    expect(await screen.findByText('Prise de service anticipée autorisée')).toBeInTheDocument();
    expect(allowed).toEqual([dueNow.id]);
  });

  it('opens « Fin de service » of a service ended in the last 24 hours, even without the edit right', async () => {
    mockServices();
    const viewer = {
      ...fixtures.planning,
      userCompanies: fixtures.planning.userCompanies.map((c) => ({ ...c, rights: ['services.view'] })),
    };
    renderScreen(<AdminServicesPage now={now} />, viewer);
    await screen.findByRole('table', { name: 'Services terminés' });
    expect(screen.getByRole('heading', { name: 'Terminés ces dernières 24 heures (1)' })).toBeInTheDocument();
    await userEvent.click(
      within(rowsOf('Services terminés')[0]).getByRole('button', {
        name: 'Fin de service : Centre commercial Les Arcades, 00:00 – 07:00',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fin de service' });
    expect(await within(dialog).findByRole('img', { name: 'Signature du bon' })).toBeInTheDocument();
    expect(within(dialog).getByText('RAS')).toBeInTheDocument();
    dialogStore.closeAll();
  });

  it('opens the timeline of a service in progress; a planned one has none', async () => {
    mockServices();
    renderScreen(<AdminServicesPage now={now} />, fixtures.planning);
    await screen.findByRole('table', { name: 'Services en cours' });
    const [row] = rowsOf('Services en cours').filter((r) => within(r).queryByRole('button', { name: /^Chronologie/ }));
    expect(within(rowsOf('Services à venir')[0]).queryByRole('button', { name: /^Chronologie/ })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: /^Chronologie : Centre commercial Les Arcades/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Chronologie du service' });
    expect(await within(dialog).findByText('Début du service')).toBeInTheDocument();
    expect(within(dialog).getByText('Reçu à 06:04')).toBeInTheDocument();
    dialogStore.closeAll();
  });

  it('marks the planned services in conflict with the planning rules, with what is wrong', async () => {
    mockServices([
      {
        key: dueNow.id,
        type: 'unavailable',
        message: 'Indisponible (Congés payés) du 14/12/2026 à 07:00 au 20/12/2026 à 21:00',
        blocking: true,
        agentName: 'Julie Moreau',
        siteName: entrepot.name,
        startAt: dueNow.startAt,
        endAt: dueNow.endAt,
      },
    ]);
    renderScreen(<AdminServicesPage now={now} />, fixtures.owner);
    await screen.findByRole('table', { name: 'Services en cours' });
    const mark = await screen.findByRole('img', { name: /^En conflit : Indisponible \(Congés payés\)/ });
    expect(mark.closest('tr')).toHaveTextContent('Julie Moreau');
    expect(screen.getAllByRole('img', { name: /^En conflit/ })).toHaveLength(1);
  });
});
