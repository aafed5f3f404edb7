import 'fake-indexeddb/auto';
import { defaultFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderWithSession } from '../../../test/render-with-session.tsx';
import { ActiveServicePage } from '../active-service-page.tsx';
import { fieldDatabase } from '../queue/field-db.ts';

const SERVICE = '22222222-2222-4222-8222-222222222222';
const BASE = '/api/agency/agence-demo';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

beforeEach(async () => {
  const db = fieldDatabase();
  await db.messages.clear();
  await db.services.clear();
  await db.services.put({
    id: SERVICE,
    agencyId: 'agence-demo',
    agentId: 'membre-agent',
    siteName: 'Entrepôt Nord',
    startAt: '2026-11-24T19:00:00Z',
    endAt: '2026-11-25T05:00:00Z',
    isCircuit: false,
    status: ServiceStatus.Started,
    realStartAt: '2026-11-24T19:02:00Z',
    realEndAt: null,
  });
});

function serve(
  ptiEnabled: boolean,
  office: { alarms: (sent: Array<{ uuid: string; type: string }>) => unknown[]; onAlarm?: (uuid: string) => void } = {
    alarms: () => [],
  },
) {
  const sent: Array<{ uuid: string; type: string; pti?: { alarm?: string; protection?: string } }> = [];
  const service = {
    id: SERVICE,
    status: ServiceStatus.Started,
    realStartAt: null,
    realEndAt: null,
    breaks: [],
    photos: [],
  };
  mockApi({
    [`GET ${BASE}/field/service/${SERVICE}`]: () => json(service),
    [`GET ${BASE}/settings/field`]: () =>
      json({
        ...defaultFieldSettings,
        loneWorker: { ...defaultFieldSettings.loneWorker, ptiEnabled, ptiFrequency: 5 },
      }),
    [`GET ${BASE}/field/service/${SERVICE}/alarms`]: () => json(office.alarms(sent)),
    [`POST ${BASE}/field/message`]: ({ body }) => {
      const message = body as { uuid: string; type: string };
      sent.push(message);
      if (message.type === 'pti.alarm') office.onAlarm?.(message.uuid);
      return json({ uuid: message.uuid, receivedAt: new Date().toISOString(), service });
    },
  });
  renderWithSession(<ActiveServicePage />, fixtures.agent, {
    path: `/terrain/serviceActif/${SERVICE}`,
    pattern: '/terrain/serviceActif/:id',
  });
  return sent;
}

describe('lone-worker protection on the active service screen', () => {
  it('shows protection on, tells the server with a heartbeat, and sends an SOS after confirmation', async () => {
    const sent = serve(true);
    const card = await screen.findByRole('region', { name: 'Protection du travailleur isolé' });
    expect(await within(card).findByText('Activée')).toBeInTheDocument();
    expect(within(card).getByText('Protection active')).toBeInTheDocument();
    await waitFor(() => expect(sent.some((m) => m.type === 'pti.heartbeat' && m.pti?.protection === 'on')).toBe(true));

    await userEvent.click(within(card).getByRole('button', { name: 'SOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déclencher une alerte SOS ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’alerte' }));
    await waitFor(() => expect(sent.some((m) => m.type === 'pti.alarm' && m.pti?.alarm === 'sos')).toBe(true));
    expect(
      await screen.findByText('Alerte SOS enregistrée : son suivi s’affiche sous le bouton SOS.'),
    ).toBeInTheDocument();
    // Heartbeats stay out of the service's timeline; the SOS is in it.
    const timeline = screen.getByRole('region', { name: 'Déroulement du service' });
    expect(within(timeline).queryByText(/Signal de protection/)).toBeNull();
    expect(await within(timeline).findByText(/Alerte PTI/)).toBeInTheDocument();
  });

  it('says why protection is off when the agency did not enable it, and sends no heartbeat', async () => {
    const sent = serve(false);
    const card = await screen.findByRole('region', { name: 'Protection du travailleur isolé' });
    expect(await within(card).findByText('Désactivée')).toBeInTheDocument();
    expect(await within(card).findByText('Protection non activée par l’agence')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(sent.filter((m) => m.type === 'pti.heartbeat')).toEqual([]);
  });

  it('follows the SOS: received by the agency, then acknowledged by whom and when, then closed', async () => {
    let stage: 'received' | 'acknowledged' | 'closed' = 'received';
    const alarm = (uuid: string) => ({
      id: 'alarme-1',
      triggerId: uuid,
      kind: 'sos',
      label: 'SOS',
      raisedAt: '2026-11-24T21:40:00.000Z',
      acknowledgedAt: stage === 'received' ? null : '2026-11-24T21:41:00.000Z',
      acknowledgedBy: stage === 'received' ? null : { name: 'Sophie Martin' },
      closedAt: stage === 'closed' ? '2026-11-24T21:50:00.000Z' : null,
      closedBy: stage === 'closed' ? { name: 'Sophie Martin' } : null,
      closeComment: stage === 'closed' ? 'Agent rappelé, RAS.' : null,
    });
    serve(true, {
      alarms: (sent) => sent.filter((m) => m.type === 'pti.alarm').map((m) => alarm(m.uuid)),
    });
    const card = await screen.findByRole('region', { name: 'Protection du travailleur isolé' });
    await userEvent.click(await within(card).findByRole('button', { name: 'SOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déclencher une alerte SOS ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’alerte' }));
    const followUp = await within(card).findByRole('list', { name: 'Suivi des alertes' });
    expect(
      await within(followUp).findByText(/SOS le .* : envoyée et reçue par l’agence, en attente de prise en compte\./),
    ).toBeInTheDocument();
    stage = 'acknowledged';
    expect(
      await within(followUp).findByText(/prise en compte par Sophie Martin le 24 nov\. 2026 à \d\d:41\./, undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    stage = 'closed';
    expect(
      await within(followUp).findByText(
        /clôturée par Sophie Martin le 24 nov\. 2026 à \d\d:50 \(« Agent rappelé, RAS\. »\)/,
        undefined,
        {
          timeout: 15_000,
        },
      ),
    ).toBeInTheDocument();
  }, 40_000);
});
