import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { isOvernight } from '@securite/domain/planning/recurrence-schemas';
import { type Control, Controller, type FieldPath, useWatch } from 'react-hook-form';
import { FormTimeField } from '../../../shared/planning/time-input.tsx';
import { FormDayField } from '../../../ui/form/form-day-field.tsx';
import { FormNumberField } from '../../../ui/form/form-number-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { texts } from '../texts.ts';
import type { ServiceFormValues } from './service-form.ts';

export interface Named {
  id: string;
  name: string;
}

/** Usual activities of a security agency, offered while typing (any other text is kept). */
export const activitySuggestions = [
  texts.gardiennage,
  texts.surveillance,
  texts.rondes,
  texts.interventionSurAlarme,
  texts.securiteIncendieSsiap,
  texts.accueil,
  texts.evenementiel,
  texts.cynophile,
];

function PickOne({
  control,
  name,
  label,
  options,
  required,
  disabled,
  placeholder,
  noOptionsText,
}: {
  control: Control<ServiceFormValues>;
  name: 'siteId' | 'agentId';
  label: string;
  options: readonly Named[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  noOptionsText: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={options.find((o) => o.id === field.value) ?? null}
          onChange={(_, next) => field.onChange(next?.id ?? null)}
          onBlur={field.onBlur}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(o, v) => o.id === v.id}
          disabled={disabled}
          noOptionsText={noOptionsText}
          renderInput={(params) => (
            <TextField
              {...params}
              id={`champ-${name}`}
              label={label}
              required={required}
              placeholder={placeholder}
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
              slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
            />
          )}
        />
      )}
    />
  );
}

function Suggest({
  control,
  name,
  label,
  options,
  disabled,
}: {
  control: Control<ServiceFormValues>;
  name: FieldPath<ServiceFormValues>;
  label: string;
  options: readonly string[];
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          disabled={disabled}
          options={options}
          value={(field.value as string) || null}
          inputValue={(field.value as string) ?? ''}
          onInputChange={(_, next) => field.onChange(next)}
          onChange={(_, next) => field.onChange(next ?? '')}
          renderInput={(params) => (
            <TextField
              {...params}
              id={`champ-${name}`}
              label={label}
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

const TIME = /^\d\d:\d\d$/;

/** Fin, saying 'se termine le lendemain' when the start is not before the end (only it re-renders on typing). */
function EndTimeField({ control, disabled }: { control: Control<ServiceFormValues>; disabled: boolean }) {
  const [startTime, endTime] = useWatch({ control, name: ['startTime', 'endTime'] });
  const overnight = TIME.test(startTime) && TIME.test(endTime) && isOvernight(startTime, endTime);
  return (
    <FormTimeField
      control={control}
      name="endTime"
      label={texts.fin}
      required
      disabled={disabled}
      helperText={overnight ? texts.seTermineLeLendemain : undefined}
    />
  );
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Site, agent, day and times, then the details of the post. */
export function ServiceFields({
  control,
  sites,
  agents,
  specialties,
  creating,
  disabled,
}: {
  control: Control<ServiceFormValues>;
  sites: readonly Named[];
  /** null: the caller may not read agents, the service stays unassigned. */
  agents: readonly Named[] | null;
  specialties: readonly string[];
  creating: boolean;
  disabled: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        <PickOne
          control={control}
          name="siteId"
          label={texts.site}
          options={sites}
          required
          disabled={disabled}
          noOptionsText={texts.aucunSite}
        />
        <PickOne
          control={control}
          name="agentId"
          label={texts.collaborateur}
          options={agents ?? []}
          disabled={disabled || agents === null}
          placeholder={texts.nonAffecte}
          noOptionsText={texts.aucunCollaborateur}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <FormDayField
            control={control}
            name="date"
            label={creating ? texts.dateDebut : texts.date}
            disabled={disabled}
          />
        </Box>
        <FormTimeField control={control} name="startTime" label={texts.debut} required disabled={disabled} />
        <EndTimeField control={control} disabled={disabled} />
      </Box>
      <Box sx={twoColumns}>
        <Suggest
          control={control}
          name="activityType"
          label={texts.typeDActivite}
          options={activitySuggestions}
          disabled={disabled}
        />
        <Suggest
          control={control}
          name="specialty"
          label={texts.specialite}
          options={specialties}
          disabled={disabled}
        />
        <FormTextField control={control} name="postTitle" label={texts.intituleDuPoste} disabled={disabled} />
        {creating && <FormNumberField control={control} name="nbAgents" label={texts.nombreDAgents} step={1} />}
        <FormTextField control={control} name="dog" label={texts.chien} disabled={disabled} />
        <FormTextField control={control} name="startPoint" label={texts.pointDeDepart} disabled={disabled} />
        <FormTextField control={control} name="endPoint" label={texts.pointDArrivee} disabled={disabled} />
      </Box>
      <FormTextField
        control={control}
        name="comments"
        label={texts.commentaires}
        multiline
        minRows={2}
        disabled={disabled}
      />
    </Box>
  );
}
