import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { isGranted } from '@securite/domain/auth/access';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import { zStaffEventMessage } from '@securite/domain/events/event-schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { newClientUuid } from '../../api/client-uuid.ts';
import { useSession } from '../../api/session.ts';
import { applyServerErrors } from '../../ui/form/apply-server-errors.ts';
import { FormDialog, FormDialogCancelButton, useReportDirty } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useAddStaffMessage } from './api/add-staff-message.ts';
import { useEvent } from './api/get-event.ts';
import { EventView } from './event-view.tsx';

import { texts as localTexts } from './texts.ts';

/** The message form: its content checked as the request's (trimmed, at most 5000 characters), under its name there. */
const zStaffMessageForm = z.object({ message: zStaffEventMessage.shape.message.pick({ content: true }) });

/**
 * Staff add a message under the event (events.edit); the uuid is made once per text, so a retry is harmless. No
 * success notice: the message shows in the list. A refusal goes under the field (or above it when it names no
 * field), besides the API client's notice.
 */
function StaffMessageForm({ agencyId, eventId }: { agencyId: string; eventId: string }) {
  const [uuid, setUuid] = useState(newClientUuid);
  const [formError, setFormError] = useState<string | null>(null);
  const add = useAddStaffMessage(agencyId);
  const { control, handleSubmit, setError, reset } = useForm<
    z.input<typeof zStaffMessageForm>,
    unknown,
    z.output<typeof zStaffMessageForm>
  >({
    resolver: zodResolver(zStaffMessageForm),
    defaultValues: { message: { content: '' } },
  });
  const content = useWatch({ control, name: 'message.content' }) ?? '';
  useReportDirty(content.trim() !== '');
  const onSubmit = handleSubmit(async ({ message }) => {
    setFormError(null);
    try {
      await add.mutateAsync({ id: eventId, message: { uuid, content: message.content } });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['message.content']));
      return;
    }
    reset({ message: { content: '' } });
    setUuid(newClientUuid());
  });
  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={1}>
      <FormError message={formError} />
      <FormTextField
        control={control}
        name="message.content"
        label={localTexts.ajouterUnMessage}
        multiline
        minRows={2}
      />
      <Button type="submit" variant="contained" disabled={!content.trim() || add.isPending} sx={{ alignSelf: 'end' }}>
        {localTexts.envoyer}
      </Button>
    </Stack>
  );
}

/** One event of the main courante for the office (or the customer, read only), with its messages and history. */
export function EventDialog({
  agencyId,
  eventId,
  onClose,
}: {
  agencyId: string;
  eventId: string;
  onClose: () => void;
}) {
  const { actor, company } = useSession();
  const query = useEvent(agencyId, eventId);
  const staff = company?.role !== 'customer' && company?.role !== 'agent';
  const canWrite = staff && isGranted(actor, ['events.edit']);
  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="titre-main-courante">
      <DialogTitle id="titre-main-courante">{texts.title}</DialogTitle>
      <DialogContent>
        {query.isError && <Alert severity="error">{texts.notFound}</Alert>}
        {query.data && (
          <Stack spacing={3}>
            <EventView agencyId={agencyId} event={query.data} />
            {canWrite && !query.data.deletedAt && <StaffMessageForm agencyId={agencyId} eventId={eventId} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <FormDialogCancelButton>{localTexts.fermer}</FormDialogCancelButton>
      </DialogActions>
    </FormDialog>
  );
}
