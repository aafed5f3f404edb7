import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { plannedService } from '../../shared/planning/testing/planning-fixtures.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { activeServiceId } from './active-service.ts';
import { fieldSync } from './field-runtime.ts';
import { fieldDatabase } from './queue/field-db.ts';
import { enqueue } from './queue/field-queue.ts';
import { ServicesToTake } from './services-to-take.tsx';

const SERVICE = '22222222-2222-4222-8222-222222222222';
const BASE = '/api/agency/agence-demo';
const soon = new Date(Date.now() + 3600_000);

const planned = plannedService({
  id: SERVICE,
  startAt: soon.toISOString(),
  endAt: new Date(soon.getTime() + 8 * 3600_000).toISOString(),
  site: { id: 'site-1', name: 'Centre commercial Les Arcades' },
  agent: { id: 'membre-agent', fullname: 'Karim Benali' },
  postTitle: 'PC sécurité',
});

beforeEach(async () => {
  const db = fieldDatabase();
  await db.messages.clear();
  await db.services.clear();
});

function render(sent: Array<{ type: string }>) {
  mockApi({
    [`GET ${BASE}/agent/membre-agent/services`]: () => json({ services: [planned], sites: [] }),
    [`POST ${BASE}/field/message`]: ({ body }) => {
      sent.push(body as { type: string });
      return new Promise(() => {});
    },
  });
  return renderWithSession(<ServicesToTake />, fixtures.agent, { path: '/terrain' });
}

describe('ServicesToTake', () => {
  it('takes a planned service after confirmation: the start is queued and the service screen opens', async () => {
    const sent: Array<{ type: string }> = [];
    const { router } = render(sent);
    const card = await screen.findByRole('article', { name: 'Centre commercial Les Arcades' });
    await userEvent.click(within(card).getByRole('button', { name: 'Prendre le service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prendre ce service ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prendre le service' }));
    // This browser has no GPS: the agent is asked whether to go on without a position.
    const noGps = await screen.findByRole('dialog', { name: 'La localisation GPS est impossible.' });
    expect(within(noGps).getByText('Continuer sans localisation ?')).toBeInTheDocument();
    await userEvent.click(within(noGps).getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe(`/terrain/serviceActif/${SERVICE}`));
    const queued = await fieldDatabase().messages.toArray();
    expect(queued.map((m) => [m.body.type, m.serviceId])).toEqual([['service.start', SERVICE]]);
    // The root route will open it again: it is under way on this phone.
    expect(await activeServiceId('agence-demo', 'membre-agent')).toBe(SERVICE);
    expect(await activeServiceId('agence-demo', 'un-autre-agent')).toBeNull();
    fieldSync().stop();
  });

  it('refuses to start while the phone still holds unsent messages', async () => {
    await enqueue(fieldDatabase(), 'agence-demo', {
      uuid: '33333333-3333-4333-8333-333333333333',
      type: 'service.end',
      serviceId: '44444444-4444-4444-8444-444444444444',
      deviceAt: new Date().toISOString(),
    });
    const sent: Array<{ type: string }> = [];
    const { router } = render(sent);
    const card = await screen.findByRole('article', { name: 'Centre commercial Les Arcades' });
    await userEvent.click(within(card).getByRole('button', { name: 'Prendre le service' }));
    expect(await screen.findByText('Le service doit être synchronisé avec le serveur')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router?.state.location.pathname).toBe('/terrain');
    fieldSync().stop();
  });

  it('does not start when the agent declines to go on without a position', async () => {
    const { router } = render([]);
    const card = await screen.findByRole('article', { name: 'Centre commercial Les Arcades' });
    await userEvent.click(within(card).getByRole('button', { name: 'Prendre le service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prendre ce service ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prendre le service' }));
    const noGps = await screen.findByRole('dialog', { name: 'La localisation GPS est impossible.' });
    await userEvent.click(within(noGps).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await fieldDatabase().messages.count()).toBe(0);
    expect(router?.state.location.pathname).toBe('/terrain');
  });
});
