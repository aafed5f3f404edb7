import { createSvgIcon } from '@mui/material/utils';
import { createElement } from 'react';
import type { Session } from '../api/session.ts';
import { isUsable } from './access.ts';
import type { RegistryEntry } from './registry/entry.ts';
import { registry } from './registry/index.ts';
import { type MenuEntry, type MenuGroup, type MenuIcon, menuGroupLabels } from './registry/menu-groups.ts';
import { hrefOf, routeById } from './routes.ts';

export type { MenuEntry, MenuGroup, MenuIcon } from './registry/menu-groups.ts';

/** A field start page's shortcut icon (SVG paths, drawn there without MUI) as an MUI icon for the menu. */
const shortcutIcon = (entry: RegistryEntry): MenuIcon =>
  createSvgIcon(
    (entry.shortcut?.icon ?? []).map((d) => createElement('path', { key: d, d })),
    entry.id,
  ) as MenuIcon;

/**
 * The drawer menu (spec 000 and 001, section 2): the registry's entries placed in the menu, by group and rank; each
 * labelled with its route's title, with its icon (its field shortcut's when it names none). Roles and rights come
 * from the routes.
 */
export const menuGroups: readonly MenuGroup[] = Object.entries(menuGroupLabels).map(([id, label]) => ({
  id,
  label,
  entries: registry
    .filter((entry) => entry.menu?.group === id)
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
    .map((entry) => ({
      id: entry.id,
      href: hrefOf(entry.id),
      label: entry.title,
      icon: entry.menu?.icon ?? shortcutIcon(entry),
    })),
}));

/** The menu the session may use: entries it can open now; empty groups dropped. */
export function visibleMenu(session: Session): MenuGroup[] {
  return menuGroups
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) => isUsable(routeById(entry.id), session) && !(entry.id === 'mobileApp' && isCordovaIos()),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}

/** Inside the iOS store app (a Cordova shell), where « Application mobile » makes no sense (spec 001 section 2). */
export function isCordovaIos(): boolean {
  const cordova = (globalThis as { cordova?: { platformId?: string } }).cordova;
  return cordova?.platformId === 'ios';
}

/**
 * The entry of the current page: the one whose link is the longest prefix of the path, where a link that is the root
 * of other entries (« Prise de service » at /terrain, with /terrain/nfc…) counts only for itself, not for every page
 * below it.
 */
export function currentEntryId(pathname: string, groups: readonly MenuGroup[]): string | null {
  const entries = groups.flatMap((group) => group.entries);
  const isRoot = (href: string) => entries.some((other) => other.href.startsWith(`${href}/`));
  let best: MenuEntry | null = null;
  for (const entry of entries) {
    const matches = pathname === entry.href || (pathname.startsWith(`${entry.href}/`) && !isRoot(entry.href));
    if (matches && (!best || entry.href.length > best.href.length)) best = entry;
  }
  return best?.id ?? null;
}
