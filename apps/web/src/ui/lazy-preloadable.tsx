import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

interface Source<P extends object> {
  loaded: ComponentType<P> | null;
  Lazy: LazyExoticComponent<ComponentType<P>>;
}

function LoadedOrLazy<P extends object>({ source, props }: { source: Source<P>; props: P }) {
  const Component = source.loaded ?? source.Lazy;
  return <Component {...props} />;
}

/**
 * A component whose code loads on first render (render() inside a Suspense boundary), or earlier by preload(); once
 * loaded it renders at once, without suspending again. For the parts of the shell kept out of the first load that
 * must still answer at once later (notices, the dialog spinner): the app preloads them when the phone is idle.
 */
export function lazyPreloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        source.loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const source: Source<P> = {
    loaded: null,
    Lazy: lazy(() => preload().then((component) => ({ default: component }))),
  };
  return { preload, render: (props: P) => <LoadedOrLazy source={source} props={props} /> };
}
