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

// jsdom has no camera: here the camera is a button that takes a photo.
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
vi.mock('./camera-capture.tsx', () => ({
  CameraCapture: ({ photos, onChange }: { photos: string[]; onChange: (photos: string[]) => void }) => (
    <button type="button" onClick={() => onChange([...photos, JPEG])}>
      Photographier ({photos.length})
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
  photos: [],
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

  it('shows the site’s briefing, asks about rounds not done, then demands the photo the agency wants', async () => {
    stubPosition();
    const hour = 3600_000;
    await fieldDatabase().services.update(SERVICE, {
      startAt: new Date(Date.now() - 2 * hour).toISOString(),
      endAt: new Date(Date.now() - 60_000).toISOString(),
      realStartAt: new Date(Date.now() - 2 * hour).toISOString(),
      briefing: {
        ...briefing,
        rounds: [{ id: 'r1', name: 'Tour du parking', numberOfExecutions: 2, executed: 0 }],
        endPhotoRequired: true,
      },
    });
    const sent: Array<{ type: string; photo?: string }> = [];
    mockApi({
      [`GET ${BASE}/field/service/${SERVICE}`]: () => Promise.reject(new TypeError('Failed to fetch')),
      [`POST ${BASE}/field/message`]: ({ body }) => {
        const message = body as { type: string; uuid: string; photo?: string };
        sent.push(message);
        return json({ uuid: message.uuid, receivedAt: new Date().toISOString(), service: fieldService(1) });
      },
    });
    renderPage();
    const site = await screen.findByRole('region', { name: 'Site' });
    expect(within(site).getByText('12 avenue des Arcades, 93160 Noisy-le-Grand')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Consignes' })).getByText('Fermer la grille à 21 h'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Clés' })).getByText('Clé grille — K3')).toBeInTheDocument();
    expect(screen.getByText('0 / 2 effectuée(s)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Terminer le service' }));
    const rounds = await screen.findByRole('dialog', {
      name: 'Il faut terminer toutes les rondes avant de terminer le service, terminer le service quand même ?',
    });
    await userEvent.click(within(rounds).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog', { name: 'Terminer le service' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Terminer le service' }));
    await confirmDialog2('Terminer quand même');
    // No voucher for this activity type, but the agency's photo forces the end dialog.
    const dialog = await screen.findByRole('dialog', { name: 'Terminer le service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminer le service' }));
    expect(await within(dialog).findByText('Une photo est obligatoire pour terminer le service')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photographier (0)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminer le service' }));
    await waitFor(() => expect(sent.map((m) => m.type)).toEqual(['service.photo', 'service.end']));
    expect(sent[0].photo).toBe(JPEG);
  });

  it('ends with a plain confirmation when nothing asks for the end dialog', async () => {
    stubPosition();
    await fieldDatabase().services.update(SERVICE, {
      startAt: new Date(Date.now() - 3600_000).toISOString(),
      endAt: new Date(Date.now() - 60_000).toISOString(),
      realStartAt: new Date(Date.now() - 3600_000).toISOString(),
      briefing: { ...briefing, site: null },
    });
    const sent: Array<{ type: string; end?: unknown }> = [];
    mockApi({
      [`GET ${BASE}/field/service/${SERVICE}`]: () => Promise.reject(new TypeError('Failed to fetch')),
      [`POST ${BASE}/field/message`]: ({ body }) => {
        const message = body as { type: string; uuid: string; end?: unknown };
        sent.push(message);
        return json({ uuid: message.uuid, receivedAt: new Date().toISOString(), service: fieldService(3) });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Terminer le service' }));
    await confirmDialog2('Terminer le service', 'Terminer le service ?');
    await waitFor(() => expect(sent).toMatchObject([{ type: 'service.end', end: { signature: null } }]));
  });
});

const briefing = {
  id: SERVICE,
  reference: 'S-1',
  startAt: '2026-11-24T07:00:00Z',
  endAt: '2026-11-24T15:00:00Z',
  postTitle: null,
  comments: null,
  endPoint: null,
  activityType: { key: 'ouverture', label: 'Ouverture' },
  site: {
    id: 'site-1',
    name: 'Centre commercial Les Arcades',
    address: '12 avenue des Arcades, 93160 Noisy-le-Grand',
    comments: null,
    keys: [{ label: 'Clé grille', number: 'K3', location: 'Loge' }],
    alarms: [],
    instructions: [{ title: 'Fermeture', content: 'Fermer la grille à 21 h' }],
  },
  rounds: [],
  voucherRequired: false,
  endPhotoRequired: false,
};

async function confirmDialog2(button: string, title?: string) {
  const dialog = title ? await screen.findByRole('dialog', { name: title }) : await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

function stubPosition() {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 48.85, longitude: 2.35, accuracy: 8, altitude: null } } as GeolocationPosition),
    },
  });
}
