import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FieldSettings, zFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { messages } from '@securite/domain/errors/messages';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { useUpdateFieldSettings } from './api/update-field-settings.ts';

import { texts } from './texts.ts';

const zWindow = z.object({
  startWindowMinutes: zFieldSettings.shape.startWindowMinutes,
  lateEndMinutes: zFieldSettings.shape.lateEndMinutes,
});
type Values = z.output<typeof zWindow>;

const minutesValue = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : value;

/**
 * The service window (issue 25): how long before its planned start an agent may take a service (empty: any time;
 * the office can still allow one service early), and after how long past its planned end an end is signalled.
 */
export function ServiceWindowSettingsForm({ agencyId, settings }: { agencyId: string; settings: FieldSettings }) {
  const update = useUpdateFieldSettings(agencyId);
  const initial = { startWindowMinutes: settings.startWindowMinutes, lateEndMinutes: settings.lateEndMinutes };
  const { control, handleSubmit, reset, setError, formState, getValues } = useForm<Values, unknown, Values>({
    resolver: zodResolver(zWindow),
    defaultValues: initial,
  });
  const { isDirty } = formState;
  const { startWindowMinutes, lateEndMinutes } = settings;
  useEffect(
    () => reset({ startWindowMinutes, lateEndMinutes }, { keepDirtyValues: true }),
    [startWindowMinutes, lateEndMinutes, reset],
  );
  usePageLeaveGuard(formState.isDirty);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    {
      fields: ['startWindowMinutes', 'lateEndMinutes'],
      save: (values) => update.mutateAsync(values),
      success: messages.saved,
      unchanged: !isDirty,
      forbiddenInForm: true,
    },
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={texts.priseEtFinDe}>
      <Controller
        control={control}
        name="startWindowMinutes"
        render={({ field, fieldState }) => (
          <TextField
            id="champ-startWindowMinutes"
            label={texts.priseDeServicePossible}
            type="number"
            value={minutesValue(field.value)}
            onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
            onBlur={field.onBlur}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? texts.enMinutes30Par}
            slotProps={{
              htmlInput: { min: 0, step: 5 },
              input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
            }}
            sx={{ maxWidth: 520 }}
          />
        )}
      />
      <Controller
        control={control}
        name="lateEndMinutes"
        render={({ field, fieldState }) => (
          <TextField
            id="champ-lateEndMinutes"
            label={texts.finSignaleeAuDela}
            type="number"
            value={minutesValue(field.value)}
            onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            onBlur={field.onBlur}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? texts.enMinutes60Par}
            slotProps={{
              htmlInput: { min: 0, step: 5 },
              input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
            }}
            sx={{ maxWidth: 520 }}
          />
        )}
      />
      {formError && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {texts.enregistrer}
      </Button>
    </Stack>
  );
}
