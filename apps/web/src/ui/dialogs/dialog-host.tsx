import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { messages } from '@securite/domain/errors/messages';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadWidgetProviders, underProviders } from '../lazy-with-widgets.tsx';
import {
  type AnyDialog,
  closeDialog,
  DIALOG_LOADING_DELAY_MS,
  DIALOG_LOADING_TIMEOUT_MS,
  dialogStore,
  type OpenDialog,
} from './dialog-store.ts';

type Phase = 'waiting' | 'spinner' | 'failed';

/** The dialog's code and, unless it needs none, the widget providers it is rendered under, fetched together. */
async function loadDialog(key: string): Promise<AnyDialog> {
  const load = dialogStore.loaderOf(key);
  if (!load) throw new Error(`Fenêtre inconnue : ${key}`);
  if (!dialogStore.usesWidgets(key)) return load();
  const [Dialog, WidgetProviders] = await Promise.all([load(), loadWidgetProviders()]);
  return underProviders(Dialog, WidgetProviders);
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
    }, DIALOG_LOADING_TIMEOUT_MS);
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
  return (
    <Dialog open onClose={() => close()} aria-label={phase === 'failed' ? 'Erreur de chargement' : 'Chargement'}>
      <DialogContent sx={{ minWidth: 280, display: 'flex', justifyContent: 'center' }}>
        {phase === 'spinner' ? (
          <CircularProgress aria-label="Chargement de la fenêtre" />
        ) : (
          <Alert severity="error">{messages.dialogLoadFailure}</Alert>
        )}
      </DialogContent>
      {phase === 'failed' && (
        <DialogActions>
          <Button onClick={() => close()}>Fermer</Button>
        </DialogActions>
      )}
    </Dialog>
  );
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
