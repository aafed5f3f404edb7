import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { SiteListItem } from '@securite/domain/sites/site-schemas';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';

import { texts } from './texts.ts';

/** « ← Rondes »: back to the list. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Button component={RouterLink} to={href} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
      {label}
    </Button>
  );
}

/** The record is still loading, or could not be found. */
export function LoadState({ loading, error, label }: { loading: boolean; error: string | null; label: string }) {
  if (loading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={label} />
      </Box>
    );
  return <Alert severity="error">{error}</Alert>;
}

/** Shown above a form the user may read but not change. */
export function ReadOnlyNotice({ right }: { right: string }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {texts.consultationSeuleLEnregistrement} {right} ».
    </Alert>
  );
}

interface FormActionsProps {
  listHref: string;
  editable: boolean;
  saving: boolean;
  onDelete?: () => void;
  deleting?: boolean;
}

/** Supprimer on the left (an existing record the user may change), then Annuler and Enregistrer. */
export function FormActions({ listHref, editable, saving, onDelete, deleting }: FormActionsProps): ReactNode {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', pt: 2 }}>
      {onDelete && editable && (
        <Button color="error" onClick={onDelete} disabled={saving || deleting} sx={{ mr: 'auto' }}>
          {texts.supprimer}
        </Button>
      )}
      <Button component={RouterLink} to={listHref}>
        {editable ? texts.annuler : texts.retourALaListe}
      </Button>
      {editable && (
        <Button type="submit" variant="contained" loading={saving}>
          {texts.enregistrer}
        </Button>
      )}
    </Stack>
  );
}

/** A round's or a checkpoint's form: the message no field shows, its two columns (one on a phone), the actions. */
export function EditForm({
  label,
  onSubmit,
  formError,
  children,
  ...actions
}: FormActionsProps & {
  label: string;
  onSubmit: FormEventHandler;
  formError: string | null;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <FormError message={formError} sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' } }}>
        {children}
      </Box>
      <FormActions {...actions} />
    </Box>
  );
}

/** The sites to pick from, with the record's own site first when the list no longer has it. */
export function siteOptionsWith(
  sites: readonly { id: string; name: string }[],
  current: { id: string; name: string } | undefined,
) {
  const options = sites.map((s) => ({ id: s.id, name: s.name }));
  if (current && !options.some((s) => s.id === current.id)) options.unshift(current);
  return options;
}

/** What the round and checkpoint pages give their form. */
export interface RecordFormProps {
  agencyId: string;
  /** A new record's site (the list's filter). */
  siteId: string | null;
  sites: readonly SiteListItem[];
  sitesLoading: boolean;
  editable: boolean;
  listHref: string;
  onSaved: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}

/**
 * The submit of a round's or a checkpoint's form: the props of its EditForm but the label, and those of its site
 * picker (the record's own site kept among the choices).
 */
export function useEditForm<TInput extends FieldValues, TOutput>(
  form: { handleSubmit: UseFormHandleSubmit<TInput, TOutput>; setError: UseFormSetError<TInput> },
  options: {
    fields: readonly FieldPath<TInput>[];
    save: { mutateAsync: (values: TOutput) => Promise<unknown>; isPending: boolean };
    success: string;
    props: RecordFormProps;
    /** The record's site, when it has one. */
    site: { id: string; name: string } | undefined;
  },
) {
  const { fields, save, success, props, site } = options;
  const { onSubmit, formError } = useFormSubmit(form, {
    fields,
    save: save.mutateAsync,
    success,
    onSaved: () => props.onSaved(),
  });
  const formProps = {
    onSubmit,
    formError,
    listHref: props.listHref,
    editable: props.editable,
    saving: save.isPending,
    onDelete: props.onDelete,
    deleting: props.deleting,
  };
  const siteProps = {
    sites: siteOptionsWith(props.sites, site),
    disabled: !props.editable,
    loading: props.sitesLoading,
  };
  return { formProps, siteProps };
}
