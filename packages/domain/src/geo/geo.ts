/** A point on the Earth, in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

// The mean Earth radius (IUGG). The sites' place index measures with the same function (in km).
const EARTH_RADIUS_M = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in kilometres between two points (haversine). */
export const distanceKm = (a: LatLng, b: LatLng): number => distanceMetres(a, b) / 1000;

/** The Earth's mean radius in kilometres, for callers that reason in angles (a search box around a point). */
export const EARTH_RADIUS_KM = EARTH_RADIUS_M / 1000;

/** The point `metres` away from `from` towards `bearingDegrees` (0 north, 90 east): for tests and traces. */
export function offsetPoint(from: LatLng, metres: number, bearingDegrees: number): LatLng {
  const d = metres / EARTH_RADIUS_M;
  const bearing = toRadians(bearingDegrees);
  const lat1 = toRadians(from.latitude);
  const lon1 = toRadians(from.longitude);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lon2 =
    lon1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
}
