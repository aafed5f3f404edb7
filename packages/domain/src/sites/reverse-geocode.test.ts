import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frenchCommunes } from './french-communes.ts';
import { distanceKm, REVERSE_GEOCODING_MAX_KM, reverseGeocode } from './reverse-geocode.ts';

const arbPoint = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('reverseGeocode (offline commune table)', () => {
  it('finds the town of well-known places', () => {
    expect(reverseGeocode({ latitude: 48.8661, longitude: 2.3215 })).toMatchObject({ city: 'Paris', zipcode: '75008' });
    expect(reverseGeocode({ latitude: 48.8406, longitude: 2.5486 })).toMatchObject({
      city: 'Noisy-le-Grand',
      zipcode: '93160',
    });
    expect(reverseGeocode({ latitude: 45.7578, longitude: 4.832 })).toMatchObject({ city: 'Lyon' });
    expect(reverseGeocode({ latitude: 43.2965, longitude: 5.3698 })).toMatchObject({ city: 'Marseille', street: null });
  });

  it('finds nothing in the open sea or abroad', () => {
    expect(reverseGeocode({ latitude: 46.5, longitude: -6 })).toBeNull();
    expect(reverseGeocode({ latitude: 40.7128, longitude: -74.006 })).toBeNull();
    expect(reverseGeocode({ latitude: 0, longitude: 0 })).toBeNull();
  });

  it('answers the nearest commune, always within 15 km', () => {
    fc.assert(
      fc.property(arbPoint, (point) => {
        const place = reverseGeocode(point);
        const distances = frenchCommunes.map(([, , latitude, longitude]) => distanceKm(point, { latitude, longitude }));
        const nearest = Math.min(...distances);
        if (nearest > REVERSE_GEOCODING_MAX_KM) return place === null;
        return place !== null && Math.abs(place.distanceKm - nearest) < 1e-9;
      }),
    );
  });

  it('maps every commune centre to itself', () => {
    for (const [city, zipcode, latitude, longitude] of frenchCommunes) {
      expect(reverseGeocode({ latitude, longitude })).toMatchObject({ city, zipcode });
    }
  });

  it('has plausible data: French zipcodes, metropolitan coordinates, no duplicate zipcode', () => {
    for (const [city, zipcode, latitude, longitude] of frenchCommunes) {
      expect(zipcode, city).toMatch(/^\d{5}$/);
      expect(latitude).toBeGreaterThan(41);
      expect(latitude).toBeLessThan(51.2);
      expect(longitude).toBeGreaterThan(-5.2);
      expect(longitude).toBeLessThan(9.6);
    }
    expect(new Set(frenchCommunes.map((c) => c[1])).size).toBe(frenchCommunes.length);
    expect(frenchCommunes.length).toBeGreaterThanOrEqual(100);
  });
});

describe('distanceKm', () => {
  it('is symmetric, non-negative and zero on the same point', () => {
    fc.assert(
      fc.property(arbPoint, arbPoint, (a, b) => {
        const d = distanceKm(a, b);
        return d >= 0 && Math.abs(d - distanceKm(b, a)) < 1e-9 && distanceKm(a, a) < 1e-9;
      }),
    );
  });

  it('measures Paris to Lyon at about 392 km', () => {
    const d = distanceKm({ latitude: 48.8566, longitude: 2.3522 }, { latitude: 45.764, longitude: 4.8357 });
    expect(d).toBeGreaterThan(385);
    expect(d).toBeLessThan(400);
  });
});
