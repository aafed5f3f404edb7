import { menuGroups } from '../menu.ts';
import type { AppRouteDef } from '../route-def.ts';
import { NotFoundPage } from '../status-pages.tsx';
import type { RenderKit } from './entry.ts';
import { registryEntry } from './index.ts';

const kit: RenderKit = { menu: menuGroups };

/**
 * A page loaded on demand (every page but the two of the first load, app/pages.tsx): its registry entry drawn for
 * the route. Loaded with the registry when the first of them is opened.
 */
export function RegistryPage({ route }: { route: AppRouteDef }) {
  const draw = registryEntry(route.id)?.draw;
  return draw ? draw(route, kit) : <NotFoundPage />;
}
