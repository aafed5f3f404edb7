import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages } from '@securite/domain/errors/messages';
import { type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCloseButton } from '../../../ui/form/form-dialog.tsx';
import { useAgent } from '../api/get-agent.ts';
import { AgentStatusChip } from '../components/agent-status-chip.tsx';
import { texts } from '../texts.ts';
import type { AgentDialogProps } from './agent-dialog-handle.ts';
import { AgentForm } from './agent-form.tsx';

/** The agent dialog: loads the record (or starts a new one), then the form; 'Collaborateur introuvable' on 404. */
export function AgentDialog({ close, ...props }: AgentDialogProps & DialogControls) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [agentId, setAgentId] = useState(props.agentId);
  const query = useAgent(props.agencyId, agentId);
  const agent = query.data ?? null;

  const [dirty, setDirty] = useState(false);
  // The form closes by itself after a save or a deletion (force); any other way out goes through FormDialog's guard.
  const onClose = (options: { force: boolean } = { force: false }) => {
    if (options.force) close();
  };

  const title = agentId ? (agent?.fullname ?? texts.collaborateur) : texts.nouveauCollaborateur;
  let body: ReactNode;
  if (agentId && query.isPending) {
    body = (
      <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={texts.chargementDuCollaborateur} />
      </DialogContent>
    );
  } else if (agentId && !agent) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <>
        <DialogContent>
          <Alert severity="error">
            {notFound ? messages.agentNotFound : (query.error?.message ?? messages.genericError)}
          </Alert>
        </DialogContent>
        <DialogActions>
          {!notFound && <Button onClick={() => query.refetch()}>{texts.reessayer}</Button>}
          <Button onClick={() => close()}>{texts.fermer}</Button>
        </DialogActions>
      </>
    );
  } else {
    body = (
      <AgentForm
        agencyId={props.agencyId}
        agent={agent}
        canCreate={props.canCreate}
        canEdit={props.canEdit}
        actor={props.actor}
        specialties={props.specialties}
        stockSimplified={props.stockSimplified === true}
        onSaved={(saved) => setAgentId(saved.id)}
        onBuyAgents={props.onBuyAgents}
        onDirtyChange={setDirty}
        onClose={onClose}
      />
    );
  }

  return (
    <FormDialog
      open
      dirty={dirty}
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="lg"
      fullWidth
      // One height for every tab: the dialog does not jump when the user changes section.
      slotProps={{ paper: { sx: { height: { sm: 'min(820px, calc(100% - 64px))' } } } }}
    >
      <DialogTitle id={`${titleId}-entete`} sx={{ pr: 7 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span id={titleId}>{title}</span>
          {agent && <AgentStatusChip status={agent.status} />}
        </Stack>
      </DialogTitle>
      <FormDialogCloseButton label={texts.fermerLaFiche} sx={{ position: 'absolute', right: 8, top: 8 }} />
      <Box sx={{ display: 'contents' }}>{body}</Box>
    </FormDialog>
  );
}
