import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A form field made of repeated rows (a useFieldArray): each row a labelled group of fields with its « Retirer »
 * button, a line when there is none, and the « Ajouter » button; read-only, neither button.
 */
export function RepeatedRows({
  rows,
  readOnly,
  emptyText,
  rowLabel,
  removeLabel,
  onRemove,
  fields,
  footer,
  addLabel,
  onAdd,
}: {
  /** Each row's stable key and its index in the field array. */
  rows: readonly { key: string; index: number }[];
  readOnly: boolean;
  emptyText: string;
  rowLabel: (index: number) => string;
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  /** The row's fields, side by side from md. */
  fields: (index: number) => ReactNode;
  /** A line under the fields; the « Retirer » button then ends it instead of the fields' line. */
  footer?: (index: number) => ReactNode;
  addLabel: string;
  onAdd: () => void;
}) {
  const removeButton = (index: number, sx?: { alignSelf: string }) =>
    !readOnly && (
      <IconButton aria-label={removeLabel(index)} onClick={() => onRemove(index)} sx={sx}>
        <DeleteOutlineIcon />
      </IconButton>
    );
  return (
    <Stack spacing={1.5}>
      {rows.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {emptyText}
        </Typography>
      )}
      {rows.map(({ key, index }) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={rowLabel(index)}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
            {fields(index)}
            {!footer && removeButton(index, { alignSelf: 'center' })}
          </Stack>
          {footer && (
            <Stack direction="row" sx={{ mt: 1, alignItems: 'center', minHeight: 40 }}>
              {footer(index)}
              <Box sx={{ flexGrow: 1 }} />
              {removeButton(index)}
            </Stack>
          )}
        </Paper>
      ))}
      {!readOnly && (
        <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
