import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { messages } from '@securite/domain/errors/messages';
import { useId } from 'react';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';

import { texts } from '../texts.ts';

/** After a save with anomalies: modify (the agent dialog stays open) or close the record. */
export function AnomaliesDialog({ anomalies, close }: { anomalies: readonly string[] } & DialogControls<boolean>) {
  const titleId = useId();
  return (
    <Dialog open onClose={() => close(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{messages.agentAnomalies}</DialogTitle>
      <DialogContent>
        <List dense aria-label={texts.anomaliesDetectees}>
          {anomalies.map((anomaly) => (
            <ListItem key={anomaly} disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 34, mt: 0.5 }}>
                <WarningAmberIcon color="warning" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={anomaly} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{texts.nonFermerLaFiche}</Button>
        <Button variant="contained" onClick={() => close(true)} autoFocus>
          {texts.modifierMaSaisie}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
