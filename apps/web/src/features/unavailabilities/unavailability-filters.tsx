import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { AgencyType } from '@securite/domain/agency-settings/agency-types';
import { validationMessages } from '@securite/domain/validation/messages';
import { texts } from './texts.ts';

export interface AgentOption {
  id: string;
  fullname: string;
}

export interface UnavailabilityFilterValues {
  agents: AgentOption[];
  types: AgencyType[];
  from: Date | null;
  to: Date | null;
}

export const noUnavailabilityFilter: UnavailabilityFilterValues = { agents: [], types: [], from: null, to: null };

const isValidDate = (value: Date | null): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** The period filter as the API takes it (whole local days, either end open), or null when none or invalid. */
export function dateRangeOf(values: UnavailabilityFilterValues): { start: string; end: string } | null {
  const from = isValidDate(values.from) ? values.from : null;
  const to = isValidDate(values.to) ? values.to : null;
  if (!from && !to) return null;
  const start = from ? new Date(from.getFullYear(), from.getMonth(), from.getDate()) : new Date(2000, 0, 1);
  const end = to ? new Date(to.getFullYear(), to.getMonth(), to.getDate(), 23, 59, 59, 999) : new Date(2100, 0, 1);
  return end >= start ? { start: start.toISOString(), end: end.toISOString() } : null;
}

export function isFiltered(values: UnavailabilityFilterValues): boolean {
  return values.agents.length > 0 || values.types.length > 0 || values.from !== null || values.to !== null;
}

/** Collaborateurs (for staff), types and période. */
export function UnavailabilityFilters({
  values,
  onChange,
  agents,
  types,
  showAgents,
}: {
  values: UnavailabilityFilterValues;
  onChange: (values: UnavailabilityFilterValues) => void;
  agents: readonly AgentOption[];
  types: readonly AgencyType[];
  showAgents: boolean;
}) {
  const inverted = isValidDate(values.from) && isValidDate(values.to) && values.to < values.from;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'flex-start' } }}>
      {showAgents && (
        <Autocomplete
          multiple
          options={agents}
          value={values.agents}
          onChange={(_, next) => onChange({ ...values, agents: next })}
          getOptionLabel={(option) => option.fullname}
          isOptionEqualToValue={(option, selected) => option.id === selected.id}
          noOptionsText={texts.noAgents}
          size="small"
          limitTags={2}
          sx={{ minWidth: 240, flex: 1 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={texts.agents}
              placeholder={values.agents.length ? undefined : texts.allAgents}
            />
          )}
        />
      )}
      <Autocomplete
        multiple
        options={types}
        value={values.types}
        onChange={(_, next) => onChange({ ...values, types: next })}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        size="small"
        limitTags={2}
        sx={{ minWidth: 220, flex: 1 }}
        renderInput={(params) => (
          <TextField {...params} label={texts.types} placeholder={values.types.length ? undefined : texts.allTypes} />
        )}
      />
      <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: { md: 320 } }}>
        <DatePicker
          label={texts.from}
          value={values.from}
          onChange={(from) => onChange({ ...values, from })}
          slotProps={{ textField: { size: 'small', fullWidth: true }, field: { clearable: true } }}
        />
        <DatePicker
          label={texts.to}
          value={values.to}
          onChange={(to) => onChange({ ...values, to })}
          slotProps={{
            textField: {
              size: 'small',
              fullWidth: true,
              error: inverted,
              helperText: inverted ? validationMessages.dateAfter('la date de début') : undefined,
            },
            field: { clearable: true },
          }}
        />
      </Stack>
      {isFiltered(values) && (
        <Button onClick={() => onChange(noUnavailabilityFilter)} sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
          {texts.clearFilters}
        </Button>
      )}
    </Stack>
  );
}
