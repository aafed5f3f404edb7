import 'fake-indexeddb/auto';
import type { FieldCircuit, FieldCircuitStop } from '@securite/domain/field/field-circuit-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { activeServiceHref } from './active-service.ts';
import { CircuitPage } from './circuit-page.tsx';
import { fieldSync } from './field-runtime.ts';
import { fieldDatabase } from './queue/field-db.ts';
import { enqueue } from './queue/field-queue.ts';
import { TourPage } from './tour-page.tsx';
import { circuitSnapshots } from './use-field-circuit.ts';

const CIRCUIT = '55555555-5555-4555-8555-555555555555';
const NORTH = '66666666-6666-4666-8666-666666666666';
const CENTRE = '77777777-7777-4777-8777-777777777777';
const BASE = '/api/agency/agence-demo';

const stop = (id: string, name: string, address: string | null, start: string, end: string): FieldCircuitStop => ({
  id,
  reference: `S-${name}`,
  status: ServiceStatus.Planned,
  startAt: `2026-11-24T${start}:00.000Z`,
  endAt: `2026-11-24T${end}:00.000Z`,
  realStartAt: null,
  realEndAt: null,
  postTitle: null,
  site: { id: `site-${id}`, name, address },
});

/** A tour of two sites as the server gives it. */
const tour = (status: ServiceStatus = ServiceStatus.Planned): FieldCircuit => ({
  id: CIRCUIT,
  reference: 'C-1',
  name: 'Tournée des entrepôts',
  status,
  startAt: '2026-11-24T07:00:00.000Z',
  endAt: '2026-11-24T11:00:00.000Z',
  realStartAt: status === ServiceStatus.Planned ? null : '2026-11-24T06:58:00.000Z',
  realEndAt: null,
  stops: [
    stop(NORTH, 'Entrepôt Nord', '12 rue des Docks, 93200 Saint-Denis', '07:00', '08:30'),
    stop(CENTRE, 'Magasin Centre', null, '09:00', '11:00'),
  ],
});

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
type Sent = { type: string; serviceId: string; location?: unknown };

beforeEach(async () => {
  const db = fieldDatabase();
  await db.messages.clear();
  await db.services.clear();
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 48.93, longitude: 2.36, accuracy: 9, altitude: null } } as GeolocationPosition),
    },
  });
});

afterEach(() => {
  fieldSync().stop();
  vi.unstubAllGlobals();
});

async function confirmIn(title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

const queued = async () =>
  (await fieldDatabase().messages.orderBy('seq').toArray()).map((m) => [m.body.type, m.serviceId]);

describe('TourPage', () => {
  it('shows the tour from the server, stops in order, and starts it after confirmation', async () => {
    const sent: Sent[] = [];
    mockApi({
      [`GET ${BASE}/field/circuit/${CIRCUIT}`]: () => json(tour()),
      [`POST ${BASE}/field/message`]: ({ body }) => {
        sent.push(body as Sent);
        return new Promise(() => {});
      },
    });
    const { router } = renderWithSession(<TourPage />, fixtures.agent, {
      path: `/terrain/tournee/${CIRCUIT}`,
      pattern: '/terrain/tournee/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournée des entrepôts' })).toBeInTheDocument();
    const stops = within(screen.getByRole('list', { name: 'Étapes' })).getAllByRole('listitem');
    expect(stops.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Étape 1 : Entrepôt Nord',
      'Étape 2 : Magasin Centre',
    ]);
    expect(within(stops[0]).getByText('12 rue des Docks, 93200 Saint-Denis')).toBeInTheDocument();
    expect(within(stops[0]).getByText('À visiter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Commencer la tournée' }));
    await confirmIn('Commencer la tournée ?', 'Commencer la tournée');
    await waitFor(() => expect(router?.state.location.pathname).toBe(`/terrain/circuitActif/${CIRCUIT}`));
    expect(await queued()).toEqual([['service.start', CIRCUIT]]);
    await waitFor(() => expect(sent).toMatchObject([{ type: 'service.start', location: { latitude: 48.93 } }]));
    // The root route now opens the circuit screen.
    expect(await activeServiceHref('agence-demo', 'membre-agent')).toBe(`/terrain/circuitActif/${CIRCUIT}`);
  });

  it('refuses to start the tour while another service is under way on the phone', async () => {
    await fieldDatabase().services.put({
      id: '12121212-1212-4212-8212-121212121212',
      agencyId: 'agence-demo',
      agentId: 'membre-agent',
      siteName: 'Centre commercial Les Arcades',
      startAt: '2026-11-24T07:00:00Z',
      endAt: '2026-11-24T15:00:00Z',
      isCircuit: false,
      status: ServiceStatus.Started,
      realStartAt: '2026-11-24T07:02:00Z',
      realEndAt: null,
    });
    mockApi({ [`GET ${BASE}/field/circuit/${CIRCUIT}`]: () => json(tour()) });
    renderWithSession(<TourPage />, fixtures.agent, {
      path: `/terrain/tournee/${CIRCUIT}`,
      pattern: '/terrain/tournee/:id',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Commencer la tournée' }));
    expect(await screen.findByText('Un service est actif')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await fieldDatabase().messages.count()).toBe(0);
  });

  it('tells the agent when the phone has never seen the tour and the network is away', async () => {
    mockApi({ [`GET ${BASE}/field/circuit/${CIRCUIT}`]: offline });
    renderWithSession(<TourPage />, fixtures.agent, {
      path: `/terrain/tournee/${CIRCUIT}`,
      pattern: '/terrain/tournee/:id',
    });
    expect(await screen.findByText(/Cette tournée n’est pas disponible sur ce téléphone/)).toBeInTheDocument();
  });
});

