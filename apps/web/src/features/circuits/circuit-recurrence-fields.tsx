import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { repeatTypeLabels, repeatTypes } from '@securite/domain/planning/recurrence-schemas';
import { type Control, useWatch } from 'react-hook-form';
import { FormDayField } from '../../ui/form/form-day-field.tsx';
import { FormNumberChips } from '../../ui/form/form-number-chips.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { type CircuitFormValues, circuitCount } from './circuit-form.ts';

const weekdayChips = ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'];
const weekdayNames = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const units = { daily: 'jour(s)', weekly: 'semaine(s)', monthly: 'mois' } as const;

/** How many circuits (and stop services) the save will create. */
function Summary({ control }: { control: Control<CircuitFormValues> }) {
  const values = useWatch({ control }) as CircuitFormValues;
  const count = circuitCount(values, false);
  if (count === null)
    return (
      <Alert severity="info" role="status" aria-label="Résumé de la répétition">
        Complétez la répétition pour voir les circuits à créer.
      </Alert>
    );
  const services = count * values.stops.length;
  return (
    <Alert severity={count === 0 ? 'warning' : 'info'} role="status" aria-label="Résumé de la répétition">
      {count === 0 ? 'Aucun circuit à créer' : `${count} circuit(s) à créer, soit ${services} service(s)`}
    </Alert>
  );
}

/**
 * Répétition of a new circuit: the tour repeats like a service (type, frequency, weekdays or month days, end date,
 * public holidays excluded). A compact copy of the service dialog's section, whose fields and count are a service's.
 */
export function CircuitRecurrenceFields({ control }: { control: Control<CircuitFormValues> }) {
  const repeat = useWatch({ control, name: 'repeat' });
  const periodic = repeat === 'daily' || repeat === 'weekly' || repeat === 'monthly';
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Répétition
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="repeat"
          label="Type de répétition"
          select
          slotProps={{ select: { native: true } }}
        >
          {repeatTypes.map((type) => (
            <option key={type} value={type}>
              {repeatTypeLabels[type]}
            </option>
          ))}
        </FormTextField>
        {periodic && (
          <FormNumberField control={control} name="frequency" label="Fréquence" step={1} unit={units[repeat]} />
        )}
        {repeat !== 'none' && <FormDayField control={control} name="endDate" label="Date de fin" />}
      </Box>
      {repeat === 'weekly' && (
        <FormNumberChips
          control={control}
          name="days"
          minWidth={52}
          label="Jours de la semaine"
          values={[1, 2, 3, 4, 5, 6, 7]}
          labelOf={(n) => weekdayChips[n - 1]}
          nameOf={(n) => weekdayNames[n - 1]}
        />
      )}
      {repeat === 'monthly' && (
        <FormNumberChips
          control={control}
          name="monthDays"
          minWidth={40}
          label="Jours du mois"
          values={Array.from({ length: 31 }, (_, i) => i + 1)}
          labelOf={String}
          nameOf={(n) => `le ${n === 1 ? '1er' : n}`}
        />
      )}
      {periodic && <FormSwitch control={control} name="excludeHolidays" label="Exclure les jours fériés" />}
      {repeat !== 'none' && <Summary control={control} />}
    </Stack>
  );
}
