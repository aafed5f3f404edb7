import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentReaderChoices } from '@securite/domain/documents/document-schemas';
import type { DocumentType } from '@securite/domain/documents/document-types';

import { texts } from './texts.ts';

export interface ReadersValue {
  accessAllAgents: boolean;
  accessAllCustomers: boolean;
  userCompanies: string[];
  customers: string[];
  agentId: string | null;
}

interface Named {
  id: string;
  name: string;
}

function Picker({
  label,
  options,
  value,
  onChange,
  helper,
}: {
  label: string;
  options: Named[];
  value: string[];
  onChange: (ids: string[]) => void;
  helper?: string;
}) {
  return (
    <Autocomplete
      multiple
      options={options}
      value={options.filter((o) => value.includes(o.id))}
      onChange={(_, next) => onChange(next.map((o) => o.id))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={texts.aucunResultat}
      renderInput={(params) => <TextField {...params} label={label} helperText={helper} />}
    />
  );
}

/**
 * Who reads the document (spec 001 section 3): all agents, all customers, chosen people, chosen customers, and for an
 * agent document the agent it is about. The kind decides what is offered first.
 */
export function ReadersFields({
  kind,
  choices,
  value,
  onChange,
}: {
  kind: DocumentType;
  choices: DocumentReaderChoices | undefined;
  value: ReadersValue;
  onChange: (value: ReadersValue) => void;
}) {
  const set = (patch: Partial<ReadersValue>) => onChange({ ...value, ...patch });
  const roleLabel = { owner: texts.gerant, staff: 'agence', agent: 'collaborateur' } as const;
  const people: Named[] = (choices?.users ?? []).map((u) => ({
    id: u.id,
    name: `${u.fullname} (${roleLabel[u.role]})`,
  }));
  const agents: Named[] = (choices?.users ?? [])
    .filter((u) => u.role === 'agent')
    .map((u) => ({ id: u.id, name: u.fullname }));
  const customers: Named[] = choices?.customers ?? [];
  const allAgents = (
    <FormControlLabel
      control={<Switch checked={value.accessAllAgents} onChange={(_, v) => set({ accessAllAgents: v })} />}
      label={texts.tousLesCollaborateurs}
    />
  );
  const allCustomers = (
    <FormControlLabel
      control={<Switch checked={value.accessAllCustomers} onChange={(_, v) => set({ accessAllCustomers: v })} />}
      label={texts.tousLesClients}
    />
  );
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {texts.partageAvec}
      </Typography>
      {kind === 'agents' && (
        <Autocomplete
          options={agents}
          value={agents.find((a) => a.id === value.agentId) ?? null}
          onChange={(_, next) => set({ agentId: next?.id ?? null })}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={texts.aucunCollaborateur}
          renderInput={(params) => (
            <TextField {...params} label={texts.collaborateurConcerne} helperText={texts.ilVoitLeDocument} />
          )}
        />
      )}
      {kind === 'customers' && (
        <Picker
          label={texts.clients}
          options={customers}
          value={value.customers}
          onChange={(ids) => set({ customers: ids })}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {kind !== 'customers' && allAgents}
        {kind !== 'agents' && allCustomers}
      </Stack>
      <Picker
        label={texts.autresPersonnes}
        options={people}
        value={value.userCompanies}
        onChange={(ids) => set({ userCompanies: ids })}
        helper={texts.membresDeLAgence}
      />
      {kind === 'general' && (
        <Picker
          label={texts.clients}
          options={customers}
          value={value.customers}
          onChange={(ids) => set({ customers: ids })}
        />
      )}
    </Stack>
  );
}
