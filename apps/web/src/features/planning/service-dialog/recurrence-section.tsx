import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describeRecurrence } from '@securite/domain/planning/recurrence';
import { zRecurrence } from '@securite/domain/planning/recurrence-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { publicHolidays } from '@securite/domain/time/holidays';
import { useMemo } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { isPeriodic, RepetitionRuleFields } from '../../../shared/planning/repetition-rule-fields.tsx';
import { FormSwitch } from '../../../ui/form/form-switch.tsx';
import { texts } from '../texts.ts';
import {
  holidayRegionOf,
  occurrenceCount,
  recurrenceInputOf,
  type ServiceFormContext,
  type ServiceFormValues,
} from './service-form.ts';

/** The public holidays in the rule's period, each to keep worked despite the exclusion. */
function HolidayOverrides({ control, context }: { control: Control<ServiceFormValues>; context: ServiceFormContext }) {
  const [date, endDate, siteId] = useWatch({ control, name: ['date', 'endDate', 'siteId'] });
  const region = holidayRegionOf({ siteId } as ServiceFormValues, context);
  const holidays = useMemo(() => {
    if (!date || !endDate || endDate < date || !/^\d{4}/.test(endDate)) return [];
    const years = Array.from(
      { length: Number(endDate.slice(0, 4)) - Number(date.slice(0, 4)) + 1 },
      (_, i) => Number(date.slice(0, 4)) + i,
    ).slice(0, 3);
    return years.flatMap((year) => publicHolidays(year, region)).filter((h) => h.day >= date && h.day <= endDate);
  }, [date, endDate, region]);
  if (holidays.length === 0) return <Typography variant="body2">{texts.aucunJourFerieDans}</Typography>;
  return (
    <Controller
      control={control}
      name="holidayDays"
      render={({ field }) => (
        <FormGroup aria-label={texts.joursFeriesTravaillesMalgre}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.cochezLesJoursFeries}
          </Typography>
          {holidays.map((holiday) => (
            <FormControlLabel
              key={holiday.day}
              control={
                <Checkbox
                  size="small"
                  checked={field.value.includes(holiday.day)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, holiday.day]
                        : field.value.filter((d) => d !== holiday.day),
                    )
                  }
                />
              }
              label={`${formatDay(holiday.day)} — ${holiday.name}`}
            />
          ))}
        </FormGroup>
      )}
    />
  );
}

/** The summary of the rule as the domain words it, and how many services the save will create. */
function Summary({ control, context }: { control: Control<ServiceFormValues>; context: ServiceFormContext }) {
  const values = useWatch({ control }) as ServiceFormValues;
  const rule = zRecurrence.safeParse(recurrenceInputOf(values));
  const count = rule.success ? occurrenceCount(values, context) : null;
  const posts = values.nbAgents && values.nbAgents > 0 ? values.nbAgents : 1;
  if (!rule.success || count === null) {
    return (
      <Alert severity="info" role="status" aria-label={texts.resumeDeLaRepetition}>
        {texts.completezLaRepetitionPour}
      </Alert>
    );
  }
  const total = count * posts;
  return (
    <Alert severity={total === 0 ? 'warning' : 'info'} role="status" aria-label={texts.resumeDeLaRepetition}>
      {describeRecurrence(rule.data)}
      <br />
      <strong>{total === 0 ? texts.aucunServiceACreer : texts.serviceSATotal(total)}</strong>
      {posts > 1 && total > 0 && texts.jourSAgentsCount(count, posts)}
    </Alert>
  );
}

/** Répétition: the repeat type, its frequency, weekdays or month days, end date and public holidays. */
export function RecurrenceSection({
  control,
  context,
}: {
  control: Control<ServiceFormValues>;
  context: ServiceFormContext;
}) {
  const [repeat, excludeHolidays] = useWatch({ control, name: ['repeat', 'excludeHolidays'] });
  const periodic = isPeriodic(repeat);
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {texts.repetition}
      </Typography>
      <RepetitionRuleFields control={control} columns={2} />
      {periodic && (
        <>
          <FormSwitch control={control} name="excludeHolidays" label={texts.exclureLesJoursFeries} />
          {excludeHolidays && <HolidayOverrides control={control} context={context} />}
        </>
      )}
      <Summary control={control} context={context} />
    </Stack>
  );
}
