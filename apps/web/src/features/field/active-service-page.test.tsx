import 'fake-indexeddb/auto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { ActiveServicePage } from './active-service-page.tsx';
import { fieldSync } from './field-runtime.ts';
import { fieldDatabase } from './queue/field-db.ts';

// jsdom cannot draw on a canvas: here the signature field is a button that signs.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
vi.mock('./signature-field.tsx', () => ({
  SignatureField: ({ onChange }: { onChange: (png: string | null) => void }) => (
    <button type="button" onClick={() => onChange(PNG)}>
      Signer
    </button>
  ),
}));

const SERVICE = '11111111-1111-4111-8111-111111111111';
const BASE = '/api/agency/agence-demo';

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(async () => {
  const db = fieldDatabase();
  await db.messages.clear();
  await db.services.clear();
  await db.services.put({
    id: SERVICE,
    agencyId: 'agence-demo',
    agentId: 'membre-agent',
    siteName: 'Centre commercial Les Arcades',
    startAt: '2026-11-24T07:00:00Z',
    endAt: '2026-11-24T15:00:00Z',
    isCircuit: false,
    status: ServiceStatus.Started,
    realStartAt: '2026-11-24T07:02:00Z',
    realEndAt: null,
  });
});

const fieldService = (status: number) => ({
  id: SERVICE,
  status,
  realStartAt: '2026-11-24T07:02:00.000Z',
  realEndAt: null,
  breaks: [],
});

function renderPage() {
  return renderWithSession(<ActiveServicePage />, fixtures.agent, {
    path: `/terrain/serviceActif/${SERVICE}`,
    pattern: '/terrain/serviceActif/:id',
  });
}

async function confirmDialog(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
}

describe('ActiveServicePage', () => {
  it('pauses through the queue: the confirmation, the message sent, the status shown', async () => {
    const sent: Array<{ type: string; serviceId: string; uuid: string }> = [];
    let status: number = ServiceStatus.Started;
    mockApi({
      [`GET ${BASE}/field/service/${SERVICE}`]: () => json(fieldService(status)),
      [`POST ${BASE}/field/message`]: ({ body }) => {
        const message = body as { type: string; serviceId: string; uuid: string };
        sent.push(message);
        status = ServiceStatus.Paused;
        return json({ uuid: message.uuid, receivedAt: new Date().toISOString(), service: fieldService(status) });
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Centre commercial Les Arcades' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'En cours' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Démarrer une pause' }));
    await confirmDialog('Démarrer une pause ?');
    expect(await screen.findByRole('heading', { name: 'En pause' })).toBeInTheDocument();
    await waitFor(() => expect(sent.map((m) => m.type)).toEqual(['break.start']));
    expect(sent[0].serviceId).toBe(SERVICE);
    // While paused, ending is refused with the spec's words.
    await userEvent.click(screen.getByRole('button', { name: 'Terminer le service' }));
    expect(await screen.findByText('Vous êtes en pause.')).toBeInTheDocument();
    expect(screen.getByText('Vous devez terminer votre pause pour pouvoir continuer.')).toBeInTheDocument();
  });

  it('keeps working offline: the break ends on the phone, the unsent warning shows, and the message waits', async () => {
    mockApi({
      [`GET ${BASE}/field/service/${SERVICE}`]: () => Promise.reject(new TypeError('Failed to fetch')),
      [`POST ${BASE}/field/message`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Démarrer une pause' }));
    await confirmDialog('Démarrer une pause ?');
    expect(await screen.findByRole('heading', { name: 'En pause' })).toBeInTheDocument();
    expect(
      await screen.findByText("Certains éléments concernant le service n'ont pas été transmis au serveur."),
    ).toBeInTheDocument();
    expect(screen.getByText("Assurez-vous d'être connecté à internet pour pouvoir continuer.")).toBeInTheDocument();
    const waiting = await fieldDatabase().messages.toArray();
    expect(waiting.map((m) => [m.body.type, m.consumed])).toEqual([['break.start', 0]]);
    fieldSync().stop();
  });

  it('ends the service with a report, the voucher signer and where the phone is', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 48.85, longitude: 2.35, accuracy: 8, altitude: null } } as GeolocationPosition),
      },
    });
    const sent: Array<{ type: string; end?: unknown }> = [];
    mockApi({
      [`GET ${BASE}/field/service/${SERVICE}`]: () => json(fieldService(ServiceStatus.Started)),
      [`POST ${BASE}/field/message`]: ({ body }) => {
        const message = body as { type: string; uuid: string; end?: unknown };
        sent.push(message);
        return json({ uuid: message.uuid, receivedAt: new Date().toISOString(), service: fieldService(3) });
      },
    });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Terminer le service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminer le service' });
    await userEvent.type(within(dialog).getByLabelText('Rapport de fin de service'), 'RAS');
    await userEvent.type(within(dialog).getByLabelText('Nom du signataire du bon'), 'M. Durand');
    // Not signed yet: the voucher must be.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminer le service' }));
    expect(await within(dialog).findByText("La signature d'un bon est obligatoire")).toBeInTheDocument();
    expect(router?.state.location.pathname).toBe(`/terrain/serviceActif/${SERVICE}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Signer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminer le service' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/terrain'));
    await waitFor(() =>
      expect(sent).toMatchObject([
        {
          type: 'service.end',
          end: { report: 'RAS', signerName: 'M. Durand', signature: PNG },
          location: { latitude: 48.85, longitude: 2.35, accuracy: 8 },
        },
      ]),
    );
  });
});
