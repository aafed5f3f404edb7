import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { messages } from '@securite/domain/errors/messages';

import { texts } from '../texts.ts';

/** While a dialog's code is slow to come: a spinner, then the failure message with « Fermer » (dialog-host.tsx). */
export function DialogFallback({ phase, onClose }: { phase: 'spinner' | 'failed'; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-label={phase === 'failed' ? texts.erreurDeChargement : texts.chargement}>
      <DialogContent sx={{ minWidth: 280, display: 'flex', justifyContent: 'center' }}>
        {phase === 'spinner' ? (
          <CircularProgress aria-label={texts.chargementDeLaFenetre} />
        ) : (
          <Alert severity="error">{messages.dialogLoadFailure}</Alert>
        )}
      </DialogContent>
      {phase === 'failed' && (
        <DialogActions>
          <Button onClick={onClose}>{texts.fermer}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
