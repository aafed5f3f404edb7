import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../api/token-store.ts';
import { fixtures } from '../test/fixtures.ts';
import { json, mockApi } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';

describe('maintenance', () => {
  it('shows the server message on 503 and comes back when the maintenance is over', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let inMaintenance = true;
    mockApi({
      'GET /api/user': () =>
        inMaintenance
          ? json({ code: 'MAINTENANCE', message: 'Mise à jour en cours, retour à 14 h.' }, 503)
          : json(fixtures.agent),
      'GET /api/maintenance-message': () =>
        json({
          active: inMaintenance,
          message: inMaintenance ? 'Mise à jour en cours' : null,
          startAt: null,
          endAt: null,
        }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Maintenance en cours' })).toBeInTheDocument();
    expect(screen.getByText('Mise à jour en cours, retour à 14 h.')).toBeInTheDocument();
    inMaintenance = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Prise de service' })).toBeInTheDocument();
  });

  it('announces a planned maintenance in a banner', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.agent),
      'GET /api/maintenance-message': () =>
        json({ active: true, message: 'Maintenance ce soir de 22 h à 23 h.', startAt: null, endAt: null }),
    });
    renderApp('/');
    expect(await screen.findByText('Maintenance ce soir de 22 h à 23 h.')).toBeInTheDocument();
  });
});
