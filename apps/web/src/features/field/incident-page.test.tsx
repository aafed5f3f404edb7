import 'fake-indexeddb/auto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { fieldSync } from './field-runtime.ts';
import { IncidentPage } from './incident-page.tsx';
import { fieldDatabase } from './queue/field-db.ts';

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
const EVENT = '22222222-2222-4222-8222-222222222222';
const MESSAGE = '33333333-3333-4333-8333-333333333333';
const BASE = '/api/agency/agence-demo';
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(async () => {
  const db = fieldDatabase();
  await db.messages.clear();
  await db.services.clear();
  await db.services.put({
    id: SERVICE,
    agencyId: 'agence-demo',
    agentId: 'membre-agent',
    siteName: 'Entrepôt de Gennevilliers',
    startAt: '2026-11-24T07:00:00Z',
    endAt: '2026-11-24T15:00:00Z',
    isCircuit: false,
    status: ServiceStatus.Started,
    realStartAt: '2026-11-24T07:02:00Z',
    realEndAt: null,
  });
});

function renderAt(path: string) {
  return renderWithSession(<IncidentPage />, fixtures.agent, { path, pattern: '/terrain/events/incident/:uuid?' });
}

describe('the incident form on the phone', () => {
  it('logs an incident offline with its type from ?typeKey= and a photo, then shows it « non transmis »', async () => {
    mockApi({ [`GET ${BASE}/event-types`]: offline, [`POST ${BASE}/field/message`]: offline });
    renderAt('/terrain/events/incident?typeKey=care-rescue');
    expect(await screen.findByRole('combobox', { name: 'Type' })).toHaveTextContent('Soins et secours');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Agent blessé à la main');
    await userEvent.click(screen.getByRole('button', { name: 'Photographier (0)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('non transmis')).toBeInTheDocument();
    expect(screen.getByText('Agent blessé à la main')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 non transmise' })).toHaveAttribute('src', JPEG);
    const [queued] = await fieldDatabase().messages.toArray();
    expect(queued.body).toMatchObject({
      type: 'event.create',
      serviceId: SERVICE,
      event: { typeKey: 'care-rescue', description: 'Agent blessé à la main', attachments: [{ dataUrl: JPEG }] },
    });
    expect(queued.consumed).toBe(0);
    fieldSync().stop();
  });

  it("deletes one's own message after confirmation, through the queue", async () => {
    const sent: Array<{ type: string; event?: unknown }> = [];
    mockApi({
      [`GET ${BASE}/event-types`]: () => json([{ key: 'incident', label: 'Incident' }]),
      [`GET ${BASE}/event/${EVENT}`]: () =>
        json({
          id: EVENT,
          typeKey: 'incident',
          typeLabel: 'Incident',
          description: 'Vitre brisée',
          attachments: [],
          site: { id: 'site', name: 'Entrepôt de Gennevilliers' },
          service: { id: SERVICE, reference: 'S-1' },
          agent: { id: 'membre-agent', name: 'Karim Benali' },
          location: null,
          createdAt: '2026-11-24T08:00:00.000Z',
          receivedAt: '2026-11-24T08:00:01.000Z',
          deletedAt: null,
          messages: [
            {
              id: MESSAGE,
              content: 'Police prévenue',
              attachments: [],
              author: { id: 'u', name: 'Karim Benali' },
              deviceAt: '2026-11-24T08:05:00.000Z',
              receivedAt: '2026-11-24T08:05:01.000Z',
              editedAt: null,
              deletedAt: null,
              history: [],
              mine: true,
            },
          ],
        }),
      [`POST ${BASE}/field/message`]: ({ body }) => {
        const message = body as { type: string; uuid: string };
        sent.push(message);
        return json({
          uuid: message.uuid,
          receivedAt: new Date().toISOString(),
          service: { id: SERVICE, status: 1, realStartAt: null, realEndAt: null, breaks: [], photos: [] },
        });
      },
    });
    renderAt(`/terrain/events/incident/${EVENT}`);
    expect(await screen.findByText('Police prévenue')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce message ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(sent.map((m) => m.type)).toEqual(['event.message.delete']));
    expect(sent[0].event).toEqual({ eventId: EVENT, messageId: MESSAGE });
    fieldSync().stop();
  });

  it('shows the author of a follow-up message by name, also while it waits on the phone', async () => {
    mockApi({
      [`GET ${BASE}/event-types`]: () => json([{ key: 'incident', label: 'Incident' }]),
      [`GET ${BASE}/event/${EVENT}`]: () =>
        json({
          id: EVENT,
          typeKey: 'incident',
          typeLabel: 'Incident',
          description: 'Vitre brisée',
          attachments: [],
          site: { id: 'site', name: 'Entrepôt de Gennevilliers' },
          service: { id: SERVICE, reference: 'S-1' },
          agent: { id: 'membre-agent', name: 'Karim Benali' },
          location: null,
          createdAt: '2026-11-24T08:00:00.000Z',
          receivedAt: '2026-11-24T08:00:01.000Z',
          deletedAt: null,
          messages: [
            {
              id: MESSAGE,
              content: 'Police prévenue',
              attachments: [],
              author: { id: 'u-chef', name: 'Sophie Martin' },
              deviceAt: '2026-11-24T08:05:00.000Z',
              receivedAt: '2026-11-24T08:05:01.000Z',
              editedAt: null,
              deletedAt: null,
              history: [],
              mine: false,
            },
          ],
        }),
      [`POST ${BASE}/field/message`]: offline,
    });
    renderAt(`/terrain/events/incident/${EVENT}`);
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(messages).findByText('Sophie Martin')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nouveau message' }), 'Vitrier appelé');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le message' }));
    const mine = (await within(messages).findByText('Vitrier appelé')).closest('li') as HTMLElement;
    expect(within(mine).getByText(fixtures.agent.fullname)).toBeInTheDocument();
    expect(within(messages).queryByText('Agent')).not.toBeInTheDocument();
    fieldSync().stop();
  });
});
