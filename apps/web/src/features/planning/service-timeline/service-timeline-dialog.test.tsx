import type { ServiceEndReport } from '@securite/domain/planning/service-end-report';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import type { ServiceTimeline, TimelineEntry } from '@securite/domain/timeline/service-timeline';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ids } from '../../../shared/planning/testing/planning-fixtures.ts';
import { AGENCY, renderPlanning } from '../../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { dialogStore } from '../../../ui/dialogs/dialog-store.ts';
import { serviceEndDialog } from '../service-end/service-end-dialog-handle.ts';
import { serviceTimelineDialog } from './service-timeline-dialog-handle.ts';

const entry = (id: string, kind: TimelineEntry['kind'], label: string, extra: Partial<TimelineEntry> = {}) => ({
  id,
  kind,
  label,
  detail: null,
  deviceAt: '2026-12-14T19:12:00.000Z',
  receivedAt: '2026-12-14T19:12:01.000Z',
  photoFileId: null,
  executionId: null,
  ...extra,
});

function timeline(entries: TimelineEntry[]): ServiceTimeline {
  return {
    service: { id: ids.service1, reference: 'S-0001', site: 'Entrepôt Nord', agent: 'Karim Benali' },
    entries,
    timeZone: 'Europe/Paris',
  };
}

const url = `GET ${AGENCY}/services/${ids.service1}/timeline`;

async function openTimeline() {
  renderPlanning(null, fixtures.planning);
  act(() => {
    void serviceTimelineDialog.open({ agencyId: 'agence-demo', serviceId: ids.service1 });
  });
  return screen.findByRole('dialog', { name: 'Chronologie du service' });
}

afterEach(() => dialogStore.closeAll());

describe('Chronologie du service', () => {
  it('lists each entry at the phone’s time, with its detail and when the server received it', async () => {
    mockApi({
      [url]: () =>
        json(
          timeline([
            entry('1', 'service.start', 'Début du service'),
            entry('2', 'round.start', 'Début de ronde', {
              detail: 'Ronde de nuit',
              deviceAt: '2026-12-14T20:00:00.000Z',
              receivedAt: '2026-12-14T20:12:00.000Z',
              executionId: 'exec-1',
            }),
            entry('3', 'alarm.acknowledged', 'Alarme prise en compte', {
              detail: 'Téléphone silencieux',
              deviceAt: '2026-12-14T21:00:00.000Z',
              receivedAt: null,
            }),
          ]),
        ),
    });
    const dialog = await openTimeline();
    expect(await within(dialog).findByText('S-0001 · Entrepôt Nord · Karim Benali')).toBeInTheDocument();
    const items = within(within(dialog).getByRole('list', { name: 'Chronologie' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'lun. 14/12 20:12Début du serviceReçu à 20:12',
      'lun. 14/12 21:00Début de rondeRonde de nuitReçu à 21:12 (12 min plus tard)',
      'lun. 14/12 22:00Alarme prise en compteTéléphone silencieuxAction du bureau',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Début de ronde' })).toHaveAttribute('href', '#/ronde/exec-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when nothing came from the field yet, and why it could not load', async () => {
    mockApi({ [url]: () => json(timeline([])) });
    const dialog = await openTimeline();
    expect(await within(dialog).findByText('Rien n’a encore été reçu du terrain.')).toBeInTheDocument();
    act(() => dialogStore.closeAll());
    mockApi({ [url]: () => json({ code: 'not_found', message: 'Service introuvable' }, 404) });
    const failed = await openTimeline();
    expect(await within(failed).findByText(/Impossible de charger la chronologie du service/)).toBeInTheDocument();
  });

  it('opens from the « Fin de service » dialog', async () => {
    const report: ServiceEndReport = {
      serviceId: ids.service1,
      reference: 'S-0001',
      status: ServiceStatus.Ended,
      ended: true,
      startAt: '2026-12-14T19:00:00.000Z',
      endAt: '2026-12-15T07:00:00.000Z',
      realStartAt: '2026-12-14T19:12:00.000Z',
      realEndAt: '2026-12-15T06:52:00.000Z',
      site: { id: ids.site1, name: 'Entrepôt Nord' },
      agent: { id: ids.agent1, fullname: 'Karim Benali' },
      breaks: [],
      breakMinutes: 0,
      report: null,
      voucher: null,
      photos: [],
      timeZone: 'Europe/Paris',
    };
    mockApi({
      [url]: () => json(timeline([entry('1', 'service.start', 'Début du service')])),
      [`GET ${AGENCY}/services/${ids.service1}/end-report`]: () => json(report),
      [`GET ${AGENCY}/service/${ids.service1}/round-executions`]: () => json({ executions: [] }),
    });
    renderPlanning(null, fixtures.planning);
    act(() => {
      void serviceEndDialog.open({ agencyId: 'agence-demo', serviceId: ids.service1 });
    });
    const end = await screen.findByRole('dialog', { name: 'Fin de service' });
    await userEvent.click(await within(end).findByRole('button', { name: 'Chronologie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chronologie du service' });
    expect(await within(dialog).findByText('Début du service')).toBeInTheDocument();
  });
});
