import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

import { texts } from '../texts.ts';

export interface Option {
  id: string;
  name: string;
}

export interface ServiceFilters {
  site: Option | null;
  agent: Option | null;
  unassignedOnly: boolean;
  /** Only the services due and not started (read on the page: the server has no such filter). */
  lateOnly: boolean;
}

export const noServiceFilters: ServiceFilters = {
  site: null,
  agent: null,
  unassignedOnly: false,
  lateOnly: false,
};

export const isFiltered = (f: ServiceFilters) => f.site !== null || f.agent !== null || f.unassignedOnly || f.lateOnly;

/** Site, agent (for those who may list agents), « Non affectés » and « En retard ». */
export function AdminServicesFilters({
  value,
  onChange,
  sites,
  agents,
}: {
  value: ServiceFilters;
  onChange: (next: ServiceFilters) => void;
  sites: readonly Option[];
  /** null hides the agent filter. */
  agents: readonly Option[] | null;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <Autocomplete
        options={sites}
        value={value.site}
        onChange={(_, site) => onChange({ ...value, site })}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        size="small"
        sx={{ minWidth: 260, flex: 1 }}
        renderInput={(params) => <TextField {...params} label={texts.site} />}
      />
      {agents && (
        <Autocomplete
          options={agents}
          value={value.agent}
          onChange={(_, agent) => onChange({ ...value, agent, unassignedOnly: agent ? false : value.unassignedOnly })}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          size="small"
          sx={{ minWidth: 260, flex: 1 }}
          renderInput={(params) => <TextField {...params} label={texts.agent} />}
        />
      )}
      <FormControlLabel
        control={
          <Switch
            checked={value.unassignedOnly}
            onChange={(_, on) => onChange({ ...value, unassignedOnly: on, agent: on ? null : value.agent })}
          />
        }
        label={texts.nonAffectes}
      />
      <FormControlLabel
        control={<Switch checked={value.lateOnly} onChange={(_, on) => onChange({ ...value, lateOnly: on })} />}
        label={texts.enRetardPasEncorePris}
      />
    </Stack>
  );
}
