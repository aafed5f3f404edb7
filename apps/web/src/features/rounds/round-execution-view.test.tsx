import type { RoundExecution } from '@securite/domain/rounds/round-execution-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { RoundExecutionPage } from './round-execution-view.tsx';
import { RoundPassages } from './round-passages.tsx';

const BASE = '/api/agency/agence-demo';
const ID = '22222222-2222-4222-8222-222222222222';
const point = (n: number, title: string, extra: Partial<RoundExecution['checkpoints'][number]> = {}) => ({
  id: `p${n}`,
  title,
  color: '#1976d2',
  position: n,
  validatedAt: null,
  method: null,
  reason: null,
  skipped: false,
  missed: false,
  moved: false,
  distance: null,
  expectedAt: null,
  gapMinutes: null,
  ...extra,
});
const execution: RoundExecution = {
  id: ID,
  service: { id: 's1', reference: 'S-0042' },
  round: { id: 'r1', name: 'Ronde périmétrique de nuit', grantedDirections: 'ordered' },
  site: { id: 'site', name: 'Entrepôt Logistique Gennevilliers' },
  agent: { id: 'a1', fullname: 'Karim Benali' },
  startedAt: '2026-11-24T21:00:00.000Z',
  endedAt: '2026-11-24T21:20:00.000Z',
  complete: false,
  checkpoints: [
    point(1, 'Poste de garde', {
      validatedAt: '2026-11-24T21:02:00.000Z',
      method: 'nfc',
      moved: true,
      distance: 300,
      expectedAt: '2026-11-24T21:04:00.000Z',
      gapMinutes: -2,
    }),
    point(2, 'Portail camions', { missed: true, skipped: true, expectedAt: '2026-11-24T21:10:00.000Z' }),
    point(3, 'Quais', { validatedAt: '2026-11-24T21:18:00.000Z', method: 'qr' }),
    point(4, 'Toit', {
      validatedAt: '2026-11-24T21:19:00.000Z',
      method: 'qr',
      expectedAt: '2026-11-24T21:15:00.000Z',
      gapMinutes: 4,
    }),
  ],
  events: [],
  observations: [{ text: 'Portail forcé', at: '2026-11-24T21:10:00.000Z' }],
  serviceEvents: [
    {
      id: 'e1',
      typeKey: 'incident',
      typeLabel: 'Incident',
      description: 'Vitre brisée au poste de garde',
      attachments: [],
      site: { id: 'site', name: 'Entrepôt Logistique Gennevilliers' },
      service: { id: 's1', reference: 'S-0042' },
      agent: { id: 'a1', name: 'Karim Benali' },
      location: null,
      roundExecutionId: ID,
      checkpointId: 'p1',
      createdAt: '2026-11-24T21:03:00.000Z',
      receivedAt: '2026-11-24T21:03:02.000Z',
      deletedAt: null,
      messages: [],
    },
  ],
};

/** The cells of a table row, as read. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('RoundExecutionPage', () => {
  it('shows each checkpoint with « Prévu », « Réel », « Écart », the validated in #4caf50, the missed, the observations, the events, and downloads the PDF', async () => {
    const api = mockApi({
      [`GET ${BASE}/service-round/${ID}`]: () => json(execution),
      [`GET ${BASE}/service-round/${ID}/pdf`]: () =>
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
    });
    renderWithSession(<RoundExecutionPage executionId={ID} />, fixtures.owner);
    expect(await screen.findByRole('heading', { name: 'Ronde périmétrique de nuit' })).toBeInTheDocument();
    expect(screen.getByText('Entrepôt Logistique Gennevilliers · Karim Benali')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Points de contrôle' });
    const [head, first, second, third, fourth] = within(table).getAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['N°', 'Point de contrôle', 'Prévu', 'Réel', 'Écart', 'État']);
    expect(cells(first).slice(2)).toEqual(['22:04', '22:02', '−2 min', 'Validé · Badge NFC']);
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('Poste de garde');
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('Déplacé (à 300 m)');
    expect(first).toHaveAttribute('data-validated', 'true');
    expect(within(first).getAllByRole('cell')[0]).toHaveStyle({ borderLeftColor: '#4caf50' });
    expect(cells(second)).toEqual(['2', 'Portail camions', '22:10', '', '', 'Manqué']);
    // No expected delay: no expected time and no gap.
    expect(cells(third)).toEqual(['3', 'Quais', '', '22:18', '', 'Validé · QR code']);
    expect(cells(fourth).slice(2, 5)).toEqual(['22:15', '22:19', '+4 min']);
    expect(screen.getByText('Portail forcé')).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Événements pendant la ronde' });
    expect(within(events).getByText('Au point « Poste de garde »')).toBeInTheDocument();
    expect(within(events).getByText('Vitre brisée au poste de garde')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le rapport PDF' }));
    expect(callsTo(api, `GET ${BASE}/service-round/${ID}/pdf`)).toBe(1);
  });

  it('says when the execution cannot be read', async () => {
    mockApi({});
    renderWithSession(<RoundExecutionPage executionId={ID} />, fixtures.customer);
    expect(await screen.findByText('Élément introuvable.')).toBeInTheDocument();
  });
});

describe('RoundPassages', () => {
  it('lists a service’s passages with a link to each', async () => {
    mockApi({
      [`GET ${BASE}/service/s1/round-executions`]: () =>
        json({
          executions: [
            {
              id: ID,
              round: { id: 'r1', name: 'Ronde périmétrique de nuit' },
              startedAt: execution.startedAt,
              endedAt: execution.endedAt,
              complete: false,
              validated: 1,
              total: 2,
            },
          ],
        }),
    });
    renderWithSession(
      <RoundPassages
        agencyId="agence-demo"
        serviceId="s1"
        timeZone="Europe/Paris"
        executionHref={(id) => `/ronde/${id}`}
      />,
      fixtures.owner,
    );
    const link = await screen.findByRole('link', { name: 'Ronde périmétrique de nuit — 22:00 à 22:20' });
    expect(link).toHaveAttribute('href', `/ronde/${ID}`);
    expect(screen.getByText('1 / 2 points validés')).toBeInTheDocument();
  });
});
