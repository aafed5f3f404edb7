import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type LoneWorkerSettings, zLoneWorkerSettings } from '@securite/domain/agency-settings/field-settings';
import { messages } from '@securite/domain/errors/messages';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { useUpdateFieldSettings } from './api/update-field-settings.ts';

import { texts } from './texts.ts';

type Input = z.input<typeof zLoneWorkerSettings>;

/** Lone-worker protection (PTI): on or off, check frequency in minutes (at least 5), between services, on breaks. */
export function LoneWorkerSettingsForm({ agencyId, settings }: { agencyId: string; settings: LoneWorkerSettings }) {
  const update = useUpdateFieldSettings(agencyId);
  const { control, handleSubmit, reset, setError, formState, getValues } = useForm<Input, unknown, LoneWorkerSettings>({
    resolver: zodResolver(zLoneWorkerSettings),
    defaultValues: settings,
  });
  const { isDirty } = formState;
  // Fresh settings from the server (after any save on the page) keep what the user is still changing here.
  useEffect(() => reset(settings, { keepDirtyValues: true }), [settings, reset]);

  usePageLeaveGuard(formState.isDirty);

  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    {
      fields: [],
      save: (values) => update.mutateAsync({ loneWorker: values }),
      success: messages.saved,
      unchanged: !isDirty,
      forbiddenInForm: true,
      placeError: (error) => {
        // The server names the field 'loneWorker.ptiFrequency'.
        const frequency = (error as { errors?: Record<string, string> }).errors?.['loneWorker.ptiFrequency'];
        if (frequency) setError('ptiFrequency', { message: frequency });
        return Boolean(frequency);
      },
    },
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={texts.reglagesDeLaProtection}>
      <FormSwitch
        control={control}
        name="ptiEnabled"
        label={texts.activerLaProtectionDu}
        helperText={texts.pendantUnServiceL}
      />
      <Controller
        control={control}
        name="ptiFrequency"
        render={({ field, fieldState }) => (
          <TextField
            id="champ-ptiFrequency"
            label={texts.frequenceDeControle}
            type="number"
            value={Number.isNaN(field.value) ? '' : (field.value ?? '')}
            onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            onBlur={field.onBlur}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? texts.enMinutes5Au}
            slotProps={{
              htmlInput: { min: 5, step: 1 },
              input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
            }}
            sx={{ maxWidth: 280 }}
          />
        )}
      />
      <FormSwitch
        control={control}
        name="ptiDisabledBetweenServices"
        label={texts.desactiverEntreDeuxServices}
        helperText={texts.dansUnCircuitPas}
      />
      <FormSwitch
        control={control}
        name="ptiPauseOnBreak"
        label={texts.suspendrePendantLesPauses}
        helperText={texts.pasDeControlePendant}
      />
      <Controller
        control={control}
        name="ptiAlarmMailDelay"
        render={({ field, fieldState }) => (
          <TextField
            id="champ-ptiAlarmMailDelay"
            label={texts.alerteNonAcquitteeE}
            type="number"
            value={Number.isNaN(field.value) ? '' : (field.value ?? '')}
            onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            onBlur={field.onBlur}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? texts.enMinutes}
            slotProps={{
              htmlInput: { min: 1, step: 1 },
              input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
            }}
            sx={{ maxWidth: 420 }}
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
