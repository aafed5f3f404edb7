import type { SiteListItem } from '@securite/domain/sites/site-schemas';
import { describe, expect, it } from 'vitest';
import { filterSites, noSiteFilters, siteFilterOptions } from './filter-sites.ts';

const site = (name: string, extra: Partial<SiteListItem> = {}): SiteListItem => ({
  id: name,
  name,
  address: { street: null, complement: null, zipcode: null, city: null, country: 'France', location: null },
  radius: 100,
  customer: null,
  specialties: [],
  agentsCount: 0,
  willActivate: null,
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const acme = { id: 'c1', name: 'Acmé' };
const sites = [
  site('Entrepôt Nord', { customer: acme, specialties: ['Rondier'] }),
  site('Tour Horizon', {
    address: { ...site('x').address, city: 'Créteil', zipcode: '94000' },
    specialties: ['SSIAP 1', 'Rondier'],
  }),
  site('Parking', { specialties: ['Cynophile'] }),
];
const names = (list: SiteListItem[]) => list.map((s) => s.name);

describe('filterSites', () => {
  it('searches the name, city and zipcode without accents or case, every word', () => {
    expect(names(filterSites(sites, { ...noSiteFilters, search: 'creteil' }))).toEqual(['Tour Horizon']);
    expect(names(filterSites(sites, { ...noSiteFilters, search: '940' }))).toEqual(['Tour Horizon']);
    expect(names(filterSites(sites, { ...noSiteFilters, search: 'ENTREPOT nord' }))).toEqual(['Entrepôt Nord']);
    expect(names(filterSites(sites, { ...noSiteFilters, search: 'acme' }))).toEqual(['Entrepôt Nord']);
    expect(filterSites(sites, noSiteFilters)).toHaveLength(3);
  });

  it('narrows by customer and by any of the specialties', () => {
    expect(names(filterSites(sites, { ...noSiteFilters, customerId: 'c1' }))).toEqual(['Entrepôt Nord']);
    expect(names(filterSites(sites, { ...noSiteFilters, specialties: ['SSIAP 1', 'Cynophile'] }))).toEqual([
      'Tour Horizon',
      'Parking',
    ]);
  });

  it('offers the customers and specialties found, by name', () => {
    expect(siteFilterOptions(sites)).toEqual({
      customers: [acme],
      specialties: ['Cynophile', 'Rondier', 'SSIAP 1'],
    });
  });
});
