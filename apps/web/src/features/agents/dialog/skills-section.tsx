import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { commonSpecialties } from '@securite/domain/agents/agent-types';
import { useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { texts } from '../texts.ts';
import type { AgentFormValues } from './agent-form-values.ts';
import { DogsList } from './dogs-list.tsx';

/** Compétences: specialties (the usual ones, the agency's, or any typed), dogs and restrictions. */
export function SkillsSection({
  control,
  agencySpecialties,
  readOnly,
}: {
  control: Control<AgentFormValues>;
  agencySpecialties: readonly string[];
  readOnly: boolean;
}) {
  const options = useMemo(
    () => [...new Set([...commonSpecialties, ...agencySpecialties])].sort((a, b) => a.localeCompare(b, 'fr')),
    [agencySpecialties],
  );
  return (
    <Stack spacing={3}>
      <Controller
        control={control}
        name="agentInfos.specialties"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            freeSolo
            options={options}
            value={field.value ?? []}
            disabled={readOnly}
            onChange={(_, value) => field.onChange(value.map((v) => v.trim()).filter(Boolean))}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={option} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                id="champ-specialites"
                label={texts.specialites}
                error={fieldState.invalid}
                helperText={fieldState.error?.message ?? texts.choisissezDansLaListe}
              />
            )}
          />
        )}
      />
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {texts.chiens}
        </Typography>
        <DogsList control={control} readOnly={readOnly} />
      </Stack>
      <FormTextField
        control={control}
        name="agentInfos.restrictions"
        label={texts.restrictions}
        helperText={texts.ceQueLeCollaborateur}
        multiline
        minRows={2}
        disabled={readOnly}
      />
    </Stack>
  );
}
