import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { texts } from '../texts.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

interface FormDialogGuard {
  /** A form inside tells whether its input is unsaved (FormDialogActions' `dirty` does it). */
  report: (dirty: boolean) => void;
  /** Resolves true when there is nothing to lose or the user chose to leave (useUnsavedGuard). */
  mayLeave: () => Promise<boolean>;
  /** Closes the dialog once mayLeave says so: Escape, the backdrop, « Annuler », the close icon. */
  requestClose: () => void;
}

const FormDialogContext = createContext<FormDialogGuard | null>(null);

/** The guard of the enclosing FormDialog, if any. */
export const useFormDialogGuard = () => useContext(FormDialogContext);

/**
 * A form's dialog: closing it with unsaved input (Escape, the backdrop, « Annuler », FormDialogCloseButton) asks
 * « Quitter sans enregistrer ? » first and keeps the input on « Continuer la saisie »; the browser asks before a
 * reload. The input is unsaved when `dirty` is set or when the FormDialogActions inside has `dirty` (the form may
 * live in a child component). A save closes through the dialog's own `close(result)`, never asked.
 */
export function FormDialog({
  dirty = false,
  onClose,
  children,
  ...props
}: Omit<DialogProps, 'onClose'> & { dirty?: boolean; onClose: () => void }) {
  const [reported, setReported] = useState(false);
  const mayLeave = useUnsavedGuard(dirty || reported);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const requestClose = useCallback(() => {
    void mayLeave().then((leave) => {
      if (leave) latestOnClose.current();
    });
  }, [mayLeave]);
  const guard = useMemo(() => ({ report: setReported, mayLeave, requestClose }), [mayLeave, requestClose]);
  return (
    <FormDialogContext.Provider value={guard}>
      <Dialog {...props} onClose={requestClose}>
        {children}
      </Dialog>
    </FormDialogContext.Provider>
  );
}

/** Tells the enclosing FormDialog whether the form's input is unsaved; nothing outside one. */
export function useReportDirty(dirty: boolean) {
  const guard = useFormDialogGuard();
  useEffect(() => {
    guard?.report(dirty);
  }, [guard, dirty]);
  useEffect(() => () => guard?.report(false), [guard]);
}

/** The « Fermer » cross at the top right of a FormDialog, asking before losing unsaved input. */
export function FormDialogCloseButton({ label = texts.fermer, sx }: { label?: string; sx?: SxProps<Theme> }) {
  const guard = useFormDialogGuard();
  return (
    <IconButton
      aria-label={label}
      onClick={() => guard?.requestClose()}
      sx={sx ?? { position: 'absolute', right: 12, top: 12 }}
    >
      <CloseIcon />
    </IconButton>
  );
}

/** A FormDialog's « Annuler » (or the label given) where FormDialogActions does not fit: asks like the cross. */
export function FormDialogCancelButton({
  children = texts.annuler,
  disabled = false,
}: {
  children?: ReactNode;
  disabled?: boolean;
}) {
  const guard = useFormDialogGuard();
  return (
    <Button onClick={() => guard?.requestClose()} disabled={disabled}>
      {children}
    </Button>
  );
}
