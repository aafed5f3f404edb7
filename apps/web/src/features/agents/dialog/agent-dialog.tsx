import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages } from '@securite/domain/errors/messages';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';
import { useAgent } from '../api/get-agent.ts';
import { AgentStatusChip } from '../components/agent-status-chip.tsx';
import type { AgentDialogProps } from './agent-dialog-handle.ts';
import { AgentForm } from './agent-form.tsx';

/** The agent dialog: loads the record (or starts a new one), then the form; 'Collaborateur introuvable' on 404. */
export function AgentDialog({ close, ...props }: AgentDialogProps & DialogControls) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [agentId, setAgentId] = useState(props.agentId);
  const query = useAgent(props.agencyId, agentId);
  const agent = query.data ?? null;

  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const onClose = async (options: { force: boolean } = { force: false }) => {
    if (dirty.current && !options.force) {
      const confirmed = await confirm({
        title: 'Fermer sans enregistrer ?',
        message: 'Les modifications de la fiche seront perdues.',
        confirmLabel: 'Fermer sans enregistrer',
        destructive: true,
      });
      if (!confirmed) return;
    }
    close();
  };

  const title = agentId ? (agent?.fullname ?? 'Collaborateur') : 'Nouveau collaborateur';
  let body: ReactNode;
  if (agentId && query.isPending) {
    body = (
      <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="Chargement du collaborateur" />
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
          {!notFound && <Button onClick={() => query.refetch()}>Réessayer</Button>}
          <Button onClick={() => close()}>Fermer</Button>
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
        onDirtyChange={onDirtyChange}
        onClose={onClose}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={() => onClose()}
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
      <IconButton
        aria-label="Fermer la fiche"
        onClick={() => onClose()}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ display: 'contents' }}>{body}</Box>
    </Dialog>
  );
}
