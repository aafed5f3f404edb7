import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../geo/geo.ts';
import { buildPlaceIndex, type PlaceRecord } from './place-index.ts';

const place = (
  city: string,
  zipcode: string,
  citycode: string,
  latitude: number,
  longitude: number,
  population = 1000,
  communeCode = citycode,
): PlaceRecord => ({ city, zipcode, citycode, communeCode, latitude, longitude, population });

const places: PlaceRecord[] = [
  place('Paris', '75001', '75101', 48.8626, 2.3363, 2_100_000, '75056'),
  place('Paris', '75004', '75104', 48.8543, 2.3576, 2_100_000, '75056'),
  place('Paris', '75008', '75108', 48.8727, 2.3125, 2_100_000, '75056'),
  place('Gennevilliers', '92230', '92036', 48.9325, 2.2907, 48_000),
  place('Saint-Denis', '93200', '93066', 48.9362, 2.3574, 113_000),
  place('Saint-Denis', '97400', '97411', -20.8823, 55.4504, 153_000),
  place('Le Port', '97420', '97407', -20.9372, 55.2919, 33_000),
  place('Rue', '80120', '80688', 50.2714, 1.6681, 3_000),
  place('Port', '01460', '01307', 46.1693, 5.5604, 700),
  place('Tours', '37000', '37261', 47.3858, 0.6886, 137_000),
  place('Tours', '37100', '37261', 47.4164, 0.6935, 137_000),
  place('Tours', '37200', '37261', 47.3661, 0.7044, 137_000),
  place('Saint-Étienne', '42000', '42218', 45.4347, 4.3903, 173_000),
  place('Saint-Étienne-du-Rouvray', '76800', '76575', 49.3781, 1.105, 28_000),
  place('Strasbourg', '67000', '67482', 48.5734, 7.7521, 290_000),
];
const index = buildPlaceIndex(places);
const cities = (text: string, limit = 5) => index.search(text, limit).map((p) => `${p.zipcode} ${p.city}`);

describe('PlaceIndex.nearest', () => {
  it('answers the nearest place within 15 km, with its postcode', () => {
    expect(index.nearest({ latitude: 48.8661, longitude: 2.3215 })?.place).toMatchObject({ zipcode: '75008' });
    expect(index.nearest({ latitude: 48.8556, longitude: 2.358 })?.place).toMatchObject({ zipcode: '75004' });
    expect(index.nearest({ latitude: 48.9377, longitude: 2.2902 })?.place.city).toBe('Gennevilliers');
    expect(index.nearest({ latitude: -20.9, longitude: 55.45 })?.place.zipcode).toBe('97400');
    expect(index.nearest({ latitude: 47.41, longitude: 0.69 })?.place.zipcode).toBe('37100');
  });

  it('finds nothing in the open sea, abroad or at the poles', () => {
    expect(index.nearest({ latitude: 46.5, longitude: -6 })).toBeNull();
    expect(index.nearest({ latitude: 40.7128, longitude: -74.006 })).toBeNull();
    expect(index.nearest({ latitude: 90, longitude: 0 })).toBeNull();
    expect(index.nearest({ latitude: Number.NaN, longitude: 2 })).toBeNull();
  });

  it('is the nearest of all places within the distance, wherever the point (against a full scan)', () => {
    const arbPoint = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    // Random places anywhere (antimeridian and poles included) and points near them, so that matches happen.
    const arbCase = fc.array(arbPoint, { minLength: 1, maxLength: 60 }).chain((points) =>
      fc.tuple(
        fc.constant(points),
        fc.oneof(
          arbPoint,
          fc
            .tuple(fc.constantFrom(...points), fc.double({ min: -0.3, max: 0.3, noNaN: true }))
            .map(([p, d]) => ({ latitude: Math.max(-90, Math.min(90, p.latitude + d)), longitude: p.longitude - d })),
        ),
        fc.double({ min: 0, max: 200, noNaN: true }),
      ),
    );
    fc.assert(
      fc.property(arbCase, ([points, point, maxKm]) => {
        const randomPlaces = points.map((p, i) => place(`P${i}`, '00000', String(i), p.latitude, p.longitude));
        const found = buildPlaceIndex(randomPlaces).nearest(point, maxKm);
        const nearest = Math.min(...randomPlaces.map((p) => distanceKm(point, p)));
        if (nearest > maxKm) return found === null;
        return found !== null && found.distanceKm === nearest;
      }),
      { numRuns: 300 },
    );
  });
});

describe('PlaceIndex.search', () => {
  it('finds a town by its name as typed, one line per commune, the largest first', () => {
    expect(cities('gennev')).toEqual(['92230 Gennevilliers']);
    expect(cities('Paris')).toEqual(['75001 Paris']);
    expect(cities('tours')).toEqual(['37000 Tours']);
    expect(cities('saint denis')).toEqual(['97400 Saint-Denis', '93200 Saint-Denis']);
    expect(cities('st etienne')).toEqual(['42000 Saint-Étienne', '76800 Saint-Étienne-du-Rouvray']);
    expect(cities('SAINT-ÉTIENNE-DU-ROUV')).toEqual(['76800 Saint-Étienne-du-Rouvray']);
  });

  it('puts the exact name before longer ones and respects the limit', () => {
    expect(cities('port')).toEqual(['01460 Port', '97420 Le Port']);
    expect(cities('saint', 2)).toHaveLength(2);
  });

  it('answers every postcode of a town when a postcode is typed, or its first digits', () => {
    expect(cities('75008')).toEqual(['75008 Paris']);
    expect(cities('370')).toEqual(['37000 Tours']);
    expect(cities('37')).toEqual(['37000 Tours', '37100 Tours', '37200 Tours']);
    expect(cities('Tours 37200')).toEqual(['37200 Tours']);
    expect(cities('Paris 92230')).toEqual([]);
  });

  it('finds the town of an address typed whole, the town named last first', () => {
    expect(cities('10 rue de Rivoli Paris')[0]).toBe('75001 Paris');
    expect(cities('12 rue du Port Gennevilliers')).toEqual(['92230 Gennevilliers', '01460 Port', '80120 Rue']);
    expect(cities('12 rue du Port 92230 Gennevilliers')).toEqual(['92230 Gennevilliers']);
  });

  it('finds nothing for unknown names or empty texts', () => {
    expect(cities('Zzyzx')).toEqual([]);
    expect(cities('  -- ')).toEqual([]);
  });
});
