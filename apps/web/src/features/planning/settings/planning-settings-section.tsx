import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@securite/domain/errors/messages';
import type { PlanningColours, PlanningConfig, PlanningSettings } from '@securite/domain/planning/planning-settings';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSession } from '../../../api/session.ts';
import { usePlanningConfig } from '../../../shared/planning/api/get-planning-config.ts';
// The planning's 24-hour field (hh:mm on every browser), shared rather than written twice.
import { TimeInput } from '../../../shared/planning/time-input.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../../ui/form/use-unsaved-guard.ts';
import { useUpdatePlanningConfig } from '../api/update-planning-config.ts';
import { texts } from '../texts.ts';
import { BlockingErrorsField } from './blocking-errors-field.tsx';
import {
  coefficientFields,
  coefficientLabels,
  formValuesOf,
  type PlanningSettingsFormInput,
  zPlanningSettingsForm,
} from './planning-settings-form-values.ts';

const colourLabels: Record<keyof PlanningColours, string> = {
  planned: texts.servicePlanifie,
  started: texts.serviceEnCours,
  ended: texts.serviceTermine,
  unassigned: texts.serviceNonAffecte,
  conflict: texts.conflit,
};

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** Paramètres › Terrain › Planning: blocking checks, the planning's colours and the hour coefficients. */
export function PlanningSettingsSection() {
  const { agencyId } = useSession();
  const config = usePlanningConfig(agencyId);
  if (config.isError && !config.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => config.refetch()}>
            {texts.reessayer}
          </Button>
        }
      >
        {texts.impossibleDeChargerLesParametres} {config.error.message}
      </Alert>
    );
  }
  if (!config.data) return <CircularProgress aria-label={texts.chargementDesParametresDu} size={28} />;
  return <PlanningSettingsForm agencyId={agencyId!} config={config.data} />;
}

function PlanningSettingsForm({ agencyId, config }: { agencyId: string; config: PlanningConfig }) {
  const update = useUpdatePlanningConfig(agencyId);
  const { control, handleSubmit, reset, setError, formState, getValues } = useForm<
    PlanningSettingsFormInput,
    unknown,
    PlanningSettings
  >({ resolver: zodResolver(zPlanningSettingsForm), defaultValues: formValuesOf(config) });
  // Read while rendering so that the form tracks it.
  const { isDirty } = formState;
  useEffect(() => reset(formValuesOf(config), { keepDirtyValues: true }), [config, reset]);

  usePageLeaveGuard(formState.isDirty);

  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    {
      fields: [],
      save: update.mutateAsync,
      success: messages.saved,
      onSaved: (saved) => reset(formValuesOf(saved)),
      unchanged: !isDirty,
      forbiddenInForm: true,
    },
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label={texts.parametresDuPlanning}>
      <Stack spacing={1.5}>
        <Heading>{texts.controlesBloquants}</Heading>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.unControleBloquantRefuse}
        </Typography>
        <Controller
          control={control}
          name="blockingErrors"
          render={({ field }) => <BlockingErrorsField value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="requireActiveAccount"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={texts.planifierSeulementLesCollaborateurs}
            />
          )}
        />
      </Stack>

      <Stack spacing={1.5}>
        <Heading>{texts.couleursDuPlanning}</Heading>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
          {(Object.keys(colourLabels) as (keyof PlanningColours)[]).map((key) => (
            <Controller
              key={key}
              control={control}
              name={`colours.${key}`}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  id={`couleur-${key}`}
                  type="color"
                  label={colourLabels[key]}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message ?? field.value.toUpperCase()}
                  slotProps={{ htmlInput: { sx: { height: 32, p: 0.5, cursor: 'pointer' } } }}
                />
              )}
            />
          ))}
        </Box>
      </Stack>

      <Stack spacing={1.5}>
        <Heading>{texts.coefficientsHoraires}</Heading>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.pourCompterLesHeures}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {(['nightStart', 'nightEnd'] as const).map((key) => (
            <Controller
              key={key}
              control={control}
              name={`coefficients.${key}`}
              render={({ field, fieldState }) => (
                <TimeInput
                  id={`coefficient-${key}`}
                  label={key === 'nightStart' ? texts.debutDeLaNuit : texts.finDeLaNuit}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  required
                />
              )}
            />
          ))}
          {coefficientFields.map((key) => (
            <Controller
              key={key}
              control={control}
              name={`coefficients.${key}`}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  id={`coefficient-${key}`}
                  label={coefficientLabels[key]}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              )}
            />
          ))}
        </Box>
      </Stack>

      {formError && <Alert severity="error">{formError}</Alert>}
      <Box>
        <Button type="submit" variant="contained" loading={update.isPending}>
          {texts.enregistrer}
        </Button>
      </Box>
    </Stack>
  );
}
