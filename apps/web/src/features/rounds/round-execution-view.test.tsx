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
    }),
    point(2, 'Portail camions', { missed: true, skipped: true }),
  ],
  events: [],
  observations: [{ text: 'Portail forcé', at: '2026-11-24T21:10:00.000Z' }],
  serviceEvents: [],
};

describe('RoundExecutionPage', () => {
  it('shows each checkpoint, the validated one in #4caf50, the missed one, the observations, and downloads the PDF', async () => {
    const api = mockApi({
      [`GET ${BASE}/service-round/${ID}`]: () => json(execution),
      [`GET ${BASE}/service-round/${ID}/pdf`]: () =>
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
    });
    renderWithSession(<RoundExecutionPage executionId={ID} />, fixtures.owner);
    expect(await screen.findByRole('heading', { name: 'Ronde périmétrique de nuit' })).toBeInTheDocument();
    expect(screen.getByText('Entrepôt Logistique Gennevilliers · Karim Benali')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Points de contrôle' })).getAllByRole('listitem');
    expect(first).toHaveTextContent(/Validé .*22:02 · Badge NFC/);
    expect(first).toHaveStyle({ borderColor: '#4caf50' });
    expect(first).toHaveTextContent('Déplacé (à 300 m)');
    expect(second).toHaveTextContent('Manqué');
    expect(second).not.toHaveTextContent('Déplacé');
    expect(screen.getByText('Portail forcé')).toBeInTheDocument();
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
