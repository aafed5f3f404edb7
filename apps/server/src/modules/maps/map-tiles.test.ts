import { DEFAULT_MAP_TILE_URL } from '@securite/domain/maps/map-tiles';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { useTestApp } from '../../testing/test-app.ts';

const env = { NODE_ENV: 'test' as const };

describe('MAP_TILE_URL', () => {
  it('is OpenStreetMap with its credit by default, none when off, the given server with its credit otherwise', () => {
    expect(loadConfig(env).mapTiles).toEqual({
      url: DEFAULT_MAP_TILE_URL,
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    expect(loadConfig({ ...env, MAP_TILE_URL: 'off' }).mapTiles).toEqual({ url: null, attribution: '' });
    expect(loadConfig({ ...env, MAP_TILE_URL: '' }).mapTiles.url).toBeNull();
    expect(
      loadConfig({
        ...env,
        MAP_TILE_URL: 'https://tuiles.exemple.fr/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Exemple',
      }).mapTiles,
    ).toEqual({ url: 'https://tuiles.exemple.fr/{z}/{x}/{y}.png', attribution: '© Exemple' });
  });

  it('refuses an address that is not a tile address, saying what it expects', () => {
    for (const bad of ['ftp://x/{z}/{x}/{y}', 'https://tuiles.exemple.fr/tuile.png', 'javascript:alert(1)']) {
      expect(() => loadConfig({ ...env, MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL: adresse http\(s\) des tuiles/);
    }
  });
});

describe('GET /api/map-tiles', () => {
  const t = useTestApp({
    mapTiles: { url: 'https://tuiles.exemple.fr/{z}/{x}/{y}.png', attribution: '© Exemple' },
  });

  it('tells anyone, signed in or not, the tiles the server allows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/map-tiles' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://tuiles.exemple.fr/{z}/{x}/{y}.png', attribution: '© Exemple' });
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain('https://tuiles.exemple.fr');
    expect(page.headers['content-security-policy']).not.toContain('tile.openstreetmap.org');
  });
});
