import type { SiteListItem } from '@securite/domain/sites/site-schemas';

/** « 1 place de la Libération, 93160 Noisy-le-Grand », or null when the site has no address. */
export function siteAddress(site: Pick<SiteListItem, 'address'> | undefined): string | null {
  if (!site) return null;
  const { street, zipcode, city } = site.address;
  const town = [zipcode, city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ') || null;
}
