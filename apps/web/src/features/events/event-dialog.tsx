import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isGranted } from '@securite/domain/auth/access';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import { useState } from 'react';
import { newClientUuid } from '../../api/client-uuid.ts';
import { useSession } from '../../api/session.ts';
import { FormDialog, FormDialogCancelButton, useReportDirty } from '../../ui/form/form-dialog.tsx';
import { useAddStaffMessage, useEvent } from './api/events-api.ts';
import { EventView } from './event-view.tsx';

/** Staff add a message under the event (events.edit); the uuid is made once per text, so a retry is harmless. */
function StaffMessageForm({ agencyId, eventId }: { agencyId: string; eventId: string }) {
  const [content, setContent] = useState('');
  const [uuid, setUuid] = useState(newClientUuid);
  const add = useAddStaffMessage(agencyId);
  useReportDirty(content.trim() !== '');
  const submit = async () => {
    await add.mutateAsync({ id: eventId, message: { uuid, content } });
    setContent('');
    setUuid(newClientUuid());
  };
  return (
    <Stack spacing={1}>
      <TextField
        label="Ajouter un message"
        multiline
        minRows={2}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <Button
        variant="contained"
        disabled={!content.trim() || add.isPending}
        onClick={() => void submit().catch(() => undefined)}
        sx={{ alignSelf: 'end' }}
      >
        Envoyer
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
        <FormDialogCancelButton>Fermer</FormDialogCancelButton>
      </DialogActions>
    </FormDialog>
  );
}
