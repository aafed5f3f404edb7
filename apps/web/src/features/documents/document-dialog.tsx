import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Document, zDocumentFile, zDocumentSave } from '@securite/domain/documents/document-schemas';
import { DOCUMENT_MAX_FILES, type DocumentType } from '@securite/domain/documents/document-types';
import { documentMessages } from '@securite/domain/documents/messages';
import { messages } from '@securite/domain/errors/messages';
import { acceptAttribute, acceptedFormatsLabel, formatFileSize } from '@securite/domain/files/file-types';
import { useId, useRef, useState } from 'react';
import { type Control, Controller, useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import type { DocumentsScope } from './api/documents-scope.ts';
import { useDocumentFolders } from './api/find-document-folders.ts';
import { useDocumentReaderChoices } from './api/find-document-readers.ts';
import { useSaveDocument } from './api/save-document.ts';
import { ReadersFields, type ReadersValue } from './readers-fields.tsx';

import { texts } from './texts.ts';

export interface DocumentDialogProps {
  agencyId: string;
  /** The scope segment of the paths (documents-scope.ts). */
  scope: DocumentsScope;
  kind: DocumentType;
  document?: Document | null;
  /** A new agent document is about this agent (an agent adding their own). */
  defaultAgentId?: string | null;
}

const readersOf = (document: Document | null, defaultAgentId: string | null): ReadersValue => ({
  accessAllAgents: document?.accessAllAgents ?? false,
  accessAllCustomers: document?.accessAllCustomers ?? false,
  userCompanies: document?.userCompanies.map((u) => u.id) ?? [],
  customers: document?.customers.map((c) => c.id) ?? [],
  agentId: document?.agent?.id ?? defaultAgentId,
});

/**
 * The document as the form holds it: the request's name and folders, the files kept and those to upload (together
 * at least one, at most 20), the readers (checked by the server).
 */
const zDocumentForm = z
  .object({
    name: zDocumentSave.shape.name,
    attachedFolders: z.array(z.string()),
    kept: z.array(zDocumentFile),
    added: z.array(z.instanceof(File)),
    readers: z.custom<ReadersValue>(),
  })
  .superRefine(({ kept, added }, context) => {
    const count = kept.length + added.length;
    if (count === 0) context.addIssue({ code: 'custom', path: ['added'], message: documentMessages.fileRequired });
    if (count > DOCUMENT_MAX_FILES)
      context.addIssue({ code: 'custom', path: ['added'], message: documentMessages.tooManyFiles });
  });
type DocumentForm = z.infer<typeof zDocumentForm>;

/** The 413's caption: the files sent and their sizes, so the user knows which one to make smaller. */
const sizeCaption = (files: File[]) =>
  texts.fichiersEnvoyesReduisezValue(files.map((f) => `${f.name} (${formatFileSize(f.size)})`).join(', '));

/** Ajouter un document / Modifier le document: name, files, folders and readers. */
export function DocumentDialog({
  agencyId,
  scope,
  kind,
  document = null,
  defaultAgentId = null,
  close,
}: DocumentDialogProps & DialogControls<Document>) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveDocument(agencyId);
  const folders = useDocumentFolders(agencyId, scope, kind);
  const choices = useDocumentReaderChoices(agencyId);
  const [uploaded, setUploaded] = useState(0);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, getValues } = useForm<DocumentForm>({
    resolver: zodResolver(zDocumentForm),
    defaultValues: {
      name: document?.name ?? '',
      attachedFolders: document?.attachedFolders.map((f) => f.name) ?? [],
      kept: document?.files ?? [],
      added: [],
      readers: readersOf(document, defaultAgentId),
    },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['name', 'attachedFolders'],
      save: ({ name, attachedFolders, kept, added, readers }) => {
        setTooLarge(null);
        setUploaded(0);
        return save.mutateAsync({
          scope,
          files: added,
          onUploaded: setUploaded,
          body: {
            id: document?.id ?? null,
            type: kind,
            name,
            attachedFolders,
            fileIds: kept.map((f) => f.id),
            ...readers,
          },
        });
      },
      success: documentMessages.saved,
      onSaved: (saved) => close(saved),
      // A 413 names the files sent, so that the user knows which one to make smaller.
      placeError: (error) => {
        if (!(error instanceof ApiError && error.status === 413)) return false;
        setTooLarge(sizeCaption(getValues('added')));
        return true;
      },
    },
  );

  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{document ? texts.modifierLeDocument : texts.ajouterUnDocument}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError message={formError} />
            {tooLarge && (
              <Alert severity="error">
                <AlertTitle>{messages.payloadTooLarge}</AlertTitle>
                {tooLarge}
              </Alert>
            )}
            <FormTextField control={control} name="name" label={texts.nomDuDocument} required />
            <FilesField
              control={control}
              uploading={save.isPending}
              uploaded={uploaded}
              onAdded={() => setTooLarge(null)}
            />
            <Controller
              control={control}
              name="attachedFolders"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  freeSolo
                  options={(folders.data?.data ?? []).map((f) => f.name)}
                  value={field.value}
                  onChange={(_, next) => field.onChange(next.map((n) => n.trim()).filter(Boolean))}
                  onBlur={field.onBlur}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={texts.dossiers}
                      error={fieldState.invalid}
                      helperText={fieldState.error?.message ?? texts.choisissezUnDossierOu}
                    />
                  )}
                />
              )}
            />
            <Controller
              control={control}
              name="readers"
              render={({ field }) => (
                <ReadersFields kind={kind} choices={choices.data} value={field.value} onChange={field.onChange} />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            {texts.enregistrer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}

/** The files kept and those to upload (each with « Retirer »), « Ajouter des fichiers » and the upload's progress. */
function FilesField({
  control,
  uploading,
  uploaded,
  onAdded,
}: {
  control: Control<DocumentForm>;
  uploading: boolean;
  uploaded: number;
  onAdded: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { field: keptField } = useController({ control, name: 'kept' });
  const { field, fieldState } = useController({ control, name: 'added' });
  const kept = keptField.value;
  const added = field.value;
  const error = fieldState.error?.message;
  return (
    <Stack spacing={1}>
      <List dense aria-label={texts.fichiersDuDocument} disablePadding>
        {kept.map((file) => (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={texts.retirerName(file.name)}
                onClick={() => keptField.onChange(kept.filter((f) => f.id !== file.id))}
              >
                <CloseIcon />
              </IconButton>
            }
          >
            <ListItemText primary={file.name} secondary={formatFileSize(file.size)} />
          </ListItem>
        ))}
        {added.map((file, index) => (
          <ListItem
            key={`${file.name}-${file.size}-${file.lastModified}`}
            disableGutters
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={texts.retirerName(file.name)}
                onClick={() => field.onChange(added.filter((_, i) => i !== index))}
              >
                <CloseIcon />
              </IconButton>
            }
          >
            <ListItemText primary={file.name} secondary={texts.aEnvoyerValue(formatFileSize(file.size))} />
          </ListItem>
        ))}
      </List>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptAttribute('document')}
        aria-label={texts.fichiersAAjouter}
        onChange={(event) => {
          field.onChange([...added, ...Array.from(event.target.files ?? [])]);
          onAdded();
          event.target.value = '';
        }}
      />
      <Button
        ref={field.ref}
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
        color={error ? 'error' : 'primary'}
      >
        {texts.ajouterDesFichiers}
      </Button>
      <Alert severity={error ? 'error' : 'info'} variant="outlined" sx={{ py: 0 }}>
        {error ?? texts.formatsAcceptesDocument(acceptedFormatsLabel.document)}
      </Alert>
      {uploading && added.length > 0 && (
        <LinearProgress
          variant="determinate"
          value={(uploaded / added.length) * 100}
          aria-label={texts.envoiDesFichiersUploaded(uploaded, added.length)}
        />
      )}
    </Stack>
  );
}
