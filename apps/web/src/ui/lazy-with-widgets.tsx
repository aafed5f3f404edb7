import { type ComponentType, lazy, type ReactNode } from 'react';

type Providers = ComponentType<{ children: ReactNode }>;

/** The widget providers' code (date pickers' adapter, French texts of the pickers and the Data Grid). */
export const loadWidgetProviders = (): Promise<Providers> =>
  import('./widget-providers.tsx').then((m) => m.WidgetProviders);

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

/**
 * A component whose code loads on first render, under the widget providers; both are fetched at the same time.
 * Render it inside a Suspense boundary.
 */
export function lazyWithWidgets<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, WidgetProviders] = await Promise.all([load(), loadWidgetProviders()]);
    return { default: underProviders(Component, WidgetProviders) };
  });
}
