import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ServiceSeriesScope } from '@securite/domain/planning/service-schemas';
import { useId } from 'react';

import { texts } from '../texts.ts';

export const seriesLabels: Record<ServiceSeriesScope, string> = {
  one: texts.ceServiceUniquement,
  following: texts.ceServiceEtLes,
};

/**
 * « Appliquer à » for a service of a repetition: the save and the deletion change this service only, or it and
 * the following ones of the repetition (same site, same agent, still planned; the server picks them).
 */
export function SeriesChoice(props: {
  value: ServiceSeriesScope;
  onChange: (value: ServiceSeriesScope) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={props.disabled} sx={{ mt: 3, display: 'block' }}>
      <FormLabel id={labelId} component="legend">
        {texts.appliquerA}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={props.value}
        onChange={(_, value) => props.onChange(value as ServiceSeriesScope)}
      >
        {(Object.keys(seriesLabels) as ServiceSeriesScope[]).map((scope) => (
          <FormControlLabel key={scope} value={scope} control={<Radio />} label={seriesLabels[scope]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
