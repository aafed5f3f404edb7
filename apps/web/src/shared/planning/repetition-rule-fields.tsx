import Box from '@mui/material/Box';
import { type RepeatType, repeatTypeLabels, repeatTypes } from '@securite/domain/planning/recurrence-schemas';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { FormDayField } from '../../ui/form/form-day-field.tsx';
import { FormNumberChips } from '../../ui/form/form-number-chips.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';

import { texts } from './texts.ts';

/** The fields of a repetition rule, as both the service and the circuit forms hold them. */
export type RepetitionRuleValues = {
  repeat: RepeatType;
  frequency: number | null;
  days: number[];
  monthDays: number[];
  endDate: CalendarDay | null;
};

const weekdayChips = [texts.lun, texts.mar, texts.mer, texts.jeu, texts.ven, texts.sam, texts.dim];
const weekdayNames = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const monthDayList = Array.from({ length: 31 }, (_, i) => i + 1);
const units = { daily: 'jour(s)', weekly: 'semaine(s)', monthly: 'mois' } as const;

/** Whether the repeat type takes a frequency (every N days, weeks or months). */
export const isPeriodic = (repeat: RepeatType) => repeat === 'daily' || repeat === 'weekly' || repeat === 'monthly';

/** The repeat type, its frequency, the end date, and the weekdays or month days it falls on. */
export function RepetitionRuleFields<T extends FieldValues & RepetitionRuleValues>({
  control: formControl,
  columns,
}: {
  control: Control<T>;
  columns: 2 | 3;
}) {
  // Every form given here has the rule's fields under these names (the type parameter says so).
  const control = formControl as unknown as Control<RepetitionRuleValues>;
  const repeat = useWatch({ control, name: 'repeat' });
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: columns === 3 ? '1fr 1fr 1fr' : '1fr 1fr' },
        }}
      >
        <FormTextField
          control={control}
          name="repeat"
          label={texts.typeDeRepetition}
          select
          slotProps={{ select: { native: true } }}
        >
          {repeatTypes.map((type) => (
            <option key={type} value={type}>
              {repeatTypeLabels[type]}
            </option>
          ))}
        </FormTextField>
        {isPeriodic(repeat) && (
          <FormNumberField
            control={control}
            name="frequency"
            label={texts.frequence}
            step={1}
            unit={units[repeat as keyof typeof units]}
          />
        )}
        {repeat !== 'none' && <FormDayField control={control} name="endDate" label={texts.dateDeFin} />}
      </Box>
      {repeat === 'weekly' && (
        <FormNumberChips
          control={control}
          name="days"
          minWidth={52}
          label={texts.joursDeLaSemaine}
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
          label={texts.joursDuMois}
          values={monthDayList}
          labelOf={String}
          nameOf={(n) => `le ${n === 1 ? '1er' : n}`}
        />
      )}
    </>
  );
}
