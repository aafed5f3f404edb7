import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { agentListItem } from '../../test/workforce-fixtures.ts';
import { EventsPage } from './events-page.tsx';

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
  messages: [
    {
      id: 'm1',
      content: 'Porte refermée à clé',
      attachments: [],
      author: { id: 'u', name: 'Karim Benali' },
      deviceAt: '2026-11-24T08:05:00.000Z',
      receivedAt: '2026-11-24T08:05:01.000Z',
      editedAt: '2026-11-24T08:07:00.000Z',
      deletedAt: null,
      history: [
        { content: 'Porte ouverte', deviceAt: '2026-11-24T08:05:00.000Z', receivedAt: '2026-11-24T08:05:01.000Z' },
      ],
      mine: false,
    },
    {
      id: 'm2',
      content: 'Erreur de saisie',
      attachments: [],
      author: { id: 'u', name: 'Karim Benali' },
      deviceAt: '2026-11-24T08:06:00.000Z',
      receivedAt: '2026-11-24T08:06:01.000Z',
      editedAt: null,
      deletedAt: '2026-11-24T08:08:00.000Z',
      history: [],
      mine: false,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('EventsPage (adminEvents)', () => {
  it('lists the events with their count per day, filters by type and opens one with its history and deletions', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [`POST ${BASE}/fetch/allEvents`]: ({ body }) => {
        bodies.push(body);
        return json({
          data: [event],
          total: 3,
          filtered: 1,
          sites: [{ id: 'site-1', name: 'Entrepôt de Gennevilliers' }],
          types: [
            { key: 'incident', label: 'Incident' },
            { key: 'presence', label: 'Présence' },
          ],
          graph: [{ day: '2026-11-24', count: 1 }],
        });
      },
      [`GET ${BASE}/event/${EVENT}`]: () => json(event),
    });
    renderWithSession(<EventsPage title="Événements en temps réel" live={false} />, fixtures.planning);
    expect(await screen.findByText('1 événement(s) sur 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Événements par jour : 2026-11-24 1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Incident' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ filters: { typeKeys: ['incident'] }, page: 1 }));

    await userEvent.click(screen.getByRole('button', { name: /Incident — Entrepôt de Gennevilliers/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Main courante' });
    expect(within(dialog).getByText('Porte refermée à clé')).toBeInTheDocument();
    expect(within(dialog).getByText('Historique (1 version(s) précédente(s))')).toBeInTheDocument();
    expect(within(dialog).getByText('Porte ouverte')).toBeInTheDocument();
    expect(within(dialog).getByText('Supprimé')).toBeInTheDocument();
    // planning@ reads events but does not hold events.edit: no message form.
    expect(within(dialog).queryByRole('textbox', { name: 'Ajouter un message' })).toBeNull();
  });

  it('filters by agent on the office page (adminEvents); the customer page has no agent filter', async () => {
    const bodies: unknown[] = [];
    const agent = '33333333-3333-4333-8333-333333333333';
    mockApi({
      [`POST ${BASE}/fetch/allEvents`]: ({ body }) => {
        bodies.push(body);
        return json({ data: [event], total: 1, filtered: 1, sites: [], types: [], graph: [] });
      },
      [`POST ${BASE}/fetch/agents`]: () =>
        json({ data: [agentListItem(agent, 'Karim', 'Benali')], total: 1, filtered: false, specialties: [] }),
    });
    const view = renderWithSession(<EventsPage title="Événements en temps réel" live />, fixtures.planning);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Agent' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karim Benali' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ filters: { agentId: agent }, page: 1 }));
    view.unmount();
    renderWithSession(<EventsPage title="Main courante" live={false} />, fixtures.planning);
    expect(await screen.findByText('1 événement(s) sur 1')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
  });

  it('pages by 25 and goes back to the first page when a filter changes', async () => {
    const bodies: { page: number; filters: Record<string, unknown> }[] = [];
    mockApi({
      [`POST ${BASE}/fetch/allEvents`]: ({ body }) => {
        bodies.push(body as (typeof bodies)[number]);
        return json({
          data: [event],
          total: 60,
          filtered: 60,
          sites: [{ id: 'site-1', name: 'Entrepôt de Gennevilliers' }],
          types: [],
          graph: [],
        });
      },
      [`POST ${BASE}/fetch/agents`]: () => json({ data: [], total: 0, filtered: false, specialties: [] }),
    });
    renderWithSession(<EventsPage title="Événements en temps réel" live />, fixtures.planning);
    expect(await screen.findByText('Page 1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédents' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Suivants' }));
    expect(await screen.findByText('Page 2 / 3')).toBeInTheDocument();
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 2, limit: 25 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Entrepôt de Gennevilliers' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 1, filters: { siteIds: ['site-1'] } }));
    expect(await screen.findByText('Page 1 / 3')).toBeInTheDocument();
  });
});
