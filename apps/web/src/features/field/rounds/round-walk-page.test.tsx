import 'fake-indexeddb/auto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithSession } from '../../../test/render-with-session.tsx';
import { ActiveServicePage } from '../active-service-page.tsx';
import { IncidentPage } from '../incident-page.tsx';
import { fieldDatabase } from '../queue/field-db.ts';
import { enqueue } from '../queue/field-queue.ts';
import { RoundWalkPage } from './round-walk-page.tsx';

// jsdom has no camera: here the QR scanner is a list of codes to show it.
vi.mock('./qr-scan-dialog.tsx', () => ({
  QrScanDialog: ({ onRead }: { onRead: (text: string) => void }) => (
    <div role="dialog" aria-label="Caméra">
      {['checkpoint:00000000-0000-4000-8000-000000000003', 'checkpoint:00000000-0000-4000-8000-000000000001'].map(
        (code) => (
          <button key={code} type="button" onClick={() => onRead(code)}>
            {code}
          </button>
        ),
      )}
      <button type="button" onClick={() => onRead('BADGE-P2')}>
        BADGE-P2
      </button>
    </div>
  ),
}));

const SERVICE = '11111111-1111-4111-8111-111111111111';
const EXECUTION = '22222222-2222-4222-8222-222222222222';
const ROUND = '33333333-3333-4333-8333-333333333333';
const P = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(async () => {
  const base = '/api/agency/agence-demo';
  mockApi({
    [`POST ${base}/field/message`]: offline,
    [`GET ${base}/field/service/${SERVICE}`]: offline,
    [`GET ${base}/field/service/${SERVICE}/briefing`]: offline,
  });
  const db = fieldDatabase();
  await db.messages.clear();
  await db.services.clear();
  await db.services.put({
    id: SERVICE,
    agencyId: 'agence-demo',
    agentId: 'membre-agent',
    siteName: 'Entrepôt Gennevilliers',
    startAt: '2026-11-24T20:00:00Z',
    endAt: '2026-11-25T06:00:00Z',
    isCircuit: false,
    status: ServiceStatus.Started,
    realStartAt: '2026-11-24T20:02:00Z',
    realEndAt: null,
    briefing: {
      id: SERVICE,
      reference: 'S-1',
      startAt: '2026-11-24T20:00:00Z',
      endAt: '2026-11-25T06:00:00Z',
      postTitle: null,
      comments: null,
      endPoint: null,
      activityType: null,
      site: null,
      rounds: [
        {
          id: ROUND,
          name: 'Ronde périmétrique',
          numberOfExecutions: 1,
          executed: 0,
          grantedDirections: 'ordered',
          manualValidation: false,
          checkpoints: [
            { id: P(1), title: 'Poste de garde', color: '#1976d2', badge: null },
            { id: P(2), title: 'Portail camions', color: '#1976d2', badge: 'BADGE-P2' },
            { id: P(3), title: 'Quais', color: '#ff9800', badge: null },
          ],
        },
      ],
      voucherRequired: false,
      endPhotoRequired: false,
    },
  });
});

const queuedTypes = async () => (await fieldDatabase().messages.orderBy('seq').toArray()).map((m) => m.body.type);

