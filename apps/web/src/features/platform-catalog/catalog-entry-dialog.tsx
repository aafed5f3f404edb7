import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { type Control, type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import type { CatalogKind } from './api/catalog-kinds.ts';
import { useSaveCatalogEntry } from './api/save-catalog-entry.ts';

import { texts } from './texts.ts';

/** The create or edit dialog of a catalogue entry: the domain's schema checks it here and on the server. */
export function CatalogEntryDialog<TIn extends FieldValues, TOut>({
  kind,
  schema,
  title,
  defaultValues,
  fields,
  success,
  onClose,
}: {
  kind: CatalogKind;
  schema: z.ZodType<TOut, TIn>;
  title: string;
  defaultValues: DefaultValues<TIn>;
  fields: (control: Control<TIn, unknown, TOut>) => ReactNode;
  success: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveCatalogEntry(kind);
  const { control, handleSubmit, setError, formState } = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    { fields: 'all', save: save.mutateAsync, success, onSaved: onClose },
  );
  return (
    <FormDialog
      open
      dirty={formState.isDirty}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            {fields(control)}
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
