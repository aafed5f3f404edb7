import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentReaderChoices } from '@securite/domain/documents/document-schemas';
import type { DocumentType } from '@securite/domain/documents/document-types';

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
      noOptionsText="Aucun résultat"
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
  const roleLabel = { owner: 'gérant', staff: 'agence', agent: 'collaborateur' } as const;
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
      label="Tous les collaborateurs"
    />
  );
  const allCustomers = (
    <FormControlLabel
      control={<Switch checked={value.accessAllCustomers} onChange={(_, v) => set({ accessAllCustomers: v })} />}
      label="Tous les clients"
    />
  );
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Partagé avec
      </Typography>
      {kind === 'agents' && (
        <Autocomplete
          options={agents}
          value={agents.find((a) => a.id === value.agentId) ?? null}
          onChange={(_, next) => set({ agentId: next?.id ?? null })}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="Aucun collaborateur"
          renderInput={(params) => (
            <TextField {...params} label="Collaborateur concerné" helperText="Il voit le document sur son téléphone." />
          )}
        />
      )}
      {kind === 'customers' && (
        <Picker
          label="Clients"
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
        label="Autres personnes"
        options={people}
        value={value.userCompanies}
        onChange={(ids) => set({ userCompanies: ids })}
        helper="Membres de l’agence et collaborateurs choisis un par un."
      />
      {kind === 'general' && (
        <Picker
          label="Clients"
          options={customers}
          value={value.customers}
          onChange={(ids) => set({ customers: ids })}
        />
      )}
    </Stack>
  );
}
