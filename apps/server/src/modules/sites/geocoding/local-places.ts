import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type CommunePlaces, type EtalabCommune, joinCommunePlaces, type PostcodePoint } from './commune-places.ts';

const require = createRequire(import.meta.url);

/** The two data files, from their npm packages (pinned in package-lock.json; a data update is a version bump). */
export function dataFiles(): { communes: string; points: string } {
  return {
    // INSEE's official list of the year, published by Etalab: names, codes, postcodes, population.
    communes: require.resolve('@etalab/decoupage-administratif/data/communes.json'),
    // One point per commune and postcode; only this file of the package is read, its code is never loaded.
    points: path.join(path.dirname(require.resolve('france-cities-js/package.json')), 'database', 'cities.json'),
  };
}

/**
 * Reads both files (15 MB of JSON) and joins them into places. Heavy and synchronous once read: the server runs it
 * on a worker thread (ctx.offThread), the places coming back by structured clone.
 */
export async function loadCommunePlaces(): Promise<CommunePlaces> {
  const files = dataFiles();
  const [communes, points] = await Promise.all([
    readFile(files.communes, 'utf8').then((text) => JSON.parse(text) as EtalabCommune[]),
    readFile(files.points, 'utf8').then((text) => JSON.parse(text) as PostcodePoint[]),
  ]);
  return joinCommunePlaces(communes, points);
}
