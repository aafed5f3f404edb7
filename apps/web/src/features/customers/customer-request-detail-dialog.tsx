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
import Typography from '@mui/material/Typography';
import {
  type CustomerRequest,
  type CustomerRequestStatus,
  customerRequestStatuses,
  customerRequestStatusLabels,
  customerRequestTypeLabels,
} from '@securite/domain/customers/customer-request-schemas';
import { messages } from '@securite/domain/errors/messages';
import { useId } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { format } from '../../ui/format.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useChangeCustomerRequestStatus } from './api/change-customer-request-status.ts';
import type { RequestsScope } from './api/find-customer-requests.ts';
import { useCustomerRequest } from './api/get-customer-request.ts';
import { customerRequestEmailDialog } from './customer-request-email-dialog-handle.ts';
import { CustomerRequestStatusChip } from './customer-request-status-chip.tsx';

import { texts } from './texts.ts';

export interface CustomerRequestDetailDialogProps {
  scope: RequestsScope;
  id: string;
  /** A first look while the request loads (the list's row). */
  preview?: CustomerRequest;
  canChangeStatus: boolean;
}

/** One request, which opening marks as read; staff change its status (asked whether to e-mail the customer). */
export function CustomerRequestDetailDialog({
  scope,
  id,
  preview,
  canChangeStatus,
  close,
}: CustomerRequestDetailDialogProps & DialogControls) {
  const titleId = useId();
  const groupId = useId();
  const query = useCustomerRequest(scope, id);
  const change = useChangeCustomerRequestStatus(scope.agencyId);
  const request = query.data ?? preview;

  const choose = async (current: CustomerRequest, status: CustomerRequestStatus) => {
    const sendEmail = await customerRequestEmailDialog.open({
      subject: current.subject,
      statusLabel: customerRequestStatusLabels[status],
    });
    if (sendEmail === undefined) return;
    try {
      await change.mutateAsync({ id: current.id, status, sendEmail });
    } catch {
      return; // The HTTP client already showed why.
    }
    notify.success(sendEmail ? messages.emailsSent : messages.saved);
  };

  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {request?.subject ?? texts.demande}
      </DialogTitle>
      <DialogContent>
        {!request ? (
          query.isError ? (
            <Alert severity="error">{query.error.message}</Alert>
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label={texts.chargementDeLaDemande} />
            </Box>
          )
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
              <CustomerRequestStatusChip status={request.status} />
              <Chip size="small" variant="outlined" label={customerRequestTypeLabels[request.requestType]} />
              {request.sent && <Chip size="small" variant="outlined" label={texts.clientPrevenuParE} />}
            </Stack>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{request.customer.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.envoyeeValueValue2(
                  format.onDayAt(request.createdAt),
                  request.createdBy.fullname ? ` par ${request.createdBy.fullname}` : '',
                )}
                {request.statusChangedAt && texts.statutModifieValue(format.onDayAt(request.statusChangedAt))}
              </Typography>
            </div>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.content}</Typography>
            {canChangeStatus && (
              <>
                <Divider />
                <div>
                  <Typography id={groupId} variant="subtitle2" sx={{ mb: 1 }}>
                    {texts.changerLeStatut}
                  </Typography>
                  <Stack role="group" aria-labelledby={groupId} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {customerRequestStatuses
                      .filter((status) => status !== request.status)
                      .map((status) => (
                        <Button
                          key={status}
                          variant="outlined"
                          size="small"
                          disabled={change.isPending}
                          loading={change.isPending && change.variables?.status === status}
                          onClick={() => choose(request, status)}
                        >
                          {customerRequestStatusLabels[status]}
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
        <Button onClick={() => close()} variant="contained">
          {texts.fermer}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
