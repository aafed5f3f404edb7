import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazyPreloadable } from '../lazy-preloadable.tsx';
import { loadAppTheme, loadUnder, loadWidgetProviders } from '../lazy-with-widgets.tsx';
import { texts } from '../texts.ts';
import {
  type AnyDialog,
  closeDialog,
  DIALOG_LOADING_DELAY_MS,
  dialogLoading,
  dialogStore,
  type OpenDialog,
} from './dialog-store.ts';

type Phase = 'waiting' | 'spinner' | 'failed';

// The spinner and failure dialog (MUI's dialog) load when a dialog's code is slow to come, or before when the phone
// is idle (app/providers.tsx): offline, the failure message must still show.
export const DialogFallback = lazyPreloadable(() =>
  loadUnder(() => import('./dialog-fallback.tsx').then((m) => m.DialogFallback), loadAppTheme),
);

/**
 * The dialog's code and the providers it is rendered under (the widget providers, or only the app's MUI theme for
 * a dialog that needs none), fetched together.
 */
async function loadDialog(key: string): Promise<AnyDialog> {
  const load = dialogStore.loaderOf(key);
  if (!load) throw new Error(texts.fenetreInconnueKey(key));
  return loadUnder(load, dialogStore.usesWidgets(key) ? loadWidgetProviders : loadAppTheme);
}

function DialogSlot({ entry }: { entry: OpenDialog }) {
  const [component, setComponent] = useState<AnyDialog | null>(() => dialogStore.loadedOf(entry.key) ?? null);
  const [phase, setPhase] = useState<Phase>('waiting');

  useEffect(() => {
    if (component) return;
    let settled = false;
    const spinner = setTimeout(() => {
      if (!settled) setPhase('spinner');
    }, DIALOG_LOADING_DELAY_MS);
    const timeout = setTimeout(() => {
      if (settled) return;
      settled = true;
      setPhase('failed');
    }, dialogLoading.timeoutMs);
    loadDialog(entry.key).then(
      (loaded) => {
        dialogStore.remember(entry.key, loaded);
        if (settled) return;
        settled = true;
        setComponent(() => loaded);
      },
      () => {
        if (settled) return;
        settled = true;
        setPhase('failed');
      },
    );
    return () => {
      settled = true;
      clearTimeout(spinner);
      clearTimeout(timeout);
    };
  }, [component, entry.key]);

  const close = (result?: unknown) => closeDialog(entry.id, result);
  if (component) {
    const Component = component;
    return <Component {...entry.props} close={close} />;
  }
  if (phase === 'waiting') return null;
  return <Suspense fallback={null}>{DialogFallback.render({ phase, onClose: () => close() })}</Suspense>;
}

/** Renders every open dialog; mounted once by the app providers. */
export function DialogHost() {
  const open = useSyncExternalStore(dialogStore.subscribe, dialogStore.get, dialogStore.get);
  return (
    <>
      {open.map((entry) => (
        <DialogSlot key={entry.id} entry={entry} />
      ))}
    </>
  );
}
