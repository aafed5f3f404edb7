import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An address the fake geocoder knows, as BAN describes it. */
export interface FakeBanAddress {
  label: string;
  name: string;
  housenumber?: string;
  street?: string;
  postcode: string;
  city: string;
  citycode: string;
  type: 'housenumber' | 'street' | 'locality' | 'municipality';
  longitude: number;
  latitude: number;
}

/** How the fake geocoder behaves: answers, answers too late, fails, answers something else than its GeoJSON. */
export type FakeBanMode = 'ok' | 'slow' | 'error' | 'garbage' | 'refused';

export interface FakeBan {
  url: string;
  mode: FakeBanMode;
  /** The paths and queries it was asked, in order. */
  requests: string[];
  close(): Promise<void>;
}

export const fakeBanAddresses: FakeBanAddress[] = [
  {
    label: '8 Boulevard du Port 80000 Amiens',
    name: '8 Boulevard du Port',
    housenumber: '8',
    street: 'Boulevard du Port',
    postcode: '80000',
    city: 'Amiens',
    citycode: '80021',
    type: 'housenumber',
    longitude: 2.290084,
    latitude: 49.897443,
  },
  {
    label: 'Rue du Port 92230 Gennevilliers',
    name: 'Rue du Port',
    street: 'Rue du Port',
    postcode: '92230',
    city: 'Gennevilliers',
    citycode: '92036',
    type: 'street',
    longitude: 2.2902,
    latitude: 48.9377,
  },
];

const feature = (a: FakeBanAddress, extra: Record<string, unknown> = {}) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [a.longitude, a.latitude] },
  properties: {
    label: a.label,
    score: 0.97,
    housenumber: a.housenumber,
    id: `${a.citycode}_0001`,
    name: a.name,
    postcode: a.postcode,
    citycode: a.citycode,
    x: 648952.58,
    y: 6977867.25,
    city: a.city,
    context: '80, Somme, Hauts-de-France',
    type: a.type,
    importance: 0.67,
    street: a.street,
    ...extra,
  },
});

/**
 * A local HTTP server speaking the national address geocoder's /search and /reverse (GeoJSON FeatureCollection,
 * coordinates as [lon, lat]), so tests exercise the real client without the internet.
 */
export async function startFakeBan(addresses: FakeBanAddress[] = fakeBanAddresses): Promise<FakeBan> {
  const state = { mode: 'ok' as FakeBanMode, requests: [] as string[] };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    state.requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (state.mode === 'slow') return void setTimeout(() => send(200, { features: [] }), 2000);
    if (state.mode === 'error') return send(502, '<html>Bad Gateway</html>');
    if (state.mode === 'garbage') return send(200, { hello: 'world' });
    if (state.mode === 'refused') return send(400, { code: 400, message: 'q must contain at least 3 chars' });
    let features: unknown[] = [];
    if (url.pathname.endsWith('/search')) {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 5);
      features = addresses
        .filter((a) => a.label.toLowerCase().includes(q) || q.includes(a.city.toLowerCase()))
        .slice(0, limit)
        .map((a) => feature(a));
    } else if (url.pathname.endsWith('/reverse')) {
      const lon = Number(url.searchParams.get('lon'));
      const lat = Number(url.searchParams.get('lat'));
      const nearest = [...addresses].sort(
        (a, b) => Math.hypot(a.longitude - lon, a.latitude - lat) - Math.hypot(b.longitude - lon, b.latitude - lat),
      )[0];
      features = nearest ? [feature(nearest, { distance: 12 })] : [];
    } else return send(404, { message: 'Not found' });
    send(200, { type: 'FeatureCollection', version: 'draft', features, attribution: 'BAN', licence: 'ETALAB-2.0' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/geocodage`,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeBanMode) {
      state.mode = mode;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
