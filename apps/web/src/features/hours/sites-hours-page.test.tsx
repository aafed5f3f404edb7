import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/mock-api.ts';
import {
  base,
  context,
  figures,
  hourDetail,
  hourLine,
  renderHoursPage,
  siteRow,
  thisMonth,
} from './hours-test-kit.tsx';
import { SitesHoursPage } from './sites-hours-page.tsx';

const page = {
  data: [
    siteRow('site-1', 'Entrepôt Paris', {
      site: { id: 'site-1', name: 'Entrepôt Paris', customerName: 'Client Démo' },
      plannedMinutes: 3600,
      unassignedMinutes: 240,
    }),
    siteRow('site-2', 'Usine Metz', {
      plannedMinutes: 240,
      categories: { day: 0, night: 0, sunday: 0, holiday: 240, nightSunday: 0, nightHoliday: 0 },
      weightedHours: 8,
    }),
  ],
  total: 2,
  totals: { ...figures({ plannedMinutes: 3840, weightedHours: 68 }), unassignedMinutes: 240 },
  ...context,
};

describe('Heures par site', () => {
  it('lists each site with its customer, holiday hours, unassigned posts and the totals', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [`POST ${base}/sites/fetch/hours`]: ({ body }) => {
        bodies.push(body);
        return json(page);
      },
    });
    renderHoursPage(<SitesHoursPage />);
    const table = await screen.findByRole('table', { name: 'Heures par site' });
    expect(bodies[0]).toEqual({ ...thisMonth(), withHoursOnly: false, page: 1, limit: 25 });
    const paris = within(table).getByRole('row', { name: 'Voir le détail des heures de Entrepôt Paris' });
    expect(paris).toHaveTextContent('Client Démo');
    expect(within(paris).getAllByRole('cell').at(-1)).toHaveTextContent('4 h 00');
    const metz = within(table).getByRole('row', { name: /Usine Metz/ });
    expect(
      within(metz)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4 h 00', '—', '—', '—', '4 h 00', '—', '—', '8 h 00', '—']);
    expect(within(table).getByRole('row', { name: /Total \(2\)/ })).toHaveTextContent('64 h 00');
  });

  it('opens a site’s services with the agent of each, without an overtime part', async () => {
    mockApi({
      [`POST ${base}/sites/fetch/hours`]: () => json(page),
      [`POST ${base}/fetch/hour-detail`]: ({ body }) => {
        expect(body).toEqual({ ...thisMonth(), siteId: 'site-2' });
        return json(hourDetail({ overtime: null, lines: [hourLine('9', { agent: null })] }));
      },
    });
    renderHoursPage(<SitesHoursPage />);
    await userEvent.click(await screen.findByRole('row', { name: /Usine Metz/ }));
    const dialog = await screen.findByRole('dialog', { name: /Heures de Usine Metz/ });
    const services = await within(dialog).findByRole('table', { name: 'Services' });
    expect(within(services).getByText('Non pourvues')).toBeInTheDocument();
    expect(within(dialog).queryByText('Heures supplémentaires par période de contrat')).not.toBeInTheDocument();
  });
});
