import type { ServiceEndReport } from '@securite/domain/planning/service-end-report';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ids, plannedService, siteItem } from '../../../shared/planning/testing/planning-fixtures.ts';
import { AGENCY, renderPlanning } from '../../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { dialogStore } from '../../../ui/dialogs/dialog-store.ts';
import { serviceDialog } from '../service-dialog/service-dialog-handle.ts';
import { serviceEndDialog } from './service-end-dialog-handle.ts';

const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Karim's night on the Entrepôt Nord (20:00 → 08:00 in Paris), ended at 07:52 with two pauses. */
function endReport(extra: Partial<ServiceEndReport> = {}): ServiceEndReport {
  return {
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
    breaks: [
      { id: 'b1', realStartAt: '2026-12-15T00:00:00.000Z', realEndAt: '2026-12-15T00:30:00.000Z', minutes: 30 },
      { id: 'b2', realStartAt: '2026-12-15T03:10:00.000Z', realEndAt: '2026-12-15T03:25:00.000Z', minutes: 15 },
    ],
    breakMinutes: 45,
    report: 'RAS.\nPorte du quai 3 refermée à 02:10.',
    voucher: { signerName: 'M. Durand', signature: SIGNATURE },
    photos: [],
    timeZone: 'Europe/Paris',
    ...extra,
  };
}

const endUrl = `GET ${AGENCY}/services/${ids.service1}/end-report`;

async function openEnd() {
  renderPlanning(null, fixtures.planning);
  act(() => {
    void serviceEndDialog.open({ agencyId: 'agence-demo', serviceId: ids.service1 });
  });
  return screen.findByRole('dialog', { name: 'Fin de service' });
}

afterEach(() => dialogStore.closeAll());

