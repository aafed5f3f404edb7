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
import type { Document } from '@securite/domain/documents/document-schemas';
import type { DocumentType } from '@securite/domain/documents/document-types';
import { documentMessages } from '@securite/domain/documents/messages';
import { messages } from '@securite/domain/errors/messages';
import { acceptAttribute, acceptedFormatsLabel, formatFileSize } from '@securite/domain/files/file-types';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import type { DocumentsScope } from './api/documents-scope.ts';
import { useDocumentFolders } from './api/find-document-folders.ts';
import { useDocumentReaderChoices } from './api/find-document-readers.ts';
import { useSaveDocument } from './api/save-document.ts';
import { ReadersFields, type ReadersValue } from './readers-fields.tsx';

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

/** The 413's caption: the files sent and their sizes, so the user knows which one to make smaller. */
const sizeCaption = (files: File[]) =>
  `Fichiers envoyés : ${files.map((f) => `${f.name} (${formatFileSize(f.size)})`).join(', ')}. Réduisez leur taille ou envoyez-les séparément.`;

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
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveDocument(agencyId);
  const folders = useDocumentFolders(agencyId, scope, kind);
  const choices = useDocumentReaderChoices(agencyId);
  const [name, setName] = useState(document?.name ?? '');
  const [kept, setKept] = useState(document?.files ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const [chosenFolders, setChosenFolders] = useState(document?.attachedFolders.map((f) => f.name) ?? []);
  const [readers, setReaders] = useState(readersOf(document, defaultAgentId));
  const [errors, setErrors] = useState<{ name?: string; files?: string; form?: string; tooLarge?: string }>({});
  const dirty = useChangedSinceOpen({ name, kept, added, chosenFolders, readers });
  const [uploaded, setUploaded] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = 'Obligatoire';
    if (kept.length + added.length === 0) next.files = documentMessages.fileRequired;
    setErrors(next);
    if (next.name || next.files) return;
    setUploaded(0);
    try {
      const saved = await save.mutateAsync({
        scope,
        files: added,
        onUploaded: setUploaded,
        body: {
          id: document?.id ?? null,
          type: kind,
          name: name.trim(),
          attachedFolders: chosenFolders,
          fileIds: kept.map((f) => f.id),
          ...readers,
        },
      });
      notify.success(documentMessages.saved);
      close(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 413) setErrors({ tooLarge: sizeCaption(added) });
      else if (error instanceof ApiError && error.status === 403) setErrors({});
      else setErrors({ form: error instanceof Error ? error.message : messages.genericError });
    }
  };

  return (
    <FormDialog
      dirty={dirty}
      open
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{document ? 'Modifier le document' : 'Ajouter un document'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors.form && <Alert severity="error">{errors.form}</Alert>}
            {errors.tooLarge && (
              <Alert severity="error">
                <AlertTitle>{messages.payloadTooLarge}</AlertTitle>
                {errors.tooLarge}
              </Alert>
            )}
            <TextField
              label="Nom du document"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!errors.name}
              helperText={errors.name}
            />
            <Stack spacing={1}>
              <List dense aria-label="Fichiers du document" disablePadding>
                {kept.map((file) => (
                  <ListItem
                    key={file.id}
                    disableGutters
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={`Retirer ${file.name}`}
                        onClick={() => setKept(kept.filter((f) => f.id !== file.id))}
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
                        aria-label={`Retirer ${file.name}`}
                        onClick={() => setAdded(added.filter((_, i) => i !== index))}
                      >
                        <CloseIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={file.name} secondary={`${formatFileSize(file.size)} · à envoyer`} />
                  </ListItem>
                ))}
              </List>
              <input
                ref={input}
                type="file"
                multiple
                hidden
                accept={acceptAttribute('document')}
                aria-label="Fichiers à ajouter"
                onChange={(event) => {
                  setAdded([...added, ...Array.from(event.target.files ?? [])]);
                  setErrors({ ...errors, files: undefined, tooLarge: undefined });
                  event.target.value = '';
                }}
              />
              <Button
                startIcon={<AttachFileIcon />}
                onClick={() => input.current?.click()}
                sx={{ alignSelf: 'flex-start' }}
                color={errors.files ? 'error' : 'primary'}
              >
                Ajouter des fichiers
              </Button>
              <Alert severity={errors.files ? 'error' : 'info'} variant="outlined" sx={{ py: 0 }}>
                {errors.files ?? `Formats acceptés : ${acceptedFormatsLabel.document}.`}
              </Alert>
              {save.isPending && added.length > 0 && (
                <LinearProgress
                  variant="determinate"
                  value={(uploaded / added.length) * 100}
                  aria-label={`Envoi des fichiers : ${uploaded} sur ${added.length}`}
                />
              )}
            </Stack>
            <Autocomplete
              multiple
              freeSolo
              options={(folders.data?.data ?? []).map((f) => f.name)}
              value={chosenFolders}
              onChange={(_, next) => setChosenFolders(next.map((n) => n.trim()).filter(Boolean))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Dossiers"
                  helperText="Choisissez un dossier ou tapez un nouveau nom puis Entrée."
                />
              )}
            />
            <ReadersFields kind={kind} choices={choices.data} value={readers} onChange={setReaders} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
