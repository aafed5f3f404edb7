import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { subscriptionMessages as sm } from '@securite/domain/subscriptions/subscription-messages';
import {
  type SubscriptionReasonSave,
  subscriptionReasonLabels,
  subscriptionReasons,
  zSubscriptionReasonSave,
} from '@securite/domain/subscriptions/subscription-schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useCancelSubscription } from './api/subscription-api.ts';
import { dayText } from './subscription-dates-page.tsx';

import { texts } from './texts.ts';

/** « Résilier l'abonnement »: the reason asked, then the subscription runs to the end of its period. */
export function CancelDialog({ agencyId, endsAt, onClose }: { agencyId: string; endsAt: string; onClose: () => void }) {
  const titleId = useId();
  const cancel = useCancelSubscription(agencyId);
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof zSubscriptionReasonSave>,
    unknown,
    SubscriptionReasonSave
  >({
    resolver: zodResolver(zSubscriptionReasonSave),
    // No reason chosen yet: the select shows empty and the schema asks for one.
    defaultValues: { comment: '' },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['reason', 'comment'],
      save: (values) => cancel.mutateAsync({ ...values, comment: values.comment || null }),
      success: sm.subscriptionCancelled,
      onSaved: onClose,
    },
  );
  return (
    <FormDialog open dirty={formState.isDirty} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.resilierLAbonnement}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              {texts.votreAbonnementResteraActif} {dayText(endsAt)}
              {texts.ensuiteLAccesA}
            </DialogContentText>
            <FormError message={formError} />
            <FormTextField control={control} name="reason" label={texts.motifDeLaResiliation} select required>
              {subscriptionReasons.map((key) => (
                <MenuItem key={key} value={key}>
                  {subscriptionReasonLabels[key]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="comment" label={texts.commentaire} multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton>{texts.garderMonAbonnement}</FormDialogCancelButton>
          <Button type="submit" color="error" variant="contained" loading={cancel.isPending}>
            {texts.resilier}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
