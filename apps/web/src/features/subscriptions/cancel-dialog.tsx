import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { subscriptionMessages as sm } from '@securite/domain/subscriptions/subscription-messages';
import {
  type SubscriptionReasonKey,
  subscriptionReasonLabels,
  subscriptionReasons,
} from '@securite/domain/subscriptions/subscription-schemas';
import { useId, useState } from 'react';
import { notify } from '../../ui/notices/notice-store.ts';
import { useCancelSubscription } from './api/subscription-api.ts';
import { dayText } from './subscription-dates-page.tsx';

/** « Résilier l'abonnement »: the reason asked, then the subscription runs to the end of its period. */
export function CancelDialog({ agencyId, endsAt, onClose }: { agencyId: string; endsAt: string; onClose: () => void }) {
  const titleId = useId();
  const cancel = useCancelSubscription(agencyId);
  const [reason, setReason] = useState<SubscriptionReasonKey | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!reason) {
      setError(sm.reasonRequired);
      return;
    }
    try {
      await cancel.mutateAsync({ reason, comment: comment.trim() || null });
      notify.success(sm.subscriptionCancelled);
      onClose();
    } catch {
      // The API client showed the message.
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Résilier l’abonnement ?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Votre abonnement restera actif jusqu’au {dayText(endsAt)}. Ensuite, l’accès à l’agence sera suspendu.
          </DialogContentText>
          <TextField
            select
            required
            label="Motif de la résiliation"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value as SubscriptionReasonKey);
              setError(null);
            }}
            error={error !== null}
            helperText={error}
          >
            {subscriptionReasons.map((key) => (
              <MenuItem key={key} value={key}>
                {subscriptionReasonLabels[key]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Commentaire"
            multiline
            minRows={2}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Garder mon abonnement</Button>
        <Button color="error" variant="contained" onClick={submit} loading={cancel.isPending}>
          Résilier
        </Button>
      </DialogActions>
    </Dialog>
  );
}
