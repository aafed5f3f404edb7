import type { LatLng } from '@securite/domain/geo/geo';
import type { GeocodedPlace } from '@securite/domain/sites/geocoding-schemas';
import { buildPlaceIndex, type PlaceIndex, type PlaceRecord } from '@securite/domain/sites/place-index';
import type { CommunePlaces } from './commune-places.ts';

/** The server's own answers: towns only, from the official list of communes. */
export interface LocalGeocoder {
  /** The index, loaded on first use; later calls share it. */
  ready(): Promise<{ index: PlaceIndex; unplaced: string[]; loadMs: number }>;
  search(q: string, limit: number): Promise<GeocodedPlace[]>;
  /** The nearest town within 15 km, or null. */
  reverse(point: LatLng): Promise<GeocodedPlace | null>;
}

const asPlace = (p: PlaceRecord): GeocodedPlace => ({
  label: `${p.zipcode} ${p.city}`,
  street: null,
  zipcode: p.zipcode,
  city: p.city,
  citycode: p.citycode,
  type: 'municipality',
  location: { latitude: p.latitude, longitude: p.longitude },
});

/** A local geocoder over places that `load` gives once (on a worker thread in the server). */
export function createLocalGeocoder(load: () => Promise<CommunePlaces>): LocalGeocoder {
  let loading: ReturnType<LocalGeocoder['ready']> | null = null;
  const ready = () => {
    loading ??= (async () => {
      const started = performance.now();
      const { places, unplaced } = await load();
      return { index: buildPlaceIndex(places), unplaced, loadMs: performance.now() - started };
    })();
    // A failed load (a broken install) is tried again on the next request rather than remembered.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    ready,
    async search(q, limit) {
      return (await ready()).index.search(q, limit).map(asPlace);
    },
    async reverse(point) {
      const near = (await ready()).index.nearest(point);
      return near ? asPlace(near.place) : null;
    },
  };
}
