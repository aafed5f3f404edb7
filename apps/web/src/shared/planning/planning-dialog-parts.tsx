import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useFormDialogGuard } from '../../ui/form/form-dialog.tsx';

import { texts } from './texts.ts';

/**
 * The action bar of the planning's record dialogs (service, circuit): Supprimer on the left when given, then
 * Vérifier (the dry run of the checks), Annuler (Fermer when read-only) and Enregistrer.
 */
export function PlanningDialogActions({
  editable,
  busy,
  checking,
  onDelete,
  onCheck,
  onClose,
}: {
  editable: boolean;
  /** Saving or deleting: the other buttons wait. */
  busy: boolean;
  checking: boolean;
  /** Absent: no Supprimer. */
  onDelete?: () => void;
  onCheck: () => void;
  onClose: () => void;
}) {
  // Inside a FormDialog, « Annuler » asks before losing unsaved input, like its Escape and backdrop.
  const guard = useFormDialogGuard();
  return (
    <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
      {onDelete && (
        <Button color="error" onClick={onDelete} disabled={busy} sx={{ mr: 'auto' }}>
          {texts.supprimer}
        </Button>
      )}
      {editable && (
        <Button onClick={onCheck} loading={checking} disabled={busy}>
          {texts.verifier}
        </Button>
      )}
      <Button onClick={() => (guard ? guard.requestClose() : onClose())}>
        {editable ? texts.annuler : texts.fermer}
      </Button>
      {editable && (
        <Button type="submit" variant="contained" loading={busy}>
          {texts.enregistrer}
        </Button>
      )}
    </DialogActions>
  );
}

/** The record of a planning dialog still loading, or the reason it could not be, with Fermer. */
export function PlanningDialogLoading({
  error,
  errorText,
  loadingLabel,
  onClose,
}: {
  error: Error | null;
  errorText: string;
  loadingLabel: string;
  onClose: () => void;
}) {
  return (
    <>
      <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        {error ? (
          <Alert severity="error">
            {errorText} {error.message}
          </Alert>
        ) : (
          <CircularProgress aria-label={loadingLabel} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.fermer}</Button>
      </DialogActions>
    </>
  );
}
