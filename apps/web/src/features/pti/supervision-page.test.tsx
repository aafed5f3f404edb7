import type { SupervisionAgent } from '@securite/domain/pti/pti-alarms';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { SupervisionPage } from './supervision-page.tsx';

// jsdom draws no map: the map lists its points.
vi.mock('./positions-map.tsx', () => ({
  PositionsMap: ({ label, points }: { label: string; points: Array<{ label: string }> }) => (
    <ul aria-label={label}>
      {points.map((p) => (
        <li key={p.label}>{p.label}</li>
      ))}
    </ul>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const row = (name: string, extra: Partial<SupervisionAgent>): SupervisionAgent => ({
  agent: { id: name, name, phone: null },
  service: {
    id: `s-${name}`,
    reference: `SRV-${name}`,
    status: 1,
    startAt: '2026-11-25T19:00:00.000Z',
    endAt: '2026-11-26T05:00:00.000Z',
    site: { id: 'site', name: 'Entrepôt Nord', latitude: 48.9, longitude: 2.3 },
  },
  lastHeartbeat: null,
  rounds: { due: 0, done: 0, current: null },
  openAlarms: 0,
  ...extra,
});

describe('SupervisionPage', () => {
  it('lists the agents on duty with their protection, last signal and alarms, and places them on the map', async () => {
    mockApi({
      'GET /api/agency/agence-demo/supervision': () =>
        json({
          agents: [
            row('Paul Durand', {
              lastHeartbeat: {
                receivedAt: '2026-11-25T21:00:00.000Z',
                protection: 'on',
                position: { latitude: 48.91, longitude: 2.31, accuracy: 10 },
              },
              rounds: {
                due: 2,
                done: 1,
                current: { executionId: 'e1', name: 'Ronde des quais', validated: 3, total: 5 },
              },
              openAlarms: 1,
            }),
            row('Léa Martin', {
              lastHeartbeat: { receivedAt: '2026-11-25T21:02:00.000Z', protection: 'onBreak', position: null },
            }),
            row('Sam Petit', { service: { ...row('x', {}).service, id: 's3', site: null } }),
          ],
        }),
    });
    renderWithSession(<SupervisionPage />, fixtures.owner);
    const table = await screen.findByRole('table', { name: 'Collaborateurs en service' });
    await within(table).findByText('Paul Durand');
    const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    const paul = rowOf('Paul Durand');
    expect(within(paul).getByText('Protection active')).toBeInTheDocument();
    expect(within(paul).getByText('1')).toBeInTheDocument();
    expect(within(paul).getByText('1 / 2 faite(s)')).toBeInTheDocument();
    expect(within(paul).getByText('En cours : Ronde des quais (3/5 points)')).toBeInTheDocument();
    expect(within(rowOf('Léa Martin')).getByText('Protection suspendue pendant la pause')).toBeInTheDocument();
    expect(within(rowOf('Sam Petit')).getByText('Aucun signal reçu')).toBeInTheDocument();
    // On the map: Paul where his phone is, Léa at her site, Sam (no site, no signal) nowhere.
    const map = screen.getByRole('list', { name: 'Carte des collaborateurs en service' });
    expect(
      within(map)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Paul Durand — Entrepôt Nord', 'Léa Martin — Entrepôt Nord']);
  });
});
