import { distanceKm, type LatLng } from '@securite/domain/geo/geo';
import type { PlaceRecord } from '@securite/domain/sites/place-index';

/** A row of @etalab/decoupage-administratif's communes.json (INSEE's Code officiel géographique of the year). */
export interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
  population?: number;
  /** An arrondissement municipal's commune (75056 for Paris 8e). */
  commune?: string;
  /** A delegated or associated commune's chief town. */
  chefLieu?: string;
  anciensCodes?: string[];
}

/** A row of france-cities-js's cities.json: one point per commune and postcode (BAN addresses' middle). */
export interface PostcodePoint {
  insee_code: string;
  zip_code: string;
  gps_lat: number;
  gps_lng: number;
}

export interface CommunePlaces {
  places: PlaceRecord[];
  /** Codes of communes left without a point (none of their codes has one in the points' file). */
  unplaced: string[];
}

// The point a geocoder answers for « France » when it finds nothing: a few rows carry it instead of their town.
const FRANCE_FALLBACK = { latitude: 46.227638, longitude: 2.213749 };
// Further than this from the middle of its département, a point is a geocoding mistake (Guyane spans about 250 km).
const MAX_KM_FROM_DEPARTEMENT = 300;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const middleOf = (points: LatLng[]): LatLng | null =>
  points.length === 0
    ? null
    : { latitude: median(points.map((p) => p.latitude)), longitude: median(points.map((p) => p.longitude)) };

/** The plausible points by INSEE code, then by postcode. */
function pointsByCode(points: readonly PostcodePoint[], departementOf: (code: string) => string | undefined) {
  const usable = points.filter(
    (p) =>
      Number.isFinite(p.gps_lat) &&
      Number.isFinite(p.gps_lng) &&
      Math.abs(p.gps_lat) <= 90 &&
      Math.abs(p.gps_lng) <= 180 &&
      distanceKm({ latitude: p.gps_lat, longitude: p.gps_lng }, FRANCE_FALLBACK) > 0.1,
  );
  const byDepartement = new Map<string, LatLng[]>();
  for (const p of usable) {
    const departement = departementOf(p.insee_code) ?? '';
    const list = byDepartement.get(departement) ?? [];
    list.push({ latitude: p.gps_lat, longitude: p.gps_lng });
    byDepartement.set(departement, list);
  }
  const middles = new Map([...byDepartement].map(([d, list]) => [d, middleOf(list) as LatLng]));
  const byCode = new Map<string, Map<string, LatLng>>();
  for (const p of usable) {
    const point = { latitude: p.gps_lat, longitude: p.gps_lng };
    const middle = middles.get(departementOf(p.insee_code) ?? '') as LatLng;
    if (distanceKm(point, middle) > MAX_KM_FROM_DEPARTEMENT) continue;
    const zips = byCode.get(p.insee_code) ?? new Map<string, LatLng>();
    if (!zips.has(p.zip_code)) zips.set(p.zip_code, point);
    byCode.set(p.insee_code, zips);
  }
  return byCode;
}

/**
 * Every current commune of the official list, with its postcodes and population, placed with the points file:
 * one place per commune and postcode. Paris, Lyon and Marseille are placed by arrondissement (their points are
 * filed under the commune, one per postcode). A commune without a point of its own takes the middle of the
 * communes it absorbed (a commune nouvelle keeps its delegated communes' codes), else of its postcode's towns.
 */
export function joinCommunePlaces(communes: readonly EtalabCommune[], points: readonly PostcodePoint[]): CommunePlaces {
  const byCode = new Map(communes.map((c) => [c.code, c]));
  const located = pointsByCode(points, (code) => byCode.get(code)?.departement);
  const absorbed = new Map<string, string[]>();
  for (const c of communes) {
    if (!c.chefLieu || c.type === 'commune-actuelle') continue;
    const list = absorbed.get(c.chefLieu) ?? [];
    list.push(c.code);
    absorbed.set(c.chefLieu, list);
  }
  const dividedCommunes = new Set(
    communes.flatMap((c) => (c.type === 'arrondissement-municipal' && c.commune ? [c.commune] : [])),
  );
  const pointsOf = (codes: readonly string[]) => codes.flatMap((code) => [...(located.get(code)?.values() ?? [])]);
  const byZipcode = new Map<string, LatLng[]>();
  for (const zips of located.values()) {
    for (const [zipcode, point] of zips) {
      const list = byZipcode.get(zipcode) ?? [];
      list.push(point);
      byZipcode.set(zipcode, list);
    }
  }

  const places: PlaceRecord[] = [];
  const unplaced: string[] = [];
  for (const c of communes) {
    const arrondissement = c.type === 'arrondissement-municipal' && c.commune !== undefined;
    if (!arrondissement && (c.type !== 'commune-actuelle' || dividedCommunes.has(c.code))) continue;
    const parent = arrondissement ? byCode.get(c.commune as string) : c;
    const filedUnder = arrondissement ? (c.commune as string) : c.code;
    const own = located.get(filedUnder) ?? new Map<string, LatLng>();
    const postcodes = c.codesPostaux?.length ? c.codesPostaux : arrondissement ? [] : [...own.keys()];
    const ownPoints = arrondissement ? postcodes.flatMap((zip) => own.get(zip) ?? []) : [...own.values()];
    // Last resort, for the few communes missing from the points' file: the middle of their postcode's other towns.
    const centre =
      middleOf(ownPoints) ??
      middleOf(pointsOf(absorbed.get(c.code) ?? [])) ??
      middleOf(pointsOf(c.anciensCodes ?? [])) ??
      middleOf(postcodes.flatMap((zip) => byZipcode.get(zip) ?? []));
    let placed = false;
    for (const zipcode of postcodes) {
      const point = own.get(zipcode) ?? centre;
      if (!point) continue;
      placed = true;
      places.push({
        city: parent?.nom ?? c.nom,
        zipcode,
        citycode: c.code,
        communeCode: filedUnder,
        population: parent?.population ?? c.population ?? 0,
        latitude: point.latitude,
        longitude: point.longitude,
      });
    }
    if (!placed) unplaced.push(c.code);
  }
  return { places, unplaced };
}
