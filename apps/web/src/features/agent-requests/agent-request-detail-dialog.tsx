import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import {
  type AgentRequestStatus,
  agentRequestStatuses,
  agentRequestStatusLabels,
  canChangeStatus,
} from '@securite/domain/agent-requests/status';
import { messages } from '@securite/domain/errors/messages';
import { useId } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { format } from '../../ui/format.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { AgentRequestStatusChip } from './agent-request-status-chip.tsx';
import { useChangeAgentRequestStatus } from './api/change-agent-request-status.ts';
import { useAgentRequest } from './api/get-agent-request.ts';
import { sendEmailDialog } from './send-email-dialog-handle.ts';
import { texts } from './texts.ts';
import { useConfirmDeleteAgentRequest } from './use-delete-agent-request.ts';

export interface AgentRequestDetailDialogProps {
  agencyId: string;
  id: string;
  /** A first look while the request loads (the list's row). */
  preview?: AgentRequest;
  canChangeStatus: boolean;
  canDelete: (request: AgentRequest) => boolean;
  ownAgentId: string | null;
}

/** One request, which opening marks as read; staff change its status (asked whether to e-mail) or delete it. */
export function AgentRequestDetailDialog({
  agencyId,
  id,
  preview,
  canChangeStatus: mayChange,
  canDelete,
  ownAgentId,
  close,
}: AgentRequestDetailDialogProps & DialogControls) {
  const titleId = useId();
  const statusGroupId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useAgentRequest(agencyId, id);
  const change = useChangeAgentRequestStatus(agencyId);
  const { askDelete, deletingId } = useConfirmDeleteAgentRequest(agencyId, ownAgentId);
  const request = query.data ?? preview;

  const chooseStatus = async (current: AgentRequest, status: AgentRequestStatus) => {
    const sendEmail = await sendEmailDialog.open({
      subject: current.subject,
      statusLabel: agentRequestStatusLabels[status],
    });
    if (sendEmail === undefined) return;
    try {
      await change.mutateAsync({ id: current.id, status, sendEmail });
    } catch {
      return; // The HTTP client already showed why.
    }
    notify.success(sendEmail ? messages.emailsSent : messages.saved);
  };

  const nextStatuses = request ? agentRequestStatuses.filter((status) => canChangeStatus(request.status, status)) : [];
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {request?.subject ?? texts.detailTitle}
      </DialogTitle>
      <DialogContent>
        {!request ? (
          query.isError ? (
            <Alert severity="error">{texts.loadOneFailed}</Alert>
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label={texts.loading} />
            </Box>
          )
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
              <AgentRequestStatusChip status={request.status} />
              <Chip size="small" variant="outlined" label={request.requestType.label} />
            </Stack>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{request.agent.fullname}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.createdAt({ date: format.dateTime(request.createdAt) })}
                {request.statusChangedAt &&
                  ` · ${texts.statusChangedAt({ date: format.dateTime(request.statusChangedAt) })}`}
              </Typography>
            </div>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.content}</Typography>
            {mayChange && nextStatuses.length > 0 && (
              <>
                <Divider />
                <div>
                  <Typography id={statusGroupId} variant="subtitle2" sx={{ mb: 1 }}>
                    {texts.changeStatus}
                  </Typography>
                  <Stack role="group" aria-labelledby={statusGroupId} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {nextStatuses.map((status) => (
                      <Button
                        key={status}
                        variant="outlined"
                        size="small"
                        disabled={change.isPending}
                        loading={change.isPending && change.variables?.status === status}
                        onClick={() => chooseStatus(request, status)}
                      >
                        {agentRequestStatusLabels[status]}
                      </Button>
                    ))}
                  </Stack>
                </div>
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {request && canDelete(request) && (
          <Button
            color="error"
            loading={deletingId === request.id}
            onClick={async () => {
              if (await askDelete(request)) close();
            }}
            sx={{ mr: 'auto' }}
          >
            {request.agent.id === ownAgentId ? texts.withdraw : texts.delete}
          </Button>
        )}
        <Button onClick={() => close()} variant="contained">
          {texts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
