import 'fake-indexeddb/auto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { plannedService } from '../../shared/planning/testing/planning-fixtures.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { ServicesToTake } from './services-to-take.tsx';

const CIRCUIT = '55555555-5555-4555-8555-555555555555';
const soon = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const agent = { id: 'membre-agent', fullname: 'Karim Benali' };

/** What GET agent/{id}/services gives for a tour: its parent row and its stops, mixed with a plain service. */
const list = (status: number) => [
  plannedService({ id: 'plain', startAt: soon(1), endAt: soon(3), agent, site: { id: 's0', name: 'PC Arcades' } }),
  plannedService({
    id: CIRCUIT,
    isCircuit: true,
    site: null,
    status,
    postTitle: 'Tournée des entrepôts',
    startAt: soon(4),
    endAt: soon(8),
    agent,
  }),
  plannedService({ id: 'stop-1', circuitId: CIRCUIT, startAt: soon(4), endAt: soon(5), agent }),
  plannedService({
    id: 'stop-2',
    circuitId: CIRCUIT,
    startAt: soon(6),
    endAt: soon(8),
    agent,
    site: { id: 's2', name: 'Magasin Centre' },
  }),
];

function render(status: number) {
  mockApi({
    'GET /api/agency/agence-demo/agent/membre-agent/services': () => json({ services: list(status), sites: [] }),
  });
  return renderWithSession(<ServicesToTake />, fixtures.agent, { path: '/terrain' });
}

describe('ServicesToTake with tours', () => {
  it('offers a planned tour as one card opening the tour screen; its stops are not services to take', async () => {
    const { router } = render(ServiceStatus.Planned);
    const card = await screen.findByRole('article', { name: 'Tournée Tournée des entrepôts' });
    expect(within(card).getByText('2 étapes · Planifié')).toBeInTheDocument();
    const cards = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    // The plain service first (the start page's first card stays a service), then the tour; no stop on its own.
    expect(cards).toEqual(['PC Arcades', 'Tournée Tournée des entrepôts']);
    await userEvent.click(within(card).getByRole('button', { name: 'Voir la tournée' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe(`/terrain/tournee/${CIRCUIT}`));
  });

  it('takes a tour under way up again on the circuit screen', async () => {
    const { router } = render(ServiceStatus.Started);
    const card = await screen.findByRole('article', { name: 'Tournée Tournée des entrepôts' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reprendre la tournée' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe(`/terrain/circuitActif/${CIRCUIT}`));
  });
});
