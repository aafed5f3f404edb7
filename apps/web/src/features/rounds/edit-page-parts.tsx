import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

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
      Consultation seule : l’enregistrement demande l’autorisation « {right} ».
    </Alert>
  );
}

/** Supprimer on the left (an existing record the user may change), then Annuler and Enregistrer. */
export function FormActions({
  listHref,
  editable,
  saving,
  onDelete,
  deleting,
}: {
  listHref: string;
  editable: boolean;
  saving: boolean;
  onDelete?: () => void;
  deleting?: boolean;
}): ReactNode {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', pt: 2 }}>
      {onDelete && editable && (
        <Button color="error" onClick={onDelete} disabled={saving || deleting} sx={{ mr: 'auto' }}>
          Supprimer
        </Button>
      )}
      <Button component={RouterLink} to={listHref}>
        {editable ? 'Annuler' : 'Retour à la liste'}
      </Button>
      {editable && (
        <Button type="submit" variant="contained" loading={saving}>
          Enregistrer
        </Button>
      )}
    </Stack>
  );
}