describe('CircuitPage', () => {
  async function startedTourOnPhone() {
    await fieldDatabase().services.bulkPut(
      circuitSnapshots(tour(ServiceStatus.Started), 'agence-demo', 'membre-agent'),
    );
  }
  const renderPage = () =>
    renderWithSession(<CircuitPage />, fixtures.agent, {
      path: `/terrain/circuitActif/${CIRCUIT}`,
      pattern: '/terrain/circuitActif/:slug',
    });
  const stopItem = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });

  it('runs the tour offline: arrival, departure and end queued in order, each state shown at once', async () => {
    await startedTourOnPhone();
    mockApi({ [`GET ${BASE}/field/circuit/${CIRCUIT}`]: offline, [`POST ${BASE}/field/message`]: offline });
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Tournée en cours' })).toBeInTheDocument();
    await userEvent.click(within(stopItem('Entrepôt Nord')).getByRole('button', { name: 'Arrivée sur le site' }));
    await confirmIn('Arrivée sur le site ?', 'Arrivée sur le site');
    expect(await within(stopItem('Entrepôt Nord')).findByText('Sur place')).toBeInTheDocument();
    expect(
      await screen.findByText("Certains éléments concernant le service n'ont pas été transmis au serveur."),
    ).toBeInTheDocument();
    // One site at a time: the other stop offers no arrival while the agent is on this one.
    expect(within(stopItem('Magasin Centre')).queryByRole('button')).not.toBeInTheDocument();
    // The tour does not end while the agent is on a site.
    await userEvent.click(screen.getByRole('button', { name: 'Terminer la tournée' }));
    expect(await screen.findByText('Quittez le site en cours avant de terminer la tournée')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(stopItem('Entrepôt Nord')).getByRole('button', { name: 'Départ du site' }));
    await confirmIn('Départ du site ?', 'Départ du site');
    expect(await within(stopItem('Entrepôt Nord')).findByText('Site quitté')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terminer la tournée' }));
    const end = await screen.findByRole('dialog', { name: 'Terminer la tournée ?' });
    expect(within(end).getByText('1 site visité sur 2.')).toBeInTheDocument();
    await userEvent.click(within(end).getByRole('button', { name: 'Terminer la tournée' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/terrain'));
    expect(await queued()).toEqual([
      ['service.start', NORTH],
      ['service.end', NORTH],
      ['service.end', CIRCUIT],
    ]);
    expect(await activeServiceHref('agence-demo', 'membre-agent')).toBeNull();
  });

  it('pauses the tour: no arrival while paused, the break ends and the tour goes on', async () => {
    await startedTourOnPhone();
    mockApi({ [`GET ${BASE}/field/circuit/${CIRCUIT}`]: offline, [`POST ${BASE}/field/message`]: offline });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Démarrer une pause' }));
    await confirmIn('Démarrer une pause ?', 'Confirmer');
    expect(await screen.findByRole('heading', { name: 'Tournée en pause' })).toBeInTheDocument();
    expect(within(stopItem('Entrepôt Nord')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terminer la pause' }));
    await confirmIn('Mettre fin à la pause ?', 'Confirmer');
    expect(await screen.findByRole('heading', { name: 'Tournée en cours' })).toBeInTheDocument();
    expect(await queued()).toEqual([
      ['break.start', CIRCUIT],
      ['break.end', CIRCUIT],
    ]);
  });

  it('refuses an arrival with the spec’s words while the phone holds unsent messages', async () => {
    await startedTourOnPhone();
    await enqueue(fieldDatabase(), 'agence-demo', {
      uuid: '88888888-8888-4888-8888-888888888888',
      type: 'service.end',
      serviceId: '99999999-9999-4999-8999-999999999999',
      deviceAt: new Date().toISOString(),
    });
    mockApi({ [`GET ${BASE}/field/circuit/${CIRCUIT}`]: offline, [`POST ${BASE}/field/message`]: offline });
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: /Entrepôt Nord/ })).getByRole('button', {
        name: 'Arrivée sur le site',
      }),
    );
    expect(await screen.findByText('Le service doit être synchronisé avec le serveur')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await fieldDatabase().messages.count()).toBe(1);
  });

  it('follows the server once the queue is empty, and sends an agent on a stop to the circuit screen', async () => {
    await startedTourOnPhone();
    const fresh = tour(ServiceStatus.Started);
    fresh.stops[0] = { ...fresh.stops[0], status: ServiceStatus.Started, realStartAt: '2026-11-24T07:03:00.000Z' };
    mockApi({ [`GET ${BASE}/field/circuit/${CIRCUIT}`]: () => json(fresh) });
    renderPage();
    await screen.findByRole('listitem', { name: /Entrepôt Nord/ });
    expect(await within(stopItem('Entrepôt Nord')).findByText('Sur place')).toBeInTheDocument();
    expect(within(stopItem('Entrepôt Nord')).getByText(/^Arrivée \d\d:03$/)).toBeInTheDocument();
    expect(within(stopItem('Entrepôt Nord')).getByRole('button', { name: 'Départ du site' })).toBeInTheDocument();
    await fieldDatabase().services.update(CIRCUIT, { status: ServiceStatus.Planned });
    expect(await activeServiceHref('agence-demo', 'membre-agent')).toBe(`/terrain/circuitActif/${CIRCUIT}`);
  });

  it('sends a tour not yet started to its tour screen', async () => {
    await fieldDatabase().services.bulkPut(circuitSnapshots(tour(), 'agence-demo', 'membre-agent'));
    mockApi({ [`GET ${BASE}/field/circuit/${CIRCUIT}`]: offline });
    const { router } = renderPage();
    await waitFor(() => expect(router?.state.location.pathname).toBe(`/terrain/tournee/${CIRCUIT}`));
  });
});
