import type { Right } from '@securite/domain/auth/rights';
import { type ComponentType, createElement, type LazyExoticComponent, type ReactNode } from 'react';
import type { AppRole } from '../../api/session.ts';
import { lazyWithWidgets } from '../../ui/lazy-with-widgets.tsx';
import type { IconPaths } from '../../ui/plain/plain-icon.tsx';
import type { AppRouteDef } from '../route-def.ts';
import type { MenuGroup, MenuGroupId, MenuIcon } from './menu-groups.ts';

/** A page's component, loaded when first drawn, under the widget providers (lazyWithWidgets). */
export type PageComponent<P extends object> = LazyExoticComponent<ComponentType<P>>;

export interface LazyPage<P extends object> {
  readonly Component: PageComponent<P>;
  /** The page's code: the registry's test loads it to check the module exports that page. */
  readonly load: () => Promise<ComponentType<P>>;
}

type PageNames<M> = { [N in keyof M]: M[N] extends ComponentType<never> ? N : never }[keyof M] & string;
type PropsOf<C> = C extends (props: infer P) => ReactNode ? P & object : never;

const made = new WeakMap<() => Promise<unknown>, Map<string, LazyPage<object>>>();

/**
 * A page of a module loaded when first opened: `lazyPage(() => import('../../features/x/x-page.tsx'), 'XPage')`.
 * The same loader and name give the same component: a page drawn for several routes (one loader constant in the
 * registry's file) is not mounted again when going from one of them to another, as with one lazy import.
 */
export function lazyPage<M, N extends PageNames<M>>(module: () => Promise<M>, name: N): LazyPage<PropsOf<M[N]>> {
  type P = PropsOf<M[N]>;
  const byName = made.get(module) ?? new Map<string, LazyPage<object>>();
  made.set(module, byName);
  const known = byName.get(name);
  if (known) return known as unknown as LazyPage<P>;
  const load = () => module().then((m) => m[name] as ComponentType<P>);
  const page: LazyPage<P> = { Component: lazyWithWidgets(load), load };
  byName.set(name, page as unknown as LazyPage<object>);
  return page;
}

/** Where a page sits in the drawer menu (app/menu.ts). */
export interface MenuPlacement {
  group: MenuGroupId;
  /** Its rank in the group: the menu sorts a group's entries by it (tens, room left between). */
  order: number;
  /** Without one, its field shortcut's icon (the same paths, as an MUI icon). */
  icon?: MenuIcon;
}

/** A link of the field start page (drawn without MUI in the first load: the icon's SVG paths, field-shortcut-icons). */
export interface FieldShortcut {
  /** Its rank among the start page's links. */
  order: number;
  description: string;
  icon: IconPaths;
}

/** What the app knows of a page besides its drawing: its route (AppRouteDef), its menu entry, its field shortcut. */
export interface EntryData {
  id: string;
  /** react-router pattern without the leading slash. */
  path: string;
  title: string;
  /** 'agency' (a membership, the selected agency) unless said: 'platform' for admins and support, 'user' for anyone. */
  scope?: AppRouteDef['scope'];
  roles: readonly AppRole[];
  /** Any of these rights (the domain's isGranted); none means the role is enough. */
  rights?: readonly Right[];
  /** Rights when the route's :id is present (create without id, modify with one: spec 000 section 2). */
  editRights?: readonly Right[];
  /** Reachable while the agency's subscription is invalid (the short allowed list). */
  allowWhenLocked?: boolean;
  /** Hidden when the agency manages its stock the simple way (spec 001 section 2: the stocks group). */
  unlessStockSimplified?: boolean;
  menu?: MenuPlacement;
  shortcut?: FieldShortcut;
}

/** What a page's drawing may use besides its route: the drawer menu (the admin dashboard's tools, the tutorials). */
export interface RenderKit {
  menu: readonly MenuGroup[];
}

/** The page drawn for its route, with the props it needs (the page itself reads neither routes nor hrefs). */
export type Render<P extends object> = (Page: PageComponent<P>, route: AppRouteDef, kit: RenderKit) => ReactNode;

/** A page needing props has a render; one without drawn as is. */
type Drawing<P extends object> = Partial<P> extends P ? { render?: Render<P> } : { render: Render<P> };

export type PageDef<P extends object> = EntryData & { page: LazyPage<P> } & Drawing<P>;

/** One page of the registry, as app/registry/index.ts lists them. */
export interface RegistryEntry extends EntryData {
  /** The page's code; null for a page of the first load (app/pages.tsx). */
  readonly load: (() => Promise<unknown>) | null;
  readonly draw: ((route: AppRouteDef, kit: RenderKit) => ReactNode) | null;
}

/** A page loaded when first opened. */
export function entry<P extends object>(def: PageDef<P>): RegistryEntry {
  const { page, render, ...data } = def as EntryData & { page: LazyPage<P>; render?: Render<P> };
  return {
    ...data,
    load: page.load,
    draw: (route, kit) =>
      render ? render(page.Component, route, kit) : createElement(page.Component as PageComponent<object>),
  };
}

/** A page of the phone's first load, drawn by app/pages.tsx (firstLoadPages), never loaded on demand. */
export function firstLoadEntry(data: EntryData): RegistryEntry {
  return { ...data, load: null, draw: null };
}
