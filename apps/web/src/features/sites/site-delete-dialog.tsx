import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { SiteDeleteKind } from '@securite/domain/sites/site-schemas';
import { useId, useState } from 'react';
import { type DialogControls, defineDialog } from '../../ui/dialogs/dialog-store.ts';

import { texts } from './texts.ts';

const modes: Record<SiteDeleteKind, { label: string; detail: string; button: string }> = {
  archive: {
    label: texts.archiver,
    detail: texts.leSiteNApparait,
    button: texts.archiver,
  },
  permanent: {
    label: texts.supprimerDefinitivement,
    detail: texts.leSiteSesConsignes,
    button: texts.supprimerDefinitivement,
  },
};

/** Asks how to delete a site; the chosen button is the confirmation. */
function SiteDeleteDialog({
  name,
  archived,
  close,
}: { name: string; archived: boolean } & DialogControls<SiteDeleteKind>) {
  const titleId = useId();
  const [mode, setMode] = useState<SiteDeleteKind>(archived ? 'permanent' : 'archive');
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {texts.supprimerLeSite} {name} » ?
      </DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-label={texts.modeDeSuppression}
          value={mode}
          onChange={(_, value) => setMode(value as SiteDeleteKind)}
        >
          {(Object.keys(modes) as SiteDeleteKind[])
            .filter((kind) => !(archived && kind === 'archive'))
            .map((kind) => (
              <FormControlLabel
                key={kind}
                value={kind}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mb: 1.5, '& .MuiRadio-root': { mt: -0.75 } }}
                label={
                  <>
                    <Typography sx={{ fontWeight: 600 }}>{modes[kind].label}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {modes[kind].detail}
                    </Typography>
                  </>
                }
              />
            ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{texts.annuler}</Button>
        <Button variant="contained" color={mode === 'permanent' ? 'error' : 'primary'} onClick={() => close(mode)}>
          {modes[mode].button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export const siteDeleteDialog = defineDialog<{ name: string; archived: boolean }, SiteDeleteKind>(
  'site-delete',
  async () => SiteDeleteDialog,
);

export const siteDeletedMessages: Record<SiteDeleteKind, string> = {
  archive: texts.leSiteAEte,
  permanent: texts.leSiteAEteSupprime,
};
