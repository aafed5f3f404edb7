import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';
import type { DeleteAgentMode } from '../api/delete-agent.ts';

import { texts } from '../texts.ts';

const modes: { mode: DeleteAgentMode; label: string; help: string }[] = [
  {
    mode: 'archive',
    label: texts.archiver,
    help: texts.laFicheEstMasquee,
  },
  {
    mode: 'permanent',
    label: texts.supprimerDefinitivement,
    help: texts.laFicheEtSon,
  },
];

/** Asks how to delete an agent record; resolves with the chosen mode, undefined when cancelled. */
export function DeleteAgentDialog({ fullname, close }: { fullname: string } & DialogControls<DeleteAgentMode>) {
  const titleId = useId();
  const [mode, setMode] = useState<DeleteAgentMode>('archive');
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {texts.supprimerLaFicheDe} {fullname} ?
      </DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-label={texts.modeDeSuppression}
          value={mode}
          onChange={(event) => setMode(event.target.value as DeleteAgentMode)}
        >
          {modes.map((option) => (
            <FormControlLabel
              key={option.mode}
              value={option.mode}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 1.5, '& .MuiRadio-root': { mt: -0.75 } }}
              label={
                <>
                  <Typography sx={{ fontWeight: 600 }}>{option.label}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {option.help}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{texts.annuler}</Button>
        <Button variant="contained" color="error" onClick={() => close(mode)}>
          {mode === 'archive' ? texts.archiver : texts.supprimerDefinitivement}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
