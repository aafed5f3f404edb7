import { readFile } from 'node:fs/promises';
import { distanceKm } from '@securite/domain/geo/geo';
import { describe, expect, it } from 'vitest';
import { type EtalabCommune, joinCommunePlaces, type PostcodePoint } from './commune-places.ts';
import { dataFiles, loadCommunePlaces } from './local-places.ts';

const commune = (code: string, nom: string, codesPostaux: string[], extra: Partial<EtalabCommune> = {}) => ({
  code,
  nom,
  type: 'commune-actuelle',
  departement: code.slice(0, 2),
  codesPostaux,
  population: 1000,
  ...extra,
});
const point = (insee_code: string, zip_code: string, gps_lat: number, gps_lng: number): PostcodePoint => ({
  insee_code,
  zip_code,
  gps_lat,
  gps_lng,
});

describe('joinCommunePlaces', () => {
  it('places each postcode of a commune at its own point, else at the commune’s middle', () => {
    const { places, unplaced } = joinCommunePlaces(
      [commune('37261', 'Tours', ['37000', '37100', '37200'], { population: 137_000 })],
      [point('37261', '37000', 47.3858, 0.6886), point('37261', '37100', 47.4164, 0.6935)],
    );
    expect(unplaced).toEqual([]);
    expect(places.map((p) => [p.zipcode, p.latitude])).toEqual([
      ['37000', 47.3858],
      ['37100', 47.4164],
      ['37200', 47.4164],
    ]);
    expect(places[0]).toMatchObject({ city: 'Tours', citycode: '37261', communeCode: '37261', population: 137_000 });
  });

  it('places Paris by arrondissement, named Paris, ranked by the city’s population', () => {
    const { places } = joinCommunePlaces(
      [
        commune('75056', 'Paris', ['75001', '75008'], { population: 2_100_000 }),
        commune('75101', 'Paris 1er Arrondissement', ['75001'], { type: 'arrondissement-municipal', commune: '75056' }),
        commune('75108', 'Paris 8e Arrondissement', ['75008'], { type: 'arrondissement-municipal', commune: '75056' }),
      ],
      [point('75056', '75001', 48.864, 2.331), point('75056', '75008', 48.8727, 2.3125)],
    );
    expect(places).toEqual([
      expect.objectContaining({ city: 'Paris', zipcode: '75001', citycode: '75101', communeCode: '75056' }),
      expect.objectContaining({ city: 'Paris', zipcode: '75008', citycode: '75108', population: 2_100_000 }),
    ]);
  });

  it('places a commune nouvelle at its former communes, or a missing one among its postcode’s towns', () => {
    const { places, unplaced } = joinCommunePlaces(
      [
        commune('14431', 'Mézidon Vallée d’Auge', ['14270']),
        commune('14201', 'Les Authieux-Papion', ['14270'], { type: 'commune-deleguee', chefLieu: '14431' }),
        commune('02033', 'Aubigny-en-Laonnois', ['02820']),
        commune('02001', 'Voisine', ['02820']),
        commune('02002', 'Nulle part', ['02999']),
      ],
      [point('14201', '14270', 49.08, -0.07), point('02001', '02820', 49.5, 3.79)],
    );
    expect(places.find((p) => p.citycode === '14431')).toMatchObject({ latitude: 49.08, longitude: -0.07 });
    expect(places.find((p) => p.citycode === '02033')).toMatchObject({ latitude: 49.5, longitude: 3.79 });
    expect(unplaced).toEqual(['02002']);
  });

  it('drops a geocoder’s « France » answer and points far from their département', () => {
    const { places, unplaced } = joinCommunePlaces(
      [commune('97101', 'Les Abymes', ['97139', '97142']), commune('97102', 'Anse-Bertrand', ['97121'])],
      [
        point('97101', '97139', 16.2572738, -61.5168364),
        point('97101', '97142', 46.227638, 2.213749),
        point('97102', '97121', 16.47, -61.5),
      ],
    );
    expect(unplaced).toEqual([]);
    expect(places.filter((p) => p.citycode === '97101').map((p) => p.latitude)).toEqual([16.2572738, 16.2572738]);
  });
});

describe('the packaged commune data', () => {
  it('places every commune of metropolitan France and the overseas départements but one', async () => {
    const communes = JSON.parse(await readFile(dataFiles().communes, 'utf8')) as Array<
      EtalabCommune & { zone: string }
    >;
    const { places, unplaced } = await loadCommunePlaces();
    const inScope = communes.filter((c) => c.type === 'commune-actuelle' && c.zone !== 'com');
    expect(inScope.length).toBeGreaterThan(34_800);
    // Lion-sur-Mer (14365) is missing from the points' file and its postcode is its own.
    expect(unplaced.filter((code) => inScope.some((c) => c.code === code))).toEqual(['14365']);
    expect(places.length).toBeGreaterThan(35_000);
    const at = (zipcode: string, city: string) => places.find((p) => p.zipcode === zipcode && p.city === city);
    // The arrondissement's middle, within a kilometre of the old table's point for the 8th.
    expect(
      distanceKm(at('75008', 'Paris') ?? { latitude: 0, longitude: 0 }, { latitude: 48.8727, longitude: 2.3125 }),
    ).toBeLessThan(1.5);
    for (const [zipcode, city] of [
      ['97400', 'Saint-Denis'],
      ['97300', 'Cayenne'],
      ['97200', 'Fort-de-France'],
      ['97600', 'Mamoudzou'],
      ['97139', 'Les Abymes'],
      ['48200', "Saint-Chély-d'Apcher"],
    ]) {
      expect(at(zipcode, city), `${zipcode} ${city}`).toBeDefined();
    }
  }, 60_000);
});
