import SearchIcon from '@mui/icons-material/Search';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HourCoefficients } from '@securite/domain/hours/hour-coefficients';
import type { HourPeriod } from '@securite/domain/hours/hour-period';
import { coefficientText } from './hours-format.ts';
import { PeriodSelector } from './period-selector.tsx';

import { texts as localTexts, hoursTexts as texts } from './texts.ts';

export interface HoursFilterValues {
  search: string;
  withHoursOnly: boolean;
}

/** The period, a name search and « Seulement avec des heures », above an hours table. */
export function HoursToolbar({
  period,
  onPeriod,
  currentMonth,
  filters,
  onFilters,
  searchLabel,
}: {
  period: HourPeriod;
  onPeriod: (period: HourPeriod) => void;
  currentMonth: HourPeriod;
  filters?: HoursFilterValues;
  onFilters?: (values: HoursFilterValues) => void;
  searchLabel?: string;
}) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
    >
      <PeriodSelector value={period} onChange={onPeriod} currentMonth={currentMonth} />
      {filters && onFilters && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={searchLabel ?? texts.search}
            value={filters.search}
            onChange={(e) => onFilters({ ...filters, search: e.target.value })}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={filters.withHoursOnly}
                onChange={(e) => onFilters({ ...filters, withHoursOnly: e.target.checked })}
              />
            }
            label={texts.withHoursOnly}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** The agency's coefficients in one line, so that the weighted total reads on its own. */
export function CoefficientsCaption({ coefficients }: { coefficients: HourCoefficients }) {
  const c = coefficients;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 1.5 }}>
      {texts.coefficientsCaption} {localTexts.nuit}
      {c.nightStart}–{c.nightEnd}) {coefficientText(c.night)} {localTexts.dimanche} {coefficientText(c.sunday)}{' '}
      {localTexts.ferie} {coefficientText(c.holiday)} {localTexts.nuitDimanche} {coefficientText(c.nightSunday)}{' '}
      {localTexts.nuitFerie} {coefficientText(c.nightHoliday)}
    </Typography>
  );
}
