import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { communicationMessages as m } from '@securite/domain/communication/messages';
import { USEFUL_DOCUMENT_MAX_BYTES } from '@securite/domain/communication/schemas';
import { formatFileSize } from '@securite/domain/files/file-types';
import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { base64Of } from '../../api/base64-of.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { UploadButton } from '../../ui/upload-button.tsx';
import { useCreateUsefulDoc } from './api/useful-docs-admin.ts';

/** Adds a useful document: a title, a description, and the file (PDF or image, at most 10 Mo). */
export function UsefulDocDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const create = useCreateUsefulDoc();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen({ title, description, file });

  const submit = async () => {
    setFormError(null);
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = 'Obligatoire';
    if (!file) found.content = m.fileMissing;
    else if (file.size === 0) found.content = m.fileEmpty;
    else if (file.size > USEFUL_DOCUMENT_MAX_BYTES) found.content = 'Le fichier dépasse 10 Mo';
    setErrors(found);
    if (!file || Object.keys(found).length) return;
    try {
      await create.mutateAsync({
        title: title.trim(),
        description: description.trim() || null,
        fileName: file.name,
        content: await base64Of(file),
      });
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      setFormError(error instanceof ApiError ? error.message : 'Erreur lors de la sauvegarde');
      return;
    }
    notify.success('Le document est ajouté aux documents utiles.');
    onClose();
  };

  return (
    <FormDialog dirty={dirty} open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>Ajouter un document utile</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField
              id="champ-title"
              label="Titre"
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
            />
            <TextField
              id="champ-description"
              label="Description"
              multiline
              minRows={2}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
            <div>
              <UploadButton
                variant="outlined"
                startIcon={<UploadFileIcon />}
                accept="application/pdf,image/jpeg,image/png,image/webp"
                inputLabel="Fichier"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              >
                Choisir le fichier
              </UploadButton>
              <Typography variant="body2" sx={{ mt: 1, color: errors.content ? 'error.main' : 'text.secondary' }}>
                {errors.content ??
                  (file ? `${file.name} (${formatFileSize(file.size)})` : `${m.usefulDocumentFormats}, 10 Mo au plus`)}
              </Typography>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={create.isPending}>
            Ajouter
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
