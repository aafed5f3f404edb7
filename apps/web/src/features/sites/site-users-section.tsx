import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { type AgentChoice, useAgentChoices } from './api/find-site-agent-choices.ts';
import type { SiteFormInput } from './site-form-values.ts';

import { texts } from './texts.ts';

export interface KnownAgent {
  id: string;
  fullname: string;
}

/**
 * Collaborateurs du site: the agents posted on the site (they see it in the field and hear of its instructions).
 * Picking needs a right to read agents; without it the posted agents can still be removed.
 */
export function SiteUsersSection({
  control,
  agencyId,
  siteId,
  canReadAgents,
  knownAgents,
}: {
  control: Control<SiteFormInput>;
  agencyId: string;
  siteId: string | null;
  canReadAgents: boolean;
  knownAgents: readonly KnownAgent[];
}) {
  const choices = useAgentChoices(agencyId, canReadAgents);
  const byId = new Map<string, AgentChoice>();
  for (const agent of knownAgents) byId.set(agent.id, { ...agent, active: true });
  for (const agent of choices.data ?? []) byId.set(agent.id, agent);
  const nameOf = (id: string) => {
    const agent = byId.get(id);
    if (!agent) return texts.collaborateur;
    return agent.active ? agent.fullname : `${agent.fullname} (inactif)`;
  };

  return (
    <Controller
      control={control}
      name="siteUsers"
      render={({ field, fieldState }) => {
        const ids = (field.value ?? []).map((u) => u.agentId);
        const setIds = (next: string[]) =>
          field.onChange([...new Set(next)].map((agentId) => ({ agentId, siteId: siteId ?? null })));
        return (
          <Stack spacing={2}>
            {canReadAgents ? (
              <Autocomplete
                multiple
                options={[...byId.keys()]}
                value={ids}
                onChange={(_, next) => setIds(next)}
                getOptionLabel={nameOf}
                filterSelectedOptions
                loading={choices.isFetching}
                loadingText={texts.chargementDesCollaborateurs}
                noOptionsText={texts.aucunCollaborateur}
                renderValue={(values, getItemProps) =>
                  values.map((id, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    return <Chip key={key} label={nameOf(id)} size="small" {...itemProps} />;
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={texts.collaborateursAffectes}
                    placeholder={texts.rechercherUnCollaborateur}
                    error={fieldState.invalid || choices.isError}
                    helperText={
                      fieldState.error?.message ??
                      (choices.isError ? texts.impossibleDeChargerLesCollaborateurs : texts.ilsVoientLeSite)
                    }
                  />
                )}
              />
            ) : (
              <>
                <Alert severity="info">{texts.vousNAvezPas}</Alert>
                {ids.length === 0 ? (
                  <Typography sx={{ color: 'text.secondary' }}>{texts.aucunCollaborateurAffecte}</Typography>
                ) : (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={texts.collaborateursAffectes}>
                    {ids.map((id) => (
                      <Chip key={id} label={nameOf(id)} onDelete={() => setIds(ids.filter((other) => other !== id))} />
                    ))}
                  </Stack>
                )}
              </>
            )}
          </Stack>
        );
      }}
    />
  );
}
