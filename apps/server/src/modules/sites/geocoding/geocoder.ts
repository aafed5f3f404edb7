import { distanceKm, type LatLng } from '@securite/domain/geo/geo';
import {
  type GeocodingSearchResponse,
  REVERSE_GEOCODING_MAX_KM,
  type ReverseGeocodingResponse,
} from '@securite/domain/sites/geocoding-schemas';
import type { Logger } from 'pino';
import type { GeocoderConfig } from '../../../config.ts';
import type { OffThread } from '../../../pdf/off-thread.ts';
import { type BanClient, createBanClient } from './ban-client.ts';
import type { CommunePlaces } from './commune-places.ts';
import { createLocalGeocoder, type LocalGeocoder } from './local-geocoder.ts';

/** Address search and reverse geocoding; each answer says which source gave it. */
export interface Geocoder {
  search(q: string, limit: number): Promise<GeocodingSearchResponse>;
  /** The address of a point, or null when nothing is known within 15 km. */
  reverse(point: LatLng): Promise<ReverseGeocodingResponse | null>;
  local: LocalGeocoder;
}

/**
 * The national address geocoder when configured and reachable, the commune table otherwise (or when the geocoder
 * finds nothing): a failure of the geocoder never fails the request.
 */
export function createGeocoder(options: {
  config: GeocoderConfig;
  log: Logger;
  offThread: OffThread;
  now?: () => number;
}): Geocoder {
  const { config, log, offThread } = options;
  const ban: BanClient | null = config.url ? createBanClient({ ...config, url: config.url }, log, options.now) : null;
  const module = new URL('./local-places.ts', import.meta.url);
  const local = createLocalGeocoder(() => offThread.run<CommunePlaces>(module, 'loadCommunePlaces', []));

  return {
    local,
    async search(q, limit) {
      const found = await ban?.search(q, limit);
      if (found && found.length > 0) return { source: 'ban', results: found.slice(0, limit) };
      return { source: 'local', results: await local.search(q, limit) };
    },
    async reverse(point) {
      // The geocoder answers the nearest address however far; past 15 km it is not this point's address.
      const [nearest] = (await ban?.reverse(point)) ?? [];
      const place =
        nearest && distanceKm(point, nearest.location) <= REVERSE_GEOCODING_MAX_KM
          ? nearest
          : await local.reverse(point);
      if (!place) return null;
      return {
        city: place.city,
        zipcode: place.zipcode,
        street: place.street,
        label: place.label,
        source: place === nearest ? 'ban' : 'local',
      };
    },
  };
}
