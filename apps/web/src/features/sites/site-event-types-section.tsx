import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { findDuplicateEventType, uniqueEventTypeKey } from '@securite/domain/events/service-event-types';
import { useState } from 'react';
import { type Control, Controller, type UseFormSetValue, useFieldArray, useWatch } from 'react-hook-form';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { useFieldSettings } from '../agency-settings/public.ts';
import type { SiteFormInput } from './site-form-values.ts';

import { texts } from './texts.ts';

/** Événements: the agency's event types, or the site's own list (a label twice is refused). */
export function SiteEventTypesSection({
  control,
  setValue,
  agencyId,
}: {
  control: Control<SiteFormInput>;
  setValue: UseFormSetValue<SiteFormInput>;
  agencyId: string;
}) {
  const useAgency = useWatch({ control, name: 'siteSettingsFeature.useAgencyServiceEventTypes' });
  const types = useWatch({ control, name: 'serviceEventTypes' }) ?? [];
  const list = useFieldArray({ control, name: 'serviceEventTypes' });
  const agencySettings = useFieldSettings(agencyId);
  const agencyTypes = agencySettings.data?.agencyServiceEventTypes ?? [];
  // Types added here take their key from their label; saved ones keep theirs (queued events name them by key).
  const [generated, setGenerated] = useState<ReadonlySet<string>>(new Set());
  const remember = (key: string) => setGenerated((keys) => new Set([...keys, key]));
  const keysBut = (index: number) => types.filter((_, i) => i !== index).map((t) => t.key ?? '');
  const duplicate = findDuplicateEventType(types.map((t) => ({ key: t.key ?? '', label: t.label ?? '' })));

  return (
    <Stack spacing={2}>
      <FormSwitch
        control={control}
        name="siteSettingsFeature.useAgencyServiceEventTypes"
        label={texts.utiliserLesTypesDe}
        helperText={texts.lesAgentsChoisissentParmi}
      />
      {useAgency !== false ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={texts.typesDeLAgence}>
          {agencyTypes.map((type) => (
            <Chip key={type.key} label={type.label} variant="outlined" />
          ))}
        </Stack>
      ) : (
        <Stack spacing={1.5} component="ul" aria-label={texts.typesDEvenementDu} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.fields.length === 0 && (
            <Typography component="li" sx={{ color: 'text.secondary' }}>
              {texts.aucunTypeDEvenement}
            </Typography>
          )}
          {list.fields.map((entry, index) => (
            <Stack component="li" key={entry.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Controller
                control={control}
                name={`serviceEventTypes.${index}.label`}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                      if (generated.has(types[index]?.key ?? '')) {
                        const key = uniqueEventTypeKey(event.target.value || 'type', keysBut(index));
                        setValue(`serviceEventTypes.${index}.key`, key);
                        remember(key);
                      }
                    }}
                    id={`champ-type-${index}`}
                    value={field.value ?? ''}
                    label={texts.typeValue(index + 1)}
                    size="small"
                    fullWidth
                    error={fieldState.invalid}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
              <IconButton aria-label={texts.retirerLeTypeValue(index + 1)} onClick={() => list.remove(index)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          {duplicate && (
            <Alert severity="error" component="li">
              {duplicate.message}
            </Alert>
          )}
          <Stack component="li" direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              onClick={() => {
                const key = uniqueEventTypeKey(
                  'type',
                  types.map((t) => t.key ?? ''),
                );
                list.append({ key, label: '' });
                remember(key);
              }}
            >
              {texts.ajouterUnType}
            </Button>
            {list.fields.length === 0 && agencyTypes.length > 0 && (
              <Button onClick={() => list.replace(agencyTypes)}>{texts.partirDesTypesDe}</Button>
            )}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
