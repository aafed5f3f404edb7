import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  MAX_ROUND_EXECUTIONS,
  type Round,
  roundDirectionLabels,
  roundDirections,
  roundMessages,
  zRoundRequest,
} from '@securite/domain/rounds/round-schemas';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useUnsavedGuard } from '../../ui/form/use-unsaved-guard.ts';
import { useCheckpoints } from './api/find-checkpoints.ts';
import { useSaveRound } from './api/save-round.ts';
import { EditForm, type RecordFormProps, useEditForm } from './edit-page-parts.tsx';
import { requireSite } from './require-site.ts';
import { RoundCheckpointsField } from './round-checkpoints-field.tsx';
import { SitePicker } from './site-picker.tsx';

import { texts } from './texts.ts';

type Input = z.input<typeof zRoundRequest> & { siteId: string; numberOfExecutions?: number | null };
type Output = z.output<typeof zRoundRequest>;
const fields = [
  'name',
  'siteId',
  'checkpointIds',
  'grantedDirections',
  'numberOfExecutions',
  'manualValidation',
  'expectedDelays',
] as const;
const resolver = requireSite<Input, Output>(zRoundRequest as z.ZodType<Output, Input>);

/** What each order lets the agent do, under its label. */
const directionHints: Record<(typeof roundDirections)[number], string> = {
  free: texts.lesPointsSeValident,
  ordered: texts.seulLePointSuivant,
  reverseAllowed: texts.lePointSuivantOu,
};

export interface RoundFormProps extends RecordFormProps {
  round: Round | null;
  newCheckpointHref: (siteId: string) => string;
}

/** Name, site, the site's checkpoints in walking order, the order rule and the executions per service. */
export function RoundForm(props: RoundFormProps) {
  const { round, editable } = props;
  const save = useSaveRound(props.agencyId);
  const directionLabelId = useId();
  const { control, handleSubmit, setError, setValue, formState } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: {
      id: round?.id,
      name: round?.name ?? '',
      siteId: round?.site.id ?? props.siteId ?? '',
      checkpointIds: round?.checkpoints.map((c) => c.id) ?? [],
      grantedDirections: round?.grantedDirections ?? 'ordered',
      numberOfExecutions: round?.numberOfExecutions ?? 1,
      manualValidation: round?.manualValidation ?? false,
      expectedDelays: Object.fromEntries(
        (round?.checkpoints ?? []).flatMap((c) => (c.expectedDelay === null ? [] : [[c.id, c.expectedDelay]])),
      ),
    },
  });
  // « Créer un point de contrôle » (and a reload) ask before losing what was typed.
  const mayLeave = useUnsavedGuard(formState.isDirty);
  const siteId = useWatch({ control, name: 'siteId' });
  const delays = useWatch({ control, name: 'expectedDelays' }) ?? {};
  const delayErrors = formState.errors.expectedDelays as Record<string, { message?: string }> | undefined;
  const delayError = delayErrors
    ? (delayErrors.message ?? Object.values(delayErrors).find((e) => e?.message)?.message)
    : undefined;
  const checkpoints = useCheckpoints(props.agencyId, siteId || null, Boolean(siteId));

  const { formProps, siteProps } = useEditForm(
    { handleSubmit, setError },
    { fields, save, success: roundMessages.saved, props, site: round?.site },
  );

  return (
    <EditForm label={texts.ronde} {...formProps}>
      <Stack spacing={2.5}>
        <FormTextField control={control} name="name" label={texts.nomDeLaRonde} required disabled={!editable} />
        <SitePicker
          control={control}
          name="siteId"
          {...siteProps}
          // The checkpoints of a round belong to its site: another site starts the list again.
          onPicked={(next) => {
            if (next === siteId) return;
            setValue('checkpointIds', []);
            setValue('expectedDelays', {});
          }}
        />
        <Controller
          control={control}
          name="grantedDirections"
          render={({ field }) => (
            <FormControl disabled={!editable}>
              <FormLabel id={directionLabelId}>{texts.ordreDePassage}</FormLabel>
              <RadioGroup aria-labelledby={directionLabelId} value={field.value} onChange={field.onChange}>
                {roundDirections.map((direction) => (
                  <FormControlLabel
                    key={direction}
                    value={direction}
                    control={<Radio />}
                    label={
                      <Box sx={{ py: 0.5 }}>
                        {roundDirectionLabels[direction]}
                        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
                          {directionHints[direction]}
                        </Box>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <FormNumberField
          control={control}
          name="numberOfExecutions"
          label={texts.executionsParService}
          step={1}
          required
          disabled={!editable}
          helperText={texts.nombreDePassagesMax_round_executions(MAX_ROUND_EXECUTIONS)}
        />
        <Controller
          control={control}
          name="manualValidation"
          render={({ field }) => (
            <FormControlLabel
              disabled={!editable}
              control={<Checkbox checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />}
              label={texts.autoriserLaValidationManuelle}
            />
          )}
        />
      </Stack>
      <Controller
        control={control}
        name="checkpointIds"
        render={({ field, fieldState }) => (
          <RoundCheckpointsField
            value={field.value ?? []}
            onChange={field.onChange}
            delays={delays}
            onDelaysChange={(next) => setValue('expectedDelays', next, { shouldDirty: true })}
            delayError={typeof delayError === 'string' ? delayError : undefined}
            available={checkpoints.data ?? []}
            known={round?.checkpoints ?? []}
            siteChosen={Boolean(siteId)}
            loading={checkpoints.isPending}
            disabled={!editable}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
            newCheckpointHref={siteId ? props.newCheckpointHref(siteId) : null}
            mayLeave={mayLeave}
          />
        )}
      />
    </EditForm>
  );
}
