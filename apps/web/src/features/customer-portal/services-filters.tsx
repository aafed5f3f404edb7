import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type CustomerServiceState,
  customerServicePresetLabels,
  type customerServicePresets,
  customerServiceStateLabels,
} from '@securite/domain/customer-portal/customer-services';
import { DayInput } from '../../ui/day-input.tsx';
import { FilterBar, SelectFilter } from '../../ui/filter-bar.tsx';

import { texts } from './texts.ts';

export type ServicesPreset = (typeof customerServicePresets)[number];

export interface ServicesFilterValues {
  siteId: string;
  preset: ServicesPreset;
  from: string;
  to: string;
  state: CustomerServiceState | '';
}

const stateOptions = { '': texts.tousLesEtats, ...customerServiceStateLabels } as Record<
  CustomerServiceState | '',
  string
>;

/** « Site », « Période » (presets, or two days when « Personnalisée ») and « État ». */
export function ServicesFilters({
  values,
  onChange,
  sites,
}: {
  values: ServicesFilterValues;
  onChange: (next: ServicesFilterValues) => void;
  sites: readonly { id: string; name: string }[];
}) {
  const set = (patch: Partial<ServicesFilterValues>) => onChange({ ...values, ...patch });
  return (
    <FilterBar wrap>
      <TextField
        select
        size="small"
        label={texts.site}
        value={values.siteId}
        onChange={(event) => set({ siteId: event.target.value })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{texts.tousLesSites}</MenuItem>
        {sites.map((site) => (
          <MenuItem key={site.id} value={site.id}>
            {site.name}
          </MenuItem>
        ))}
      </TextField>
      <SelectFilter
        label={texts.periode}
        value={values.preset}
        onChange={(preset) => set({ preset })}
        options={customerServicePresetLabels}
        sx={{ minWidth: 200 }}
      />
      {values.preset === 'custom' && (
        <>
          <DayInput size="small" label={texts.du} value={values.from} onChange={(day) => set({ from: day })} />
          <DayInput size="small" label={texts.au} value={values.to} onChange={(day) => set({ to: day })} />
        </>
      )}
      <SelectFilter
        label={texts.etat}
        value={values.state}
        onChange={(state) => set({ state })}
        options={stateOptions}
        sx={{ minWidth: 180 }}
      />
    </FilterBar>
  );
}
