import type { SiteListItem } from '@securite/domain/sites/site-schemas';

export interface SiteListFilters {
  search: string;
  customerId: string | null;
  specialties: readonly string[];
}

export const noSiteFilters: SiteListFilters = { search: '', customerId: null, specialties: [] };

/** Lower case without accents: « Créteil » is found by « creteil ». */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The sites matching the filters, on the full list already loaded: the search looks in the name, street,
 * zipcode and city (like the server's); a site matches the specialties when it holds any of them.
 */
export function filterSites(sites: readonly SiteListItem[], filters: SiteListFilters): SiteListItem[] {
  const words = fold(filters.search).split(/\s+/).filter(Boolean);
  return sites.filter((site) => {
    if (filters.customerId && site.customer?.id !== filters.customerId) return false;
    if (filters.specialties.length > 0 && !site.specialties.some((s) => filters.specialties.includes(s))) return false;
    if (words.length === 0) return true;
    const haystack = fold(
      [site.name, site.address.street, site.address.zipcode, site.address.city, site.customer?.name]
        .filter(Boolean)
        .join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** The customers and specialties found on the sites, by name, for the filters' choices. */
export function siteFilterOptions(sites: readonly SiteListItem[]) {
  const customers = new Map<string, string>();
  const specialties = new Set<string>();
  for (const site of sites) {
    if (site.customer) customers.set(site.customer.id, site.customer.name);
    for (const specialty of site.specialties) specialties.add(specialty);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'fr');
  return {
    customers: [...customers].map(([id, name]) => ({ id, name })).sort((a, b) => byName(a.name, b.name)),
    specialties: [...specialties].sort(byName),
  };
}