describe('Fin de service', () => {
  it('shows the planned and real times, the pauses, the report and the signed voucher', async () => {
    mockApi({ [endUrl]: () => json(endReport()) });
    const dialog = await openEnd();
    expect(await within(dialog).findByText('lun. 14/12 · Entrepôt Nord · Karim Benali')).toBeInTheDocument();
    const times = within(dialog).getByRole('region', { name: 'Horaires' });
    expect(times).toHaveTextContent('Prévu20:00 → 08:00 le lendemain');
    expect(times).toHaveTextContent('Réel20:12 → 07:52 le lendemain');
    // Measured as in the time gaps: 12 minutes late, left 8 minutes early.
    expect(times).toHaveTextContent('Retard · 12 minDépart anticipé · 8 min');
    const pauses = within(dialog).getByRole('list', { name: 'Pauses' });
    expect(
      within(pauses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['01:00 – 01:3030 min', '04:10 – 04:2515 min']);
    expect(within(dialog).getByText('Total des pauses : 45 min')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Rapport de fin de service' })).toHaveTextContent(
      'RAS. Porte du quai 3 refermée à 02:10.',
    );
    const voucher = within(dialog).getByRole('region', { name: 'Bon signé' });
    expect(voucher).toHaveTextContent('Signataire du bon : M. Durand');
    expect(within(voucher).getByRole('img', { name: 'Signature du bon' })).toHaveAttribute('src', SIGNATURE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the intervention report of the service when its site makes one', async () => {
    mockApi({
      [endUrl]: () => json(endReport()),
      [`GET ${AGENCY}/services/${ids.service1}/agency-report`]: () =>
        json({
          report: {
            id: '33333333-3333-4333-8333-333333333333',
            serviceId: ids.service1,
            reference: 'S-0001',
            site: { id: ids.site1, name: 'Entrepôt Nord' },
            customer: null,
            agent: null,
            realStartAt: '2026-12-14T19:12:00.000Z',
            realEndAt: '2026-12-15T06:52:00.000Z',
            createdAt: '2026-12-15T06:52:01.000Z',
            generatedAt: null,
            sentAt: null,
            recipients: [],
            sendCount: 0,
          },
        }),
    });
    const dialog = await openEnd();
    const section = await within(dialog).findByRole('region', { name: 'Bon d’intervention' });
    expect(section).toHaveTextContent('En cours d’envoi');
    expect(within(section).getByRole('button', { name: 'Renvoyer au client' })).toBeInTheDocument();
  });

  it('shows the photos taken at the end, fetched with the session', async () => {
    const original = URL.createObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    try {
      mockApi({
        [endUrl]: () => json(endReport({ photos: [{ fileId: 'photo-1', takenAt: '2026-12-15T06:50:00.000Z' }] })),
        [`GET ${AGENCY}/files/photo-1/download`]: () =>
          new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { headers: { 'Content-Type': 'image/jpeg' } }),
      });
      const dialog = await openEnd();
      const photos = await within(dialog).findByRole('region', { name: 'Photos (1)' });
      expect(await within(photos).findByRole('img', { name: 'Photo 1 prise à 07:50' })).toHaveAttribute(
        'src',
        'blob:photo',
      );
    } finally {
      URL.createObjectURL = original;
    }
  });

  it('says when nothing was reported, nothing signed and no pause taken', async () => {
    mockApi({ [endUrl]: () => json(endReport({ breaks: [], breakMinutes: 0, report: null, voucher: null })) });
    const dialog = await openEnd();
    expect(await within(dialog).findByText('Aucune pause')).toBeInTheDocument();
    expect(within(dialog).getByText('Aucun rapport')).toBeInTheDocument();
    expect(within(dialog).getByText('Aucun bon signé')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Signature du bon' })).not.toBeInTheDocument();
  });

  it('has an empty state while the service runs, with the real start and the pause under way', async () => {
    mockApi({
      [endUrl]: () =>
        json(
          endReport({
            status: ServiceStatus.Paused,
            ended: false,
            realEndAt: null,
            breaks: [{ id: 'b1', realStartAt: '2026-12-15T00:00:00.000Z', realEndAt: null, minutes: 12 }],
            breakMinutes: 12,
            report: null,
            voucher: null,
          }),
        ),
    });
    const dialog = await openEnd();
    expect(await within(dialog).findByText('Le service n’est pas encore terminé.')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Horaires' })).toHaveTextContent('Réel20:12 – …');
    expect(within(dialog).getByRole('list', { name: 'Pauses' })).toHaveTextContent('01:00 – en cours12 min');
    expect(within(dialog).queryByRole('region', { name: 'Bon signé' })).not.toBeInTheDocument();
  });

  it('says why it could not load', async () => {
    mockApi({ [endUrl]: () => json({ code: 'not_found', message: 'Service introuvable' }, 404) });
    const dialog = await openEnd();
    expect(await within(dialog).findByText(/Impossible de charger la fin du service/)).toBeInTheDocument();
  });

  it('opens from an ended service in the service dialog', async () => {
    const ended = plannedService({ status: ServiceStatus.Ended });
    mockApi({
      [`GET ${AGENCY}/services/${ids.service1}`]: () => json(ended),
      [`POST ${AGENCY}/fetch/sites`]: () => json({ data: [siteItem(ids.site1, 'Entrepôt Nord')], total: 1 }),
      [`POST ${AGENCY}/fetch/agents`]: () => json({ data: [], total: 0, specialties: [], filtered: false }),
      [`POST ${AGENCY}/fetch/rounds`]: () => json({ data: [], total: 0 }),
      [`GET ${AGENCY}/checkpoints`]: () => json({ checkpoints: [] }),
      [endUrl]: () => json(endReport()),
    });
    renderPlanning(null, fixtures.planning);
    act(() => {
      void serviceDialog.open({
        agencyId: 'agence-demo',
        timeZone: 'Europe/Paris',
        readsAgents: true,
        canEdit: true,
        service: ended,
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Service S-0001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voir la fin de service' }));
    const end = await screen.findByRole('dialog', { name: 'Fin de service' });
    expect(await within(end).findByRole('img', { name: 'Signature du bon' })).toBeInTheDocument();
  });
});
