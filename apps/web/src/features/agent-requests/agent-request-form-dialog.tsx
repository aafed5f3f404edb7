import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type AgentRequest, zAgentRequestCreate } from '@securite/domain/agent-requests/schemas';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newClientUuid } from '../../api/client-uuid.ts';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useAgencyTypes } from '../agency-settings/public.ts';
import { useCreateAgentRequest } from './api/create-agent-request.ts';
import { texts } from './texts.ts';

type Input = z.input<typeof zAgentRequestCreate>;
type Output = z.output<typeof zAgentRequestCreate>;
const fields = ['requestTypeId', 'subject', 'content'] as const;

export interface AgentRequestFormDialogProps {
  agencyId: string;
}

/** Nouvelle demande: an agent asks the agency (type, subject, message). */
export function AgentRequestFormDialog({
  agencyId,
  close,
}: AgentRequestFormDialogProps & DialogControls<AgentRequest>) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const types = useAgencyTypes(agencyId, 'request');
  const create = useCreateAgentRequest(agencyId);
  // One uuid per submitted payload: sending the same form again (a retry) is the same request.
  const sent = useRef<{ key: string; uuid: string } | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(zAgentRequestCreate),
    defaultValues: { requestTypeId: '', subject: '', content: '' },
  });

  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields,
      save: (values) => {
        const key = JSON.stringify(values);
        if (sent.current?.key !== key) sent.current = { key, uuid: newClientUuid() };
        return create.mutateAsync({ ...values, uuid: sent.current.uuid });
      },
      success: texts.sent,
      onSaved: (created) => close(created),
    },
  );

  const typeOptions = types.data ?? [];
  return (
    <FormDialog
      open
      dirty={formState.isDirty}
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.createTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField
              control={control}
              name="requestTypeId"
              label={texts.requestType}
              select
              required
              helperText={types.isSuccess && typeOptions.length === 0 ? texts.noTypes : undefined}
            >
              {typeOptions.map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="subject" label={texts.subject} required />
            <FormTextField control={control} name="content" label={texts.content} required multiline minRows={4} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton>{texts.cancel}</FormDialogCancelButton>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {texts.send}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
