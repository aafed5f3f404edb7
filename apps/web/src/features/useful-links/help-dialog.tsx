import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UiTutorial } from '@securite/domain/communication/schemas';
import { useId } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';

import { texts } from './texts.ts';

export interface HelpDialogProps {
  pageTitle: string;
  tutorials: UiTutorial[];
}

/** The tutorials of the page, in their order, each with its video when there is one. */
export function HelpDialog({ pageTitle, tutorials, close }: HelpDialogProps & DialogControls) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {texts.aide} {pageTitle}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} divider={<Divider flexItem />}>
          {tutorials.map((tutorial) => (
            <section key={tutorial.id} aria-label={tutorial.title}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                {tutorial.title}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{tutorial.content}</Typography>
              {tutorial.videoUrl && (
                <Button
                  size="small"
                  href={tutorial.videoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<OndemandVideoIcon />}
                  sx={{ mt: 1 }}
                >
                  {texts.voirLaVideo}
                </Button>
              )}
            </section>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{texts.fermer}</Button>
      </DialogActions>
    </Dialog>
  );
}
