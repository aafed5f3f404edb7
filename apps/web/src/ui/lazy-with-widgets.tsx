import { type ComponentType, lazy, type ReactNode } from 'react';

import { texts } from './texts.ts';

type Providers = ComponentType<{ children: ReactNode }>;

/** The widget providers' code (the app's theme, date pickers' adapter, French texts of the pickers and the Data Grid). */
export const loadWidgetProviders = (): Promise<Providers> =>
  import('./widget-providers.tsx').then((m) => m.WidgetProviders);

/** MUI and the app's theme (app-theme.tsx), for what MUI draws outside the pages: menus, banners, notices, dialogs. */
export const loadAppTheme = (): Promise<Providers> => import('./app-theme.tsx').then((m) => m.AppTheme);

/** The component rendered under the providers (built once, when both have arrived). */
export function underProviders<P extends object>(Component: ComponentType<P>, WidgetProviders: Providers) {
  return function WithWidgets(props: P) {
    return (
      <WidgetProviders>
        <Component {...props} />
      </WidgetProviders>
    );
  };
}

/** Spec 001 section 9: a page's code that has not arrived after this long is given up (the page offers a reload). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The loading code, or a failure after CHUNK_LOAD_TIMEOUT_MS: a chunk that never arrives (a network that hangs, a
 * build replaced by a new version) ends on the error boundary's « Recharger », not on a blank screen.
 */
export function withChunkTimeout<T>(loading: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(texts.failedToFetchValue(ms / 1000))), ms);
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}

/** The component's code and the providers, fetched at the same time (120 s at most); the component under them. */
export async function loadUnder<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadProviders: () => Promise<Providers>,
): Promise<ComponentType<P>> {
  const [Component, Providers] = await withChunkTimeout(Promise.all([load(), loadProviders()]));
  return underProviders(Component, Providers);
}

/**
 * A component whose code loads on first render, under the widget providers; both are fetched at the same time.
 * Render it inside a Suspense boundary.
 */
export function lazyWithWidgets<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadUnder(load, loadWidgetProviders) }));
}

/**
 * A component drawn with MUI whose code loads on first render, under the app's theme (MUI is not in the first
 * load). Render it inside a Suspense boundary.
 */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadUnder(load, loadAppTheme) }));
}
