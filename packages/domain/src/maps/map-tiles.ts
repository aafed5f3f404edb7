/**
 * The map background of every map of the app (OpenStreetMap's standard tiles). The web app draws its tiles from
 * this address and the server's Content-Security-Policy allows images from its origin: one place to change both.
 */
export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The origin the tiles come from, as a Content-Security-Policy source. */
export const mapTileOrigin = (): string => /^https?:\/\/[^/]+/.exec(MAP_TILE_URL)?.[0] ?? MAP_TILE_URL;
