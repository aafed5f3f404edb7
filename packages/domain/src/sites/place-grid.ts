import { distanceKm, EARTH_RADIUS_KM, type LatLng } from '../geo/geo.ts';

// A tenth of a degree: about 11 km north–south, 7 km east–west in France, a handful of communes per cell.
const CELL_DEG = 0.1;
const COLUMNS = 3600;
const ROWS = 1800;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

const columnOf = (longitude: number) => ((Math.floor((longitude + 180) / CELL_DEG) % COLUMNS) + COLUMNS) % COLUMNS;
const rowOf = (latitude: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / CELL_DEG)));

/** The nearest indexed point to a point and how far it is. */
export interface Nearest {
  index: number;
  distanceKm: number;
}

/**
 * Points bucketed in cells of a tenth of a degree, for nearest-neighbour queries within a few kilometres: a query
 * reads only the cells that the circle around the point can touch, whatever the number of points.
 */
export interface PointGrid {
  nearest(point: LatLng, maxKm: number): Nearest | null;
}

/** Builds the grid over points (their positions in the array are the indexes `nearest` answers). */
export function buildPointGrid(points: readonly LatLng[]): PointGrid {
  const latitudes = Float64Array.from(points, (p) => p.latitude);
  const longitudes = Float64Array.from(points, (p) => p.longitude);
  const buckets = new Map<number, number[]>();
  points.forEach((p, i) => {
    const key = rowOf(p.latitude) * COLUMNS + columnOf(p.longitude);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(i);
    else buckets.set(key, [i]);
  });
  const cells = new Map<number, Int32Array>([...buckets].map(([key, list]) => [key, Int32Array.from(list)]));

  return {
    nearest(point, maxKm) {
      if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude) || !(maxKm >= 0)) return null;
      const angle = maxKm / EARTH_RADIUS_KM;
      const dLat = toDegrees(angle) + CELL_DEG / 100;
      const rowMin = rowOf(point.latitude - dLat);
      const rowMax = rowOf(point.latitude + dLat);
      // The widest longitude the circle reaches (spherical cap); the whole ring of cells near a pole.
      const sinSpan = Math.sin(angle) / Math.cos(toRadians(point.latitude));
      const reachesPole = Math.abs(point.latitude) + toDegrees(angle) >= 90 || sinSpan >= 1;
      const dLon = reachesPole ? 180 : toDegrees(Math.asin(sinSpan)) + CELL_DEG / 100;
      const firstColumn = Math.floor((point.longitude - dLon + 180) / CELL_DEG);
      const columnCount = Math.min(COLUMNS, Math.floor((point.longitude + dLon + 180) / CELL_DEG) - firstColumn + 1);
      let best: Nearest | null = null;
      for (let row = rowMin; row <= rowMax; row++) {
        for (let c = 0; c < columnCount; c++) {
          const column = (((firstColumn + c) % COLUMNS) + COLUMNS) % COLUMNS;
          const cell = cells.get(row * COLUMNS + column);
          if (!cell) continue;
          for (const index of cell) {
            const d = distanceKm(point, { latitude: latitudes[index], longitude: longitudes[index] });
            if (d <= maxKm && (best === null || d < best.distanceKm)) best = { index, distanceKm: d };
          }
        }
      }
      return best;
    },
  };
}
