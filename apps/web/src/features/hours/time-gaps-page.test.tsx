import type { TimeGap } from '@securite/domain/hours/hours-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { dialogStore } from '../../ui/dialogs/dialog-store.ts';
import { base, renderHoursPage, thisMonth } from './hours-test-kit.tsx';
import { TimeGapsPage } from './time-gaps-page.tsx';

const gap = (kind: TimeGap['kind'], minutes: number, extra: Partial<TimeGap> = {}): TimeGap => ({
  id: `s-${kind}-${minutes}:${kind}`,
  serviceId: `s-${kind}-${minutes}`,
  reference: 'S-1',
  kind,
  agent: { id: 'agent-1', fullname: 'Nina Aubert' },
  site: { id: 'site-1', name: 'Hall A' },
  plannedAt: '2026-03-02T07:00:00.000Z',
  realAt: '2026-03-02T07:17:00.000Z',
  realEndAt: null,
  minutes,
  ...extra,
});

/** A pause of Nina's, from 11:00 to 11:25 in Paris (or still running). */
const pause = (minutes: number, realEndAt: string | null): TimeGap =>
  gap('pause', minutes, {
    id: `break-${minutes}`,
    plannedAt: null,
    realAt: '2026-03-02T10:00:00.000Z',
    realEndAt,
  });

describe('Écarts horaires', () => {
  it('lists lateness, early departures and pauses, planned against real, and filters by kind', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      [`POST ${base}/fetch/time-gaps`]: ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return json({
          data: [
            gap('late', 17),
            pause(25, '2026-03-02T10:25:00.000Z'),
            pause(12, null),
            gap('earlyLeave', 65, { agent: null }),
          ],
          total: 4,
          timeZone: 'Europe/Paris',
        });
      },
    });
    renderHoursPage(<TimeGapsPage />);
    const table = await screen.findByRole('table', { name: 'Écarts horaires' });
    expect(bodies[0]).toEqual({ ...thisMonth(), page: 1, limit: 25 });
    const [late, ended, running, early] = within(table).getAllByRole('row').slice(1);
    expect(late).toHaveTextContent('Retard02/03/2026 08:0002/03/2026 08:1717 min');
    // A pause is not planned: « Non prévue », then when it began and ended, and its length.
    expect(ended).toHaveTextContent('Pause');
    expect(ended).toHaveTextContent('Non prévue02/03/2026 11:00 → 11:2525 min');
    expect(running).toHaveTextContent('02/03/2026 11:00 → en cours12 min (en cours)');
    expect(early).toHaveTextContent('Non pourvues');
    expect(early).toHaveTextContent('1 h 05');
    await userEvent.click(screen.getByRole('button', { name: 'Départs anticipés' }));
    await expect.poll(() => bodies.at(-1)?.kinds).toEqual(['earlyLeave']);
    await userEvent.click(screen.getByRole('button', { name: 'Pauses' }));
    await expect.poll(() => bodies.at(-1)?.kinds).toEqual(['pause']);
  });

  it('opens « Fin de service » of a gap’s service, for whoever may read the services', async () => {
    mockApi({
      [`POST ${base}/fetch/time-gaps`]: () =>
        json({ data: [gap('earlyLeave', 20)], total: 1, timeZone: 'Europe/Paris' }),
      [`GET ${base}/services/s-earlyLeave-20/end-report`]: () =>
        json({
          serviceId: 's-earlyLeave-20',
          reference: 'S-1',
          status: 3,
          ended: true,
          startAt: '2026-03-02T07:00:00.000Z',
          endAt: '2026-03-02T15:00:00.000Z',
          realStartAt: '2026-03-02T07:00:00.000Z',
          realEndAt: '2026-03-02T14:40:00.000Z',
          site: { id: 'site-1', name: 'Hall A' },
          agent: { id: 'agent-1', fullname: 'Nina Aubert' },
          breaks: [],
          breakMinutes: 0,
          report: 'Parti plus tôt avec l’accord du client.',
          voucher: null,
          photos: [],
          timeZone: 'Europe/Paris',
        }),
    });
    const view = renderHoursPage(<TimeGapsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Fin de service S-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fin de service' });
    expect(await within(dialog).findByText('Parti plus tôt avec l’accord du client.')).toBeInTheDocument();
    view.unmount();
    dialogStore.closeAll();

    // The hours right alone reads the gaps, not how services ended.
    const hoursOnly = {
      ...fixtures.planning,
      userCompanies: fixtures.planning.userCompanies.map((c) => ({ ...c, rights: ['hours.view'] })),
    };
    renderHoursPage(<TimeGapsPage />, hoursOnly);
    await screen.findByRole('table', { name: 'Écarts horaires' });
    expect(screen.queryByRole('button', { name: 'Fin de service S-1' })).not.toBeInTheDocument();
  });

  it('has an empty state', async () => {
    mockApi({
      [`POST ${base}/fetch/time-gaps`]: () => json({ data: [], total: 0, timeZone: 'Europe/Paris' }),
    });
    renderHoursPage(<TimeGapsPage />);
    expect(await screen.findByText('Aucun écart horaire sur cette période.')).toBeInTheDocument();
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
        json({ data: [gap('late', 17), pause(25, '2026-03-02T10:25:00.000Z')], total: 2, timeZone: 'Europe/Paris' }),
    });
    renderHoursPage(<TimeGapsPage />);
    const list = await screen.findByRole('list', { name: 'Écarts horaires' });
    const [late, paused] = within(list).getAllByRole('listitem');
    expect(late).toHaveTextContent('Nina AubertRetard · 17 minHall Alun. 02/03 · Prévu 08:00 · Réel 08:17');
    expect(paused).toHaveTextContent('Nina AubertPause · 25 minHall Alun. 02/03 · Réel 11:00 → 11:25');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
