import * as shortcutIcons from '../field-shortcut-icons.ts';
import {
  ADMIN,
  AGENCY_USERS,
  type AppRouteDef,
  CUSTOMER,
  EVERYONE,
  FIELD,
  FIELD_AND_STAFF,
  PLATFORM,
  STAFF,
} from '../route-def.ts';
import type { RegistryEntry } from './entry.ts';

// What the first load knows of the registry (route-table.gen.ts), and its source: used by registry.test.ts only, which
// checks the file against the entries and writes it again on demand. Not imported by the app.

/** An entry's route, as the router, the guards and the links read it. */
export function routeOf(entry: RegistryEntry): AppRouteDef {
  return {
    id: entry.id,
    path: entry.path,
    title: entry.title,
    roles: entry.roles,
    rights: entry.rights ?? [],
    scope: entry.scope ?? 'agency',
    ...(entry.editRights && { editRights: entry.editRights }),
    ...(entry.allowWhenLocked && { allowWhenLocked: true }),
    ...(entry.unlessStockSimplified && { unlessStockSimplified: true }),
  };
}

/** The field start page's links, in their order. */
export function shortcutsOf(registry: readonly RegistryEntry[]) {
  return registry
    .flatMap((entry) => (entry.shortcut ? [{ entry, shortcut: entry.shortcut }] : []))
    .sort((a, b) => a.shortcut.order - b.shortcut.order)
    .map(({ entry, shortcut }) => ({ id: entry.id, description: shortcut.description, icon: shortcut.icon }));
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (items: readonly string[]) => `[${items.map(quote).join(', ')}]`;

/** The role sets by the names route-def.ts exports them with. */
const roleSets = { STAFF, FIELD, FIELD_AND_STAFF, CUSTOMER, ADMIN, PLATFORM, AGENCY_USERS, EVERYONE };

/** The source of route-table.gen.ts for these entries (formatted by Biome afterwards). */
export function routeTableSource(registry: readonly RegistryEntry[]): string {
  const usedRoles = new Set<string>();
  const usedIcons = new Set<string>();
  const roles = (value: readonly string[]) => {
    const name = Object.entries(roleSets).find(([, set]) => set.join() === value.join())?.[0];
    if (!name) return list(value);
    usedRoles.add(name);
    return name;
  };
  const routes = registry.map((entry) => {
    const route = routeOf(entry);
    const extra = [
      ...(route.scope !== 'agency' ? [`scope: ${quote(route.scope)}`] : []),
      ...(route.editRights ? [`editRights: ${list(route.editRights)}`] : []),
      ...(route.allowWhenLocked ? ['allowWhenLocked: true'] : []),
      ...(route.unlessStockSimplified ? ['unlessStockSimplified: true'] : []),
    ];
    const args = [quote(route.id), quote(route.path), quote(route.title), roles(route.roles)];
    if (route.rights.length > 0 || extra.length > 0) args.push(list(route.rights));
    if (extra.length > 0) args.push(`{ ${extra.join(', ')} }`);
    return `  route(${args.join(', ')}),\n`;
  });
  const shortcuts = shortcutsOf(registry).map(({ id, description, icon }) => {
    const name = Object.entries(shortcutIcons).find(([, paths]) => paths === icon)?.[0];
    if (!name) throw new Error(`${id} : l’icône du raccourci n’est pas une de field-shortcut-icons.ts`);
    usedIcons.add(name);
    return `  { id: ${quote(id)}, description: ${quote(description)}, icon: ${name} },\n`;
  });
  return [
    '// The page registry (app/registry/*.tsx) as the first load reads it: the routes (the router, the guards, the links, the\n',
    "// root redirect) and the field start page's links. Written from the entries by registry.test.ts, not by hand; after\n",
    '// changing an entry: REGISTRY_WRITE=1 npx vitest run --project web apps/web/src/app/registry\n',
    `import { ${[...usedIcons].join(', ')} } from '../field-shortcut-icons.ts';\n`,
    `import { type AppRouteDef, ${[...usedRoles].join(', ')}, route } from '../route-def.ts';\n`,
    "import type { IconPaths } from '../../ui/plain/plain-icon.tsx';\n\n",
    'export const routeTable: readonly AppRouteDef[] = [\n',
    ...routes,
    '];\n\n',
    'export const fieldShortcuts: readonly { id: string; description: string; icon: IconPaths }[] = [\n',
    ...shortcuts,
    '];\n',
  ].join('');
}
