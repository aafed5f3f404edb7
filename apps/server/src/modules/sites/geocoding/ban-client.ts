import type { LatLng } from '@securite/domain/geo/geo';
import {
  type GeocodedPlace,
  type GeocodedPlaceType,
  geocodedPlaceTypes,
} from '@securite/domain/sites/geocoding-schemas';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { GeocoderConfig } from '../../../config.ts';

// The GeoJSON both /search and /reverse answer (BAN's shape, kept by the Géoplateforme's geocoder).
const zBanFeature = z.object({
  geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
  properties: z.object({
    label: z.string(),
    name: z.string().optional(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    postcode: z.string(),
    city: z.string(),
    citycode: z.string().optional(),
    type: z.string().optional(),
  }),
});
const zBanCollection = z.object({ features: z.array(z.unknown()) });

/** The geocoder's features as places; features it describes oddly (no town, no point) are left out. */
function placesOf(body: unknown): GeocodedPlace[] | null {
  const collection = zBanCollection.safeParse(body);
  if (!collection.success) return null;
  return collection.data.features.flatMap((raw) => {
    const feature = zBanFeature.safeParse(raw);
    if (!feature.success) return [];
    const [longitude, latitude] = feature.data.geometry.coordinates;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return [];
    const p = feature.data.properties;
    const type: GeocodedPlaceType = geocodedPlaceTypes.find((t) => t === p.type) ?? 'locality';
    const streetLine =
      type === 'municipality' ? null : (p.name ?? ([p.housenumber, p.street].filter(Boolean).join(' ') || null));
    return [
      {
        label: p.label,
        street: streetLine,
        zipcode: p.postcode,
        city: p.city,
        citycode: p.citycode ?? null,
        type,
        location: { latitude, longitude },
      },
    ];
  });
}

/** The geocoder's places, or null when it did not answer usefully (then the server's own table answers). */
export interface BanClient {
  search(q: string, limit: number): Promise<GeocodedPlace[] | null>;
  reverse(point: LatLng): Promise<GeocodedPlace[] | null>;
}

/**
 * Calls the national address geocoder with a short timeout and no retry. After a failure (no connection, timeout,
 * a 5xx or 429, an answer that is not its GeoJSON) it is not called again for `backoffMs`: a service that is down
 * or unreachable costs one slow request per period, not one per keystroke.
 */
export function createBanClient(config: GeocoderConfig & { url: string }, log: Logger, now = Date.now): BanClient {
  let downUntil = 0;

  const call = async (endpoint: 'search' | 'reverse', params: Record<string, string>) => {
    if (now() < downUntil) return null;
    const url = `${config.url}/${endpoint}?${new URLSearchParams(params)}`;
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(config.timeoutMs),
        headers: { accept: 'application/json' },
      });
      // A refused query (too short, odd characters) says nothing about the service: no backoff, our table answers.
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const places = placesOf(await response.json());
      if (!places) throw new Error('not the geocoder’s GeoJSON');
      if (downUntil !== 0) log.info({ endpoint }, 'geocoder: answering again');
      downUntil = 0;
      return places;
    } catch (error) {
      // The back-off first: whatever the log line does, the next keystrokes do not wait on the geocoder.
      const firstFailure = downUntil === 0;
      downUntil = now() + config.backoffMs;
      if (firstFailure) {
        log.warn(
          { endpoint, err: error instanceof Error ? error.message : String(error), retryInMs: config.backoffMs },
          'geocoder unreachable: the commune table answers meanwhile',
        );
      }
      return null;
    }
  };

  return {
    search: (q, limit) => call('search', { q, limit: String(limit), autocomplete: '1' }),
    reverse: (point) => call('reverse', { lon: String(point.longitude), lat: String(point.latitude), limit: '1' }),
  };
}
