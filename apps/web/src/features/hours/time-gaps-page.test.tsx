import type { TimeGap } from '@securite/domain/hours/hours-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/mock-api.ts';
import { base, renderHoursPage, thisMonth } from './hours-test-kit.tsx';
import { TimeGapsPage } from './time-gaps-page.tsx';

const gap = (kind: TimeGap['kind'], minutes: number, extra: Partial<TimeGap> = {}): TimeGap => ({
  serviceId: `s-${kind}-${minutes}`,
  reference: 'S-1',
  kind,
  agent: { id: 'agent-1', fullname: 'Nina Aubert' },
  site: { id: 'site-1', name: 'Hall A' },
  plannedAt: '2026-03-02T07:00:00.000Z',
  realAt: '2026-03-02T07:17:00.000Z',
  minutes,
  ...extra,
});

describe('Écarts horaires', () => {
  it('lists lateness and early departures, says pauses are not recorded yet, and filters by kind', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      [`POST ${base}/fetch/time-gaps`]: ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return json({
          data: [gap('late', 17), gap('earlyLeave', 65, { agent: null })],
          total: 2,
          pausesTracked: false,
          timeZone: 'Europe/Paris',
        });
      },
    });
    renderHoursPage(<TimeGapsPage />);
    const table = await screen.findByRole('table', { name: 'Écarts horaires' });
    expect(bodies[0]).toEqual({ ...thisMonth(), page: 1, limit: 25 });
    const late = within(table).getByRole('row', { name: /Nina Aubert/ });
    expect(late).toHaveTextContent('Retard');
    expect(late).toHaveTextContent('02/03/2026 08:17');
    expect(late).toHaveTextContent('17 min');
    expect(within(table).getByRole('row', { name: /Non pourvues/ })).toHaveTextContent('1 h 05');
    expect(
      screen.getByText('Les pauses apparaîtront lorsque les collaborateurs les saisiront sur le terrain.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Départs anticipés' }));
    await expect.poll(() => bodies.at(-1)?.kinds).toEqual(['earlyLeave']);
  });

  it('has an empty state and no pauses caption once pauses are tracked', async () => {
    mockApi({
      [`POST ${base}/fetch/time-gaps`]: () =>
        json({ data: [], total: 0, pausesTracked: true, timeZone: 'Europe/Paris' }),
    });
    renderHoursPage(<TimeGapsPage />);
    expect(await screen.findByText('Aucun écart horaire sur cette période.')).toBeInTheDocument();
    expect(screen.queryByText(/Les pauses apparaîtront/)).not.toBeInTheDocument();
  });

  it('lists the gaps as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media.includes('max-width'),
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    mockApi({
      [`POST ${base}/fetch/time-gaps`]: () =>
        json({ data: [gap('late', 17)], total: 1, pausesTracked: false, timeZone: 'Europe/Paris' }),
    });
    renderHoursPage(<TimeGapsPage />);
    const list = await screen.findByRole('list', { name: 'Écarts horaires' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Nina AubertRetard · 17 minHall Alun. 02/03 · Prévu 08:00 · Réel 08:17',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
