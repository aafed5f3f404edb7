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
import { noteAudienceLabels, noteAudiences } from '@securite/domain/information-notes/audience';
import { type InformationNote, zInformationNoteRequest } from '@securite/domain/information-notes/schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useSaveInformationNote } from './api/save-information-note.ts';
import { texts } from './texts.ts';

type Input = z.input<typeof zInformationNoteRequest>;
type Output = z.output<typeof zInformationNoteRequest>;
const fields = ['title', 'content', 'audience'] as const;

export interface InformationNoteDialogProps {
  agencyId: string;
}

/** Nouvelle note d’information: title, content and who it is for. */
export function InformationNoteDialog({
  agencyId,
  close,
}: InformationNoteDialogProps & DialogControls<InformationNote>) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveInformationNote(agencyId);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(zInformationNoteRequest),
    defaultValues: { title: '', content: '', audience: 'all' },
  });

  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    { fields, save: save.mutateAsync, success: texts.published, onSaved: (saved) => close(saved) },
  );

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
            <FormTextField control={control} name="title" label={texts.noteTitle} required />
            <FormTextField control={control} name="content" label={texts.content} required multiline minRows={5} />
            <FormTextField control={control} name="audience" label={texts.audience} select>
              {noteAudiences.map((audience) => (
                <MenuItem key={audience} value={audience}>
                  {noteAudienceLabels[audience]}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton>{texts.cancel}</FormDialogCancelButton>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {texts.publish}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
