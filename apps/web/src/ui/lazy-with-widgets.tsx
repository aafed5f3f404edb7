import { type ComponentType, lazy, type ReactNode } from 'react';

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

/** The component's code and the providers, fetched at the same time; the component under them. */
export async function loadUnder<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadProviders: () => Promise<Providers>,
): Promise<ComponentType<P>> {
  const [Component, Providers] = await Promise.all([load(), loadProviders()]);
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
