import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';

import { texts } from './texts.ts';

export interface LabelItem {
  id: string;
  label: string;
  caption?: string;
}

export interface LabelListEditorProps {
  /** 'type d’événement': used in labels and accessible names. */
  noun: string;
  /** 'Types d’événement': the list's accessible name. */
  plural: string;
  items: readonly LabelItem[] | undefined;
  loadError?: string | null;
  emptyText: string;
  /** The domain's rule for a label: its French message, or null. */
  validate: (label: string) => string | null;
  onAdd: (label: string) => Promise<unknown>;
  onRename: (item: LabelItem, label: string) => Promise<unknown>;
  onRemove: (item: LabelItem) => Promise<unknown>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : texts.uneErreurEstSurvenue);

/** One label being renamed in place. */
function RenameRow({
  item,
  noun,
  validate,
  onRename,
  onDone,
}: Pick<LabelListEditorProps, 'noun' | 'validate' | 'onRename'> & { item: LabelItem; onDone: () => void }) {
  const [value, setValue] = useState(item.label);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(value);
    if (invalid) return setError(invalid);
    if (value.trim() === item.label) return onDone();
    setBusy(true);
    try {
      await onRename(item, value.trim());
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1 }}
    >
      <TextField
        label={texts.renommerLeNoun(noun)}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error}
        size="small"
        autoFocus
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button type="submit" variant="contained" loading={busy}>
          {texts.enregistrer}
        </Button>
        <Button onClick={onDone}>{texts.annuler}</Button>
      </Stack>
    </Stack>
  );
}

/** A list of labels the agency configures: add, rename in place, remove after confirmation; refusals inline. */
export function LabelListEditor({
  noun,
  plural,
  items,
  loadError,
  emptyText,
  validate,
  onAdd,
  onRename,
  onRemove,
}: LabelListEditorProps) {
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(draft);
    if (invalid) return setAddError(invalid);
    setAdding(true);
    try {
      await onAdd(draft.trim());
      setDraft('');
    } catch (failure) {
      setAddError(messageOf(failure));
    } finally {
      setAdding(false);
    }
  };
  const remove = async (item: LabelItem) => {
    setRemoveError(null);
    const ok = await confirm({
      title: texts.retirerLeNounLabel(noun, item.label),
      message: texts.ilNeSeraPlus,
      confirmLabel: texts.retirer,
      destructive: true,
    });
    if (!ok) return;
    await onRemove(item).catch((failure) => setRemoveError(messageOf(failure)));
  };

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!items) return <CircularProgress aria-label={texts.chargementPlural(plural)} size={28} />;
  return (
    <Stack spacing={2}>
      {items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>
      ) : (
        <Stack
          component="ul"
          // The lines are separated by a border: a divider <li role="separator"> is no list item (axe « list »).
          sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          aria-label={plural}
        >
          {items.map((item) =>
            editing === item.id ? (
              <li key={item.id}>
                <RenameRow
                  item={item}
                  noun={noun}
                  validate={validate}
                  onRename={onRename}
                  onDone={() => setEditing(null)}
                />
              </li>
            ) : (
              <Stack
                component="li"
                key={item.id}
                direction="row"
                sx={{ alignItems: 'center', py: 0.5 }}
                aria-label={item.label}
              >
                <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography>{item.label}</Typography>
                  {item.caption && (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {item.caption}
                    </Typography>
                  )}
                </Stack>
                <IconButton aria-label={texts.renommerLabel(item.label)} onClick={() => setEditing(item.id)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={texts.retirerLabel(item.label)} onClick={() => remove(item)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            ),
          )}
        </Stack>
      )}
      {removeError && <Alert severity="error">{removeError}</Alert>}
      <Stack component="form" noValidate onSubmit={add} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label={texts.nouveauNoun(noun)}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setAddError(null);
          }}
          error={addError !== null}
          helperText={addError}
          size="small"
          fullWidth
          sx={{ maxWidth: { sm: 420 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<AddIcon />}
          loading={adding}
          sx={{ alignSelf: 'flex-start' }}
        >
          {texts.ajouter}
        </Button>
      </Stack>
    </Stack>
  );
}
