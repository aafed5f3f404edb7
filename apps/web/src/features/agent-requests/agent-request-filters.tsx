import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { AgencyType } from '@securite/domain/agency-settings/agency-types';
import {
  type AgentRequestStatus,
  agentRequestStatuses,
  agentRequestStatusLabels,
} from '@securite/domain/agent-requests/status';
import { texts } from './texts.ts';

export interface AgentRequestFilterValues {
  statuses: AgentRequestStatus[];
  types: AgencyType[];
  /** Only the requests with news for the reader. */
  unread: boolean;
}

export const noAgentRequestFilter: AgentRequestFilterValues = { statuses: [], types: [], unread: false };

export function isFiltered(values: AgentRequestFilterValues): boolean {
  return values.statuses.length > 0 || values.types.length > 0 || values.unread;
}

/** Statut and types de demande, each any of several; « Non lues seulement ». */
export function AgentRequestFilters({
  values,
  onChange,
  types,
}: {
  values: AgentRequestFilterValues;
  onChange: (values: AgentRequestFilterValues) => void;
  types: readonly AgencyType[];
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'center' } }}>
      <Autocomplete
        multiple
        options={agentRequestStatuses}
        value={values.statuses}
        onChange={(_, statuses) => onChange({ ...values, statuses })}
        getOptionLabel={(status) => agentRequestStatusLabels[status]}
        size="small"
        sx={{ minWidth: 260, flex: 1, maxWidth: { md: 420 } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={texts.status}
            placeholder={values.statuses.length ? undefined : texts.allStatuses}
          />
        )}
      />
      <Autocomplete
        multiple
        options={types}
        value={values.types}
        onChange={(_, next) => onChange({ ...values, types: next })}
        getOptionLabel={(type) => type.label}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        size="small"
        sx={{ minWidth: 260, flex: 1, maxWidth: { md: 420 } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={texts.requestTypes}
            placeholder={values.types.length ? undefined : texts.allTypes}
          />
        )}
      />
      <FormControlLabel
        control={<Switch checked={values.unread} onChange={(_, unread) => onChange({ ...values, unread })} />}
        label={texts.unreadOnly}
      />
      {isFiltered(values) && (
        <Button onClick={() => onChange(noAgentRequestFilter)} sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
          {texts.clearFilters}
        </Button>
      )}
    </Stack>
  );
}
