import { z } from 'zod';

/**
 * GET {agency}{scope}/sites/references: the active sites the caller may see, compact, for the screens that only
 * name or pick a site (the planning grids' rows, the services' filters): each site's id, name, customer (an index
 * in `customers`, left out when none) and zipcode (left out when none), by name. A large agency has 4,000 sites,
 * and the full list item (address, specialties, counts, dates) is five times larger.
 */
export const zSiteReferences = z.object({
  customers: z.array(z.tuple([z.string(), z.string()])),
  sites: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      customer: z.number().int().min(0).optional(),
      zipcode: z.string().optional(),
    }),
  ),
});
export type SiteReferences = z.infer<typeof zSiteReferences>;

/** A site as the screens that only name it read it. */
export interface SiteReference {
  id: string;
  name: string;
  customer: { id: string; name: string } | null;
  zipcode: string | null;
}

/** The sites of the compact answer, each customer object shared by its sites (read them, do not change them). */
export function expandSiteReferences(answer: SiteReferences): SiteReference[] {
  const customers = answer.customers.map(([id, name]) => ({ id, name }));
  return answer.sites.map((s) => ({
    id: s.id,
    name: s.name,
    customer: s.customer === undefined ? null : (customers[s.customer] ?? null),
    zipcode: s.zipcode ?? null,
  }));
}
