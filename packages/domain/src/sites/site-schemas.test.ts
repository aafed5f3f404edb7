import { describe, expect, it } from 'vitest';
import { SITES_PAGE_LIMIT, zSiteFetchRequest, zSiteSaveRequest } from './site-schemas.ts';

describe('site schemas', () => {
  it('needs a name and accepts a minimal site', () => {
    expect(zSiteSaveRequest.safeParse({}).success).toBe(false);
    expect(zSiteSaveRequest.safeParse({ name: '   ' }).success).toBe(false);
    expect(zSiteSaveRequest.parse({ name: ' Entrepôt ' })).toMatchObject({ name: 'Entrepôt' });
  });

  it('checks coordinates, radius, rights and dates', () => {
    const bad = [
      { address: { location: { latitude: 91, longitude: 2 } } },
      { address: { location: { latitude: 48, longitude: 181 } } },
      { radius: 0 },
      { radius: 1.5 },
      { rightsAgent: ['instructions.create'] },
      { rightsCustomer: ['nope'] },
      { willActivate: '2026-13-01' },
      { siteUsers: [{ agentId: 'x' }] },
    ];
    for (const extra of bad)
      expect(zSiteSaveRequest.safeParse({ name: 'S', ...extra }).success, JSON.stringify(extra)).toBe(false);
    const good = zSiteSaveRequest.parse({
      name: 'S',
      address: { city: 'Paris', location: { latitude: 48.87, longitude: 2.31 } },
      radius: 150,
      rightsCustomer: ['instructions.create'],
      willActivate: '2026-09-01',
    });
    expect(good.radius).toBe(150);
  });

  it('fetches with the defaults when the body is missing, up to 4000 a page', () => {
    expect(zSiteFetchRequest.parse(undefined)).toEqual({
      filters: {},
      page: 1,
      limit: 10,
      orderBy: { field: 'createdAt', direction: 'desc' },
    });
    expect(zSiteFetchRequest.parse(null).limit).toBe(10);
    expect(zSiteFetchRequest.parse({ limit: SITES_PAGE_LIMIT }).limit).toBe(4000);
    expect(zSiteFetchRequest.safeParse({ limit: SITES_PAGE_LIMIT + 1 }).success).toBe(false);
    expect(zSiteFetchRequest.parse({ orderBy: { field: 'name' } }).orderBy).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(zSiteFetchRequest.safeParse({ orderBy: { field: 'password' } }).success).toBe(false);
  });
});
