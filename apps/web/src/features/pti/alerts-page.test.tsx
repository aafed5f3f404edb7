import type { Alarm } from '@securite/domain/pti/pti-alarms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { AlertsPage } from './alerts-page.tsx';

// jsdom draws no map: the map is a labelled box.
vi.mock('./positions-map.tsx', () => ({
  PositionsMap: ({ label, points }: { label: string; points: unknown[] }) => (
    <div role="img" aria-label={label} data-points={points.length} />
  ),
}));

const BASE = '/api/agency/agence-demo';
afterEach(() => vi.unstubAllGlobals());

const alarm = (id: string, extra: Partial<Alarm> = {}): Alarm => ({
  id,
  kind: 'inactivity',
  label: 'Inactivité',
  description: 'Le collaborateur a été détecté inactif',
  agent: { id: 'a1', name: 'Paul Durand', phone: '0600000000' },
  service: { id: 's1', reference: 'SRV-1' },
  site: { id: 'site1', name: 'Entrepôt Nord', latitude: 48.9, longitude: 2.3 },
  position: { latitude: 48.9001, longitude: 2.3001, accuracy: 12 },
  deviceAt: '2026-11-25T22:10:00.000Z',
  raisedAt: '2026-11-25T22:10:02.000Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
  closedAt: null,
  closedBy: null,
  closeComment: null,
  mailedAt: null,
  delayMinutes: null,
  ...extra,
});

describe('AlertsPage', () => {
  it('shows each open alarm with its agent, site, time and map; acknowledges; closes with a comment', async () => {
    let current = alarm('11111111-1111-4111-8111-111111111111');
    const posts: Array<{ url: string; body: unknown }> = [];
    mockApi({
      [`GET ${BASE}/alarms`]: () =>
        json(current.closedAt ? { open: [], closed: [current] } : { open: [current], closed: [] }),
      [`POST ${BASE}/alarms/${current.id}/acknowledge`]: ({ url }) => {
        posts.push({ url, body: null });
        current = {
          ...current,
          acknowledgedAt: '2026-11-25T22:11:00.000Z',
          acknowledgedBy: { id: 'u', name: 'Gérard Martin' },
        };
        return json(current);
      },
      [`POST ${BASE}/alarms/${current.id}/close`]: ({ url, body }) => {
        posts.push({ url, body });
        current = {
          ...current,
          closedAt: '2026-11-25T22:15:00.000Z',
          closedBy: { id: 'u', name: 'Gérard Martin' },
          closeComment: 'Agent joint, RAS',
        };
        return json(current);
      },
    });
    const chime = vi.fn();
    renderWithSession(<AlertsPage chime={chime} />, fixtures.owner);
    const card = await screen.findByRole('article', { name: 'Alerte Inactivité — Paul Durand' });
    expect(within(card).getByText(/Entrepôt Nord/)).toBeInTheDocument();
    expect(within(card).getByText('Non acquittée')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Carte de l’alerte de Paul Durand' })).toHaveAttribute(
      'data-points',
      '2',
    );
    // Already open when the page opened: no chime.
    expect(chime).not.toHaveBeenCalled();

    await userEvent.click(within(card).getByRole('button', { name: 'Acquitter' }));
    expect(
      await within(card).findByText(/^Acquittée par Gérard Martin le \d{1,2} nov\. 2026 à \d{2}:\d{2}$/),
    ).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Clôturer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clôturer l’alerte « Inactivité »' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    expect(await within(dialog).findByText('Le commentaire est obligatoire')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Commentaire' }), 'Agent joint, RAS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    expect(await screen.findByText('Aucune alerte en cours.')).toBeInTheDocument();
    const closed = screen.getByRole('region', { name: 'Alertes clôturées' });
    expect(within(closed).getByText('Agent joint, RAS')).toBeInTheDocument();
    expect(posts.map((p) => p.url.split('/').pop())).toEqual(['acknowledge', 'close']);
    expect(posts[1].body).toEqual({ comment: 'Agent joint, RAS' });
  });

  it('chimes when a new alarm arrives after the page opened', async () => {
    let open: Alarm[] = [];
    mockApi({ [`GET ${BASE}/alarms`]: () => json({ open, closed: [] }) });
    const chime = vi.fn();
    const { queryClient } = renderWithSession(<AlertsPage chime={chime} />, fixtures.owner);
    expect(await screen.findByText('Aucune alerte en cours.')).toBeInTheDocument();
    expect(chime).not.toHaveBeenCalled();
    open = [alarm('22222222-2222-4222-8222-222222222222', { kind: 'sos', label: 'SOS' })];
    // What an `alarm` event of the agency stream does: the list is read again.
    await queryClient.invalidateQueries({ queryKey: ['supervision', 'agence-demo'] });
    expect(await screen.findByRole('article', { name: 'Alerte SOS — Paul Durand' })).toBeInTheDocument();
    await waitFor(() => expect(chime).toHaveBeenCalledTimes(1));
  });
});
