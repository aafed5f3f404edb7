import { z } from 'zod';

/**
 * The map background of every map of the app: OpenStreetMap's standard tiles unless the server says otherwise
 * (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). The web app reads the server's choice (GET /api/map-tiles) and the server's
 * Content-Security-Policy allows images from that origin: one setting changes both.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** GET /api/map-tiles: the tiles' address ({z}/{x}/{y}), null when the maps go without tiles, and their credit. */
export const zMapTiles = z.object({ url: z.string().nullable(), attribution: z.string() });
export type MapTiles = z.infer<typeof zMapTiles>;

/** Whether a tile address is usable: http(s), with the {z}, {x} and {y} placeholders. */
export function isTileUrl(url: string): boolean {
  return /^https?:\/\/[^/\s]+\/\S*$/.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
}

/** The origin the tiles come from, as a Content-Security-Policy source ({s} subdomains: any of them). */
export function mapTileOrigin(url: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? url;
  return origin.replace('{s}.', '*.');
}
