import { type Commune, frenchCommunes } from './french-communes.ts';

/** A point further than this from every known commune centre is not located (spec: 'Impossible de localiser la ville.'). */
export const REVERSE_GEOCODING_MAX_KM = 15;

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres between two points (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface GeocodedPlace {
  city: string;
  zipcode: string;
  /** The offline table knows towns, not streets. */
  street: string | null;
  distanceKm: number;
}

/** The nearest known commune within 15 km of a point, or null. */
export function reverseGeocode(
  point: { latitude: number; longitude: number },
  communes: readonly Commune[] = frenchCommunes,
  maxKm = REVERSE_GEOCODING_MAX_KM,
): GeocodedPlace | null {
  let best: GeocodedPlace | null = null;
  for (const [city, zipcode, latitude, longitude] of communes) {
    const distance = distanceKm(point, { latitude, longitude });
    if (distance <= maxKm && (best === null || distance < best.distanceKm)) {
      best = { city, zipcode, street: null, distanceKm: distance };
    }
  }
  return best;
}
