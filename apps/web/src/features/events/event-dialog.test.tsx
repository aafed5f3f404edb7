import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { EventDialog } from './event-dialog.tsx';

const BASE = '/api/agency/agence-demo';
const EVENT = '22222222-2222-4222-8222-222222222222';
const event = {
  id: EVENT,
  typeKey: 'incident',
  typeLabel: 'Incident',
  description: 'Vitre brisée au quai 3',
  attachments: [],
  site: { id: 'site-1', name: 'Entrepôt de Gennevilliers' },
  service: { id: 'service-1', reference: 'S-1' },
  agent: { id: 'membre-agent', name: 'Karim Benali' },
  location: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  receivedAt: '2026-11-24T08:00:01.000Z',
  deletedAt: null,
  messages: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('EventDialog: a staff message', () => {
  it('refuses a too long message before any call, then sends the text with its uuid and empties it', async () => {
    const bodies: Array<{ id: string; message: { uuid: string; content: string } }> = [];
    mockApi({
      [`GET ${BASE}/event/${EVENT}`]: () => json(event),
      [`POST ${BASE}/event`]: ({ body }) => {
        bodies.push(body as (typeof bodies)[number]);
        return json(event);
      },
    });
    renderWithSession(<EventDialog agencyId="agence-demo" eventId={EVENT} onClose={() => undefined} />, fixtures.owner);
    const dialog = within(await screen.findByRole('dialog', { name: 'Main courante' }));
    const field = await dialog.findByRole('textbox', { name: 'Ajouter un message' });
    const send = dialog.getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    await userEvent.type(field, '   ');
    expect(send).toBeDisabled();

    fireEvent.change(field, { target: { value: 'x'.repeat(5001) } });
    await userEvent.click(send);
    expect(await dialog.findByText('Maximum 5000 caractères')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'Police prévenue');
    await userEvent.click(send);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ id: EVENT, message: { uuid: expect.any(String), content: 'Police prévenue' } });
    await waitFor(() => expect(field).toHaveValue(''));

    // A new text, a new uuid.
    await userEvent.type(field, 'Agent rentré');
    await userEvent.click(send);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1].message.content).toBe('Agent rentré');
    expect(bodies[1].message.uuid).not.toBe(bodies[0].message.uuid);
  });

  it('puts the server’s refusal of the text under the field', async () => {
    mockApi({
      [`GET ${BASE}/event/${EVENT}`]: () => json(event),
      [`POST ${BASE}/event`]: () =>
        json(
          { code: 'VALIDATION', message: 'Données invalides', errors: { 'message.content': 'Caractère interdit' } },
          400,
        ),
    });
    renderWithSession(<EventDialog agencyId="agence-demo" eventId={EVENT} onClose={() => undefined} />, fixtures.owner);
    const dialog = within(await screen.findByRole('dialog', { name: 'Main courante' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Ajouter un message' }), 'Police prévenue');
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer' }));
    expect(await dialog.findByText('Caractère interdit')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Ajouter un message' })).toHaveValue('Police prévenue');
  });
});
