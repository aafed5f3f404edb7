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

const zAlerts = z.object({
  lateStartMinutes: zFieldSettings.shape.lateStartMinutes,
  roundStartMinutes: zFieldSettings.shape.roundStartMinutes,
});
type Values = z.output<typeof zAlerts>;

const minutesValue = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : value;

/**
 * The alerts nobody has to watch for (issue 30): after how many minutes a service not taken raises « Retard de prise
 * de service », and how long after the take a round must have begun (empty: rounds are checked at the end only).
 */
export function AlertSettingsForm({ agencyId, settings }: { agencyId: string; settings: FieldSettings }) {
  const update = useUpdateFieldSettings(agencyId);
  const { lateStartMinutes, roundStartMinutes } = settings;
  const { control, handleSubmit, reset, setError, formState, getValues } = useForm<Values, unknown, Values>({
    resolver: zodResolver(zAlerts),
    defaultValues: { lateStartMinutes, roundStartMinutes },
  });
  const { isDirty } = formState;
  useEffect(
    () => reset({ lateStartMinutes, roundStartMinutes }, { keepDirtyValues: true }),
    [lateStartMinutes, roundStartMinutes, reset],
  );
  usePageLeaveGuard(formState.isDirty);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    {
      fields: ['lateStartMinutes', 'roundStartMinutes'],
      save: (values) => update.mutateAsync(values),
      success: messages.saved,
      unchanged: !isDirty,
      forbiddenInForm: true,
    },
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={texts.alertesDeService}>
      <Controller
        control={control}
        name="lateStartMinutes"
        render={({ field, fieldState }) => (
          <TextField
            id="champ-lateStartMinutes"
            label={texts.retardDePriseDe}
            type="number"
            value={minutesValue(field.value)}
            onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            onBlur={field.onBlur}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? texts.enMinutes10Par}
            slotProps={{
              htmlInput: { min: 1, step: 1 },
              input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
            }}
            sx={{ maxWidth: 520 }}
          />
        )}
      />
      <Controller
        control={control}
        name="roundStartMinutes"
        render={({ field, fieldState }) => (
          <TextField
            id="champ-roundStartMinutes"
            label={texts.rondeCommenceeAuPlus}
            type="number"
            value={minutesValue(field.value)}
            onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
            onBlur={field.onBlur}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? texts.enMinutesVideRondes}
            slotProps={{
              htmlInput: { min: 1, step: 5 },
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