describe('the round on the phone', () => {
  it('starts from the active service, offline, through the queue', async () => {
    renderWithSession(<ActiveServicePage />, fixtures.agent, {
      path: `/terrain/serviceActif/${SERVICE}`,
      pattern: '/terrain/serviceActif/:id',
    });
    const rounds = await screen.findByRole('region', { name: 'Rondes' });
    expect(within(rounds).getByText('0 / 1 effectuée(s)')).toBeInTheDocument();
    await userEvent.click(within(rounds).getByRole('button', { name: 'Commencer la ronde' }));
    await waitFor(async () => expect(await queuedTypes()).toEqual(['round.start']));
    const [start] = await fieldDatabase().messages.toArray();
    expect(start.body.round).toMatchObject({ roundId: ROUND, executionId: expect.any(String) });
    expect(await screen.findByText('Autre page')).toBeInTheDocument();
  });

  it('walks the checkpoints in order with no network, refusing an out-of-order scan with the expected point', async () => {
    await enqueue(fieldDatabase(), 'agence-demo', {
      uuid: '44444444-4444-4444-8444-444444444444',
      type: 'round.start',
      serviceId: SERVICE,
      deviceAt: '2026-11-24T21:00:00Z',
      round: { executionId: EXECUTION, roundId: ROUND },
    });
    renderWithSession(<RoundWalkPage />, fixtures.agent, { path: `/ronde/${EXECUTION}`, pattern: '/ronde/:reference' });
    expect(await screen.findByRole('heading', { name: 'Ronde périmétrique' })).toBeInTheDocument();
    expect(screen.getByText('0 / 3 points validés')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Scanner un QR code' }));
    await userEvent.click(screen.getByRole('button', { name: `checkpoint:${P(3)}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Point de contrôle hors ordre : le prochain point attendu est « Poste de garde »',
    );
    expect(await queuedTypes()).toEqual(['round.start']);

    await userEvent.click(screen.getByRole('button', { name: 'Scanner un QR code' }));
    await userEvent.click(screen.getByRole('button', { name: `checkpoint:${P(1)}` }));
    expect(await screen.findByText('1 / 3 points validés')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Points de contrôle' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(first).toHaveAttribute('data-validated', 'true');
    expect(first).toHaveTextContent(/Validé .* QR code/);

    await userEvent.click(screen.getByRole('button', { name: 'Scanner un QR code' }));
    await userEvent.click(screen.getByRole('button', { name: 'BADGE-P2' }));
    expect(await screen.findByText('2 / 3 points validés')).toBeInTheDocument();

    // No Web NFC in this browser: said, not hidden.
    await userEvent.click(screen.getByRole('button', { name: 'Lire un badge NFC' }));
    expect(screen.getByText('La lecture NFC n’est pas disponible sur ce téléphone')).toBeInTheDocument();

    // The last point cannot be read: jumped with a reason, then an observation and the end.
    const third = within(list).getAllByRole('listitem')[2];
    await userEvent.click(within(third).getByRole('button', { name: 'Sauter' }));
    const reason = await screen.findByRole('dialog', { name: 'Sauter ce point de contrôle' });
    await userEvent.click(within(reason).getByRole('button', { name: 'Enregistrer' }));
    expect(within(reason).getByText('Ce champ est obligatoire')).toBeInTheDocument();
    await userEvent.type(within(reason).getByRole('textbox', { name: 'Raison' }), 'Quai fermé');
    await userEvent.click(within(reason).getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une observation' }));
    const note = await screen.findByRole('dialog', { name: 'Observation' });
    await userEvent.type(within(note).getByRole('textbox', { name: 'Observation' }), 'Porte ouverte');
    await userEvent.click(within(note).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Porte ouverte/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terminer la ronde' }));
    const confirm = await screen.findByRole('dialog', { name: 'Terminer la ronde ?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Terminer la ronde' }));
    await waitFor(async () =>
      expect(await queuedTypes()).toEqual([
        'round.start',
        'round.checkpoint',
        'round.checkpoint',
        'round.skip',
        'round.observation',
        'round.end',
      ]),
    );
    const bodies = (await fieldDatabase().messages.orderBy('seq').toArray()).map((m) => m.body.round);
    expect(bodies[1]).toEqual({ executionId: EXECUTION, checkpointId: P(1), method: 'qr' });
    expect(bodies[3]).toEqual({ executionId: EXECUTION, checkpointId: P(3), reason: 'Quai fermé' });
  });

  it('keeps where the phone was with a validation (for « moved »)', async () => {
    const coords = { latitude: 48.93, longitude: 2.3, accuracy: 12, altitude: null };
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: (p: { coords: typeof coords }) => void) => ok({ coords }) },
    });
    try {
      await enqueue(fieldDatabase(), 'agence-demo', {
        uuid: '55555555-5555-4555-8555-555555555555',
        type: 'round.start',
        serviceId: SERVICE,
        deviceAt: '2026-11-24T21:00:00Z',
        round: { executionId: EXECUTION, roundId: ROUND },
      });
      renderWithSession(<RoundWalkPage />, fixtures.agent, {
        path: `/ronde/${EXECUTION}`,
        pattern: '/ronde/:reference',
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Scanner un QR code' }));
      await userEvent.click(screen.getByRole('button', { name: `checkpoint:${P(1)}` }));
      await waitFor(async () => expect(await queuedTypes()).toEqual(['round.start', 'round.checkpoint']));
      const [, validation] = await fieldDatabase().messages.orderBy('seq').toArray();
      expect(validation.body.location).toEqual(coords);
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('reports an incident from the round: « Signaler » presets the execution and the current checkpoint', async () => {
    const db = fieldDatabase();
    const step = (uuid: string, type: 'round.start' | 'round.checkpoint', round: Record<string, string>) =>
      enqueue(db, 'agence-demo', {
        uuid,
        type,
        serviceId: SERVICE,
        deviceAt: '2026-11-24T21:00:00Z',
        round: { executionId: EXECUTION, ...round },
      });
    await step('66666666-6666-4666-8666-666666666666', 'round.start', { roundId: ROUND });
    await step('77777777-7777-4777-8777-777777777777', 'round.checkpoint', { checkpointId: P(1), method: 'qr' });
    const walk = renderWithSession(<RoundWalkPage />, fixtures.agent, {
      path: `/ronde/${EXECUTION}`,
      pattern: '/ronde/:reference',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Signaler' }));
    expect(await screen.findByText('Autre page')).toBeInTheDocument();
    walk.unmount();

    renderWithSession(<IncidentPage />, fixtures.agent, {
      path: `/terrain/events/incident?ronde=${EXECUTION}&point=${P(1)}`,
      pattern: '/terrain/events/incident/:uuid?',
    });
    expect(
      await screen.findByText('Pendant la ronde « Ronde périmétrique », au point « Poste de garde »'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Porte du quai forcée');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // Back to the round (another page here), the event queued with its link to the round.
    expect(await screen.findByText('Autre page')).toBeInTheDocument();
    const created = (await db.messages.orderBy('seq').toArray()).find((m) => m.body.type === 'event.create');
    expect(created?.body.event).toMatchObject({
      description: 'Porte du quai forcée',
      roundExecutionId: EXECUTION,
      checkpointId: P(1),
    });
  });
});
