import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import type { SiteFieldPath, SiteFormInput } from './site-form-values.ts';

import { texts } from './texts.ts';

export interface EntryField {
  name: string;
  label: string;
  multiline?: boolean;
  type?: string;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
  required?: boolean;
}

interface Props {
  control: Control<SiteFormInput>;
  name: 'siteKeys' | 'siteAlarms';
  fields: readonly EntryField[];
  /** 'la clé', 'l’alarme': used in the buttons' accessible names. */
  noun: { one: string; the: string };
  addLabel: string;
  emptyText: string;
  blank: Record<string, string>;
}

/** An editable list of the site's keys or alarms: one block per entry, add and remove. */
export function SiteEntriesSection({ control, name, fields, noun, addLabel, emptyText, blank }: Props) {
  const list = useFieldArray({ control, name: name as 'siteKeys' });
  return (
    <Stack spacing={2}>
      {list.fields.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>{emptyText}</Typography>
      )}
      {list.fields.map((entry, index) => (
        <Paper key={entry.id} variant="outlined" sx={{ p: 2 }} role="group" aria-label={`${noun.one} ${index + 1}`}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              {noun.one} {index + 1}
            </Typography>
            <IconButton
              aria-label={texts.retirerTheValue(noun.the, index + 1)}
              onClick={() => list.remove(index)}
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {fields.map((field) => (
              <Box key={field.name} sx={{ gridColumn: field.wide ? { sm: '1 / -1' } : undefined }}>
                <FormTextField
                  control={control}
                  name={`${name}.${index}.${field.name}` as SiteFieldPath}
                  id={`champ-${name}-${index}-${field.name}`}
                  label={field.label}
                  multiline={field.multiline}
                  minRows={field.multiline ? 2 : undefined}
                  type={field.type}
                  required={field.required}
                  size="small"
                />
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => list.append(blank as never)}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}

export const keyFields: EntryField[] = [
  { name: 'label', label: texts.libelle, required: true },
  { name: 'number', label: texts.numero },
  { name: 'location', label: texts.emplacement, wide: true },
  { name: 'comment', label: texts.commentaire, multiline: true, wide: true },
];

export const alarmFields: EntryField[] = [
  { name: 'label', label: texts.libelle, required: true },
  { name: 'code', label: texts.code },
  { name: 'provider', label: texts.telesurveilleur },
  { name: 'phone', label: texts.telephone, type: 'tel' },
  { name: 'comment', label: texts.commentaire, multiline: true, wide: true },
];
