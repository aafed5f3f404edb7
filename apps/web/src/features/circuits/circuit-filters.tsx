import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { CircuitPeriod, CircuitState } from '@securite/domain/circuits/circuit-schemas';
import { addDays, type CalendarDay, dayToDate } from '@securite/domain/time/calendar-day';
import { isoAt } from '@securite/domain/time/zoned-instants';
import { validationMessages } from '@securite/domain/validation/messages';
import { format } from 'date-fns';
import { useState } from 'react';

import { texts } from './texts.ts';

export interface AgentOption {
  id: string;
  name: string;
}

/** The list's filters: a period of days (agency zone), an agent, a state picked from the counts. */
export interface CircuitFilterValues {
  from: CalendarDay;
  to: CalendarDay;
  agent: AgentOption | null;
  state: CircuitState | null;
}

/** The counts and the errors cover at most 62 days (the server's limit). */
export const MAX_PERIOD_DAYS = 62;

/** From today, for four weeks and a bit. */
export function defaultCircuitFilters(today: CalendarDay): CircuitFilterValues {
  return { from: today, to: addDays(today, 30), agent: null, state: null };
}

/** The period as the API takes it: midnight of the first day to midnight after the last, in the agency's zone. */
export function periodOf(filters: Pick<CircuitFilterValues, 'from' | 'to'>, timeZone: string): CircuitPeriod {
  return { from: isoAt(filters.from, '00:00', timeZone), to: isoAt(addDays(filters.to, 1), '00:00', timeZone) };
}

const isValidDate = (value: Date | null): value is Date => value instanceof Date && !Number.isNaN(value.getTime());
const localDate = (day: CalendarDay) => {
  const date = dayToDate(day);
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
};

/** Why a period cannot be shown, or null. */
export function periodError(from: CalendarDay, to: CalendarDay): string | null {
  if (to < from) return validationMessages.dateAfter(texts.laDateDeDebut);
  const days = (dayToDate(to).getTime() - dayToDate(from).getTime()) / 86_400_000 + 1;
  return days > MAX_PERIOD_DAYS ? texts.laPeriodeNeMax_period_days(MAX_PERIOD_DAYS) : null;
}

/** Période (Du, Au) and Collaborateur; a period being typed or too long is kept aside until it is valid. */
export function CircuitFilters({
  values,
  onChange,
  agents,
  showAgents,
  onReset,
}: {
  values: CircuitFilterValues;
  onChange: (values: CircuitFilterValues) => void;
  agents: readonly AgentOption[];
  showAgents: boolean;
  onReset?: () => void;
}) {
  const [draft, setDraft] = useState<{ from: Date | null; to: Date | null }>({
    from: localDate(values.from),
    to: localDate(values.to),
  });
  const days = {
    from: isValidDate(draft.from) ? format(draft.from, 'yyyy-MM-dd') : null,
    to: isValidDate(draft.to) ? format(draft.to, 'yyyy-MM-dd') : null,
  };
  const error = days.from && days.to ? periodError(days.from, days.to) : null;
  const pick = (part: 'from' | 'to', date: Date | null) => {
    const next = { ...draft, [part]: date };
    setDraft(next);
    const from = isValidDate(next.from) ? format(next.from, 'yyyy-MM-dd') : null;
    const to = isValidDate(next.to) ? format(next.to, 'yyyy-MM-dd') : null;
    if (from && to && !periodError(from, to)) onChange({ ...values, from, to });
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'flex-start' } }}>
      <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: { md: 340 } }}>
        <DatePicker
          label={texts.du}
          value={draft.from}
          onChange={(date) => pick('from', date)}
          slotProps={{ textField: { size: 'small', fullWidth: true } }}
        />
        <DatePicker
          label={texts.au}
          value={draft.to}
          onChange={(date) => pick('to', date)}
          slotProps={{ textField: { size: 'small', fullWidth: true, error: Boolean(error), helperText: error } }}
        />
      </Stack>
      {showAgents && (
        <Autocomplete
          options={agents}
          value={values.agent}
          onChange={(_, agent) => onChange({ ...values, agent })}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, selected) => option.id === selected.id}
          noOptionsText={texts.aucunCollaborateur}
          size="small"
          sx={{ minWidth: 240, flex: 1 }}
          renderInput={(params) => (
            <TextField {...params} label={texts.collaborateur} placeholder={values.agent ? undefined : texts.tous} />
          )}
        />
      )}
      {onReset && (
        <Button onClick={onReset} sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
          {texts.effacerLesFiltres}
        </Button>
      )}
    </Stack>
  );
}
