import { backOfficePages } from './back-office.tsx';
import { customerPages } from './customer.tsx';
import type { RegistryEntry } from './entry.ts';
import { fieldPages } from './field.tsx';
import { generalPages } from './general.tsx';
import { offerPages } from './offer.tsx';
import { platformPages } from './platform.tsx';

/**
 * The page registry: every page of the app, one entry each (its route, its lazy import and drawing, its menu entry
 * and field shortcut), in one file per area. A page is added in two files: the page and its entry here.
 * It loads with the first page opened on demand or the drawer menu; the first load reads what it needs of it from
 * route-table.gen.ts, which registry.test.ts writes from these entries.
 */
export const registry: readonly RegistryEntry[] = [
  ...generalPages,
  ...fieldPages,
  ...backOfficePages,
  ...offerPages,
  ...customerPages,
  ...platformPages,
];

const byId = new Map(registry.map((entry) => [entry.id, entry]));

/** The registry's entry of a route, or null. */
export function registryEntry(id: string): RegistryEntry | null {
  return byId.get(id) ?? null;
}
