import type { LatLng } from '../geo/geo.ts';
import { REVERSE_GEOCODING_MAX_KM } from './geocoding-schemas.ts';
import { buildPointGrid } from './place-grid.ts';
import { buildPlaceNames, type NamedPlace } from './place-names.ts';
import { parsePlaceQuery } from './place-text.ts';

/**
 * A town, or one postcode of a town, with the point that stands for it: the commune's centre, or the middle of
 * the postcode's addresses where a commune has several (Paris by arrondissement, Tours 37000, 37100, 37200).
 */
export interface PlaceRecord extends NamedPlace, LatLng {
  /** The INSEE code of the commune, or of the arrondissement in Paris, Lyon and Marseille. */
  citycode: string;
}

/** A place found near a point, and how far. */
export interface NearPlace {
  place: PlaceRecord;
  distanceKm: number;
}

/** Reverse geocoding and town search over a list of places, without any I/O. */
export interface PlaceIndex {
  readonly size: number;
  /** The nearest place within `maxKm` (15 km by default) of a point, or null. */
  nearest(point: LatLng, maxKm?: number): NearPlace | null;
  /** Towns matching a text (a name, its first letters, a postcode, or an address ending with the town). */
  search(text: string, limit: number): PlaceRecord[];
}

/** Indexes places for nearest-neighbour and name queries; build it once and keep it. */
export function buildPlaceIndex(places: readonly PlaceRecord[]): PlaceIndex {
  const grid = buildPointGrid(places);
  const names = buildPlaceNames(places);
  return {
    size: places.length,
    nearest(point, maxKm = REVERSE_GEOCODING_MAX_KM) {
      const found = grid.nearest(point, maxKm);
      return found ? { place: places[found.index], distanceKm: found.distanceKm } : null;
    },
    search(text, limit) {
      return names.search(parsePlaceQuery(text), limit).map((index) => places[index]);
    },
  };
}
