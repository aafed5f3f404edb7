import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { agentSexLabels, contractTypeLabels } from '@securite/domain/agents/employment';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { FormDayField } from '../../../ui/form/form-day-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { texts } from '../texts.ts';
import type { AgentFormValues } from './agent-form-values.ts';

const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

/** A choice that may be left empty (null, not ''). */
function NullableSelect({
  control,
  name,
  label,
  options,
  disabled,
}: {
  control: Control<AgentFormValues>;
  name: FieldPath<AgentFormValues>;
  label: string;
  options: Record<string, string>;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={`champ-${name}`}
          label={label}
          value={(field.value as string | null) ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
          fullWidth
        >
          <MenuItem value="">
            <em>{texts.nonRenseigne}</em>
          </MenuItem>
          {Object.entries(options).map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Registre du personnel: the employment details the staff register prints (Code du travail D1221-23). */
export function EmploymentFields({ control, readOnly }: { control: Control<AgentFormValues>; readOnly: boolean }) {
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        {texts.registreDuPersonnel}
      </Typography>
      <Stack {...row}>
        <FormTextField control={control} name="agentInfos.jobTitle" label={texts.emploi} disabled={readOnly} />
        <FormTextField
          control={control}
          name="agentInfos.qualification"
          label={texts.qualification}
          disabled={readOnly}
        />
      </Stack>
      <Stack {...row}>
        <NullableSelect
          control={control}
          name="agentInfos.contractType"
          label={texts.typeDeContrat}
          options={contractTypeLabels}
          disabled={readOnly}
        />
        <NullableSelect
          control={control}
          name="agentInfos.sex"
          label={texts.sexe}
          options={agentSexLabels}
          disabled={readOnly}
        />
      </Stack>
      <Stack {...row}>
        <FormDayField control={control} name="agentInfos.entryDate" label={texts.dateDEntree} disabled={readOnly} />
        <FormDayField control={control} name="agentInfos.exitDate" label={texts.dateDeSortie} disabled={readOnly} />
      </Stack>
      <Stack {...row}>
        <FormTextField
          control={control}
          name="agentInfos.workPermitType"
          label={texts.titreDeTravailSalarie}
          disabled={readOnly}
        />
        <FormTextField
          control={control}
          name="agentInfos.workPermitNumber"
          label={texts.nDuTitre}
          disabled={readOnly}
        />
      </Stack>
    </Stack>
  );
}
