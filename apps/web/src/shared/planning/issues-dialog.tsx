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
import { planningErrorLabels } from '@securite/domain/planning/planning-errors';
import { type BatchIssue, serviceMessages } from '@securite/domain/planning/service-schemas';
import { useId } from 'react';
import { type DialogControls, defineDialog } from '../../ui/dialogs/dialog-store.ts';
import { issueSubject } from './issue-lines.ts';

import { texts } from './texts.ts';

export interface IssuesDialogProps {
  issues: readonly BatchIssue[];
  timeZone: string;
}

/** The warnings of a batch (spec 000 section 5): cancel, or save anyway. */
export function IssuesDialog({ issues, timeZone, close }: IssuesDialogProps & DialogControls<boolean>) {
  const titleId = useId();
  return (
    <Dialog open onClose={() => close(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{serviceMessages.errorsTitle}</DialogTitle>
      <DialogContent dividers>
        <List dense aria-label={texts.erreursDetectees} disablePadding>
          {issues.map((issue) => (
            <ListItem key={`${issue.key}-${issue.type}-${issue.startAt}`} disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                <WarningAmberIcon color="warning" />
              </ListItemIcon>
              <ListItemText
                primary={issue.message || planningErrorLabels[issue.type]}
                secondary={issueSubject(issue, timeZone)}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{texts.annuler}</Button>
        <Button variant="contained" color="warning" onClick={() => close(true)} autoFocus>
          {texts.enregistrerQuandMeme}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export const issuesDialog = defineDialog<IssuesDialogProps, boolean>('planning-issues', async () => IssuesDialog);
