import { zodResolver } from '@hookform/resolvers/zod';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { communicationMessages as m } from '@securite/domain/communication/messages';
import { USEFUL_DOCUMENT_MAX_BYTES as MAX_BYTES, zUsefulDocumentSave } from '@securite/domain/communication/schemas';
import { formatFileSize } from '@securite/domain/files/file-types';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { base64Of } from '../../api/base64-of.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { UploadButton } from '../../ui/upload-button.tsx';
import { useCreateUsefulDoc } from './api/useful-docs-admin.ts';

import { texts } from './texts.ts';

const tooLarge = texts.leFichierDepasse10;

/**
 * The form: the request's title and description, and the file itself (sent as its name and bytes), held under the
 * request's name for the bytes (`content`) so that the server's message on them shows under the file.
 */
const zUsefulDocForm = z.object({
  title: zUsefulDocumentSave.shape.title,
  description: zUsefulDocumentSave.shape.description,
  content: z
    .instanceof(File)
    .nullable()
    .transform((file, context) => {
      const problem = !file ? m.fileMissing : file.size === 0 ? m.fileEmpty : file.size > MAX_BYTES ? tooLarge : null;
      if (!file || problem) {
        context.addIssue({ code: 'custom', message: problem ?? m.fileMissing });
        return z.NEVER;
      }
      return file;
    }),
});

/** Adds a useful document: a title, a description, and the file (PDF or image, at most 10 Mo). */
export function UsefulDocDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const create = useCreateUsefulDoc();
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof zUsefulDocForm>,
    unknown,
    z.output<typeof zUsefulDocForm>
  >({
    resolver: zodResolver(zUsefulDocForm),
    defaultValues: { title: '', description: '', content: null },
  });
  const { field: fileField, fieldState: fileState } = useController({ control, name: 'content' });
  const file = fileField.value;
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['title', 'description', 'content'],
      save: async ({ title, description, content }) =>
        create.mutateAsync({
          title,
          description: description || null,
          fileName: content.name,
          content: await base64Of(content),
        }),
      success: texts.leDocumentEstAjoute,
      onSaved: onClose,
    },
  );

  return (
    <FormDialog dirty={formState.isDirty} open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{texts.ajouterUnDocumentUtile}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <FormTextField control={control} name="title" label={texts.titre} required />
            <FormTextField control={control} name="description" label={texts.description} multiline minRows={2} />
            <div>
              <UploadButton
                variant="outlined"
                startIcon={<UploadFileIcon />}
                accept="application/pdf,image/jpeg,image/png,image/webp"
                inputLabel={texts.fichier}
                onChange={(event) => fileField.onChange(event.target.files?.[0] ?? null)}
              >
                {texts.choisirLeFichier}
              </UploadButton>
              <Typography variant="body2" sx={{ mt: 1, color: fileState.error ? 'error.main' : 'text.secondary' }}>
                {fileState.error?.message ??
                  (file
                    ? `${file.name} (${formatFileSize(file.size)})`
                    : texts.n10MoAuUsefuldocumentformats(m.usefulDocumentFormats))}
              </Typography>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={create.isPending}>
            {texts.ajouter}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
