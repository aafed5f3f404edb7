import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useWatch } from 'react-hook-form';
import { isPeriodic, RepetitionRuleFields } from '../../shared/planning/repetition-rule-fields.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { type CircuitFormValues, circuitCount } from './circuit-form.ts';

import { texts } from './texts.ts';

/** How many circuits (and stop services) the save will create. */
function Summary({ control }: { control: Control<CircuitFormValues> }) {
  const values = useWatch({ control }) as CircuitFormValues;
  const count = circuitCount(values, false);
  if (count === null)
    return (
      <Alert severity="info" role="status" aria-label={texts.resumeDeLaRepetition}>
        {texts.completezLaRepetitionPour}
      </Alert>
    );
  const services = count * values.stops.length;
  return (
    <Alert severity={count === 0 ? 'warning' : 'info'} role="status" aria-label={texts.resumeDeLaRepetition}>
      {count === 0 ? texts.aucunCircuitACreer : texts.circuitSACount(count, services)}
    </Alert>
  );
}

/**
 * Répétition of a new circuit: the tour repeats like a service (type, frequency, weekdays or month days, end date,
 * public holidays excluded), with the service dialog's rule fields and a count of circuits.
 */
export function CircuitRecurrenceFields({ control }: { control: Control<CircuitFormValues> }) {
  const repeat = useWatch({ control, name: 'repeat' });
  const periodic = isPeriodic(repeat);
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {texts.repetition}
      </Typography>
      <RepetitionRuleFields control={control} columns={3} />
      {periodic && <FormSwitch control={control} name="excludeHolidays" label={texts.exclureLesJoursFeries} />}
      {repeat !== 'none' && <Summary control={control} />}
    </Stack>
  );
}
