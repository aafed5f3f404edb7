import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { ContactAgencyPage } from './contact-agency-page.tsx';
import { fieldSync } from './field-runtime.ts';
import { fieldDatabase } from './queue/field-db.ts';
import { StartServicePage } from './start-service-page.tsx';

const BASE = '/api/agency/agence-demo';
const options = {
  agency: { name: 'Agence Démo', phone: '01 23 45 67 89', email: 'contact@agence.test', address: '1 rue de Paris' },
  activityTypes: [
    { key: 'gardiennage', label: 'Gardiennage' },
    { key: 'ouverture', label: 'Ouverture de site' },
  ],
  sites: [{ id: '55555555-5555-4555-8555-555555555555', name: 'Entrepôt Nord', address: 'Saint-Denis' }],
  canStartUnplanned: true,
};

beforeEach(async () => {
  localStorage.clear();
  const db = fieldDatabase();
  await db.messages.clear();
  await db.services.clear();
});

describe('StartServicePage', () => {
  it('lists the activity types, then starts an intervention on a site until the end foreseen', async () => {
    mockApi({
      [`GET ${BASE}/field/start-options`]: () => json(options),
      [`POST ${BASE}/field/message`]: () => new Promise(() => {}),
    });
    const { router } = renderWithSession(<StartServicePage kind="intervention" />, fixtures.agent, {
      path: '/terrain/intervention',
      pattern: '/terrain/intervention/:activityType?',
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Ouverture de site' }));
    expect(await screen.findByRole('heading', { name: 'Ouverture de site' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Démarrer l’intervention' }));
    expect(await screen.findByText('Choisissez le site.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: /Entrepôt Nord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Démarrer l’intervention' }));
    const confirm = await screen.findByRole('dialog', { name: 'Prendre ce service ?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Prendre le service' }));
    const noGps = await screen.findByRole('dialog', { name: 'La localisation GPS est impossible.' });
    await userEvent.click(within(noGps).getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router?.state.location.pathname).toMatch(/^\/terrain\/serviceActif\//));
    const [queued] = await fieldDatabase().messages.toArray();
    expect(queued.body).toMatchObject({
      type: 'service.start',
      create: { kind: 'intervention', siteId: options.sites[0].id, activityType: 'ouverture' },
    });
    expect(new Date(queued.body.create?.endAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(router?.state.location.pathname).toBe(`/terrain/serviceActif/${queued.serviceId}`);
    fieldSync().stop();
  });

  it('keeps the options on the phone: offline, the last ones show', async () => {
    mockApi({ [`GET ${BASE}/field/start-options`]: () => json(options) });
    const first = renderWithSession(<ContactAgencyPage />, fixtures.agent, { path: '/terrain/contactAgence' });
    expect(await screen.findByRole('link', { name: 'Appeler le 01 23 45 67 89' })).toHaveAttribute(
      'href',
      'tel:0123456789',
    );
    first.unmount();
    mockApi({ [`GET ${BASE}/field/start-options`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithSession(<StartServicePage kind="unplanned" />, fixtures.agent, { path: '/servicesNonPlanifies' });
    expect(await screen.findByRole('button', { name: 'Démarrer le service' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeInTheDocument();
  });

  it('says when nothing is known yet offline', async () => {
    mockApi({ [`GET ${BASE}/field/start-options`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithSession(<ContactAgencyPage />, fixtures.agent, { path: '/terrain/contactAgence' });
    expect(
      await screen.findByText('Les coordonnées de l’agence s’afficheront dès que le téléphone aura du réseau.'),
    ).toBeInTheDocument();
  });
});
