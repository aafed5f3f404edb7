import LinkOffIcon from '@mui/icons-material/LinkOff';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import SendIcon from '@mui/icons-material/Send';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Agent } from '@securite/domain/agents/agent-schemas';
import { ungrantableRights } from '@securite/domain/agents/rights-grant';
import type { Actor } from '@securite/domain/auth/access';
import { allRights, type Right, rightLabels } from '@securite/domain/auth/rights';
import { useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { AgentStatusChip } from '../components/agent-status-chip.tsx';
import { texts } from '../texts.ts';
import type { AgentFormValues } from './agent-form-values.ts';

export interface AccountActions {
  activate: () => void;
  deactivate: () => void;
  disconnectSessions: () => void;
  busy: boolean;
}

function accountText(agent: Agent): string {
  if (agent.status === 'active') return texts.leCollaborateurSeEmail(agent.email);
  if (agent.status === 'invited') return texts.invitationEnvoyeeAEmail(agent.email);
  if (!agent.email) return texts.pasDeCompteRenseignez;
  return texts.leCollaborateurNA;
}

/** The login account of a saved agent: status and the actions on it. */
function AccountStatus({ agent, actions, canEdit }: { agent: Agent; actions: AccountActions; canEdit: boolean }) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h3">
          {texts.compte}
        </Typography>
        <AgentStatusChip status={agent.status} />
      </Stack>
      <Typography variant="body2">{accountText(agent)}</Typography>
      {canEdit && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          {!agent.hasAccount && (
            <Button
              variant="outlined"
              startIcon={<SendIcon />}
              onClick={actions.activate}
              disabled={!agent.email || actions.busy}
            >
              {agent.active ? texts.renvoyerLInvitation : texts.activerLeCompte}
            </Button>
          )}
          {agent.active && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<PersonOffIcon />}
              onClick={actions.deactivate}
              disabled={actions.busy}
            >
              {texts.desactiverLeCompte}
            </Button>
          )}
          {agent.hasAccount && (
            <Button
              variant="outlined"
              startIcon={<LinkOffIcon />}
              onClick={actions.disconnectSessions}
              disabled={actions.busy}
            >
              {texts.deconnecterSesSessions}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Compte et droits: the account (or, for a new record, the invitation on save) and the rights. */
export function AccountSection({
  control,
  agent,
  actions,
  actor,
  canEdit,
  readOnly,
}: {
  control: Control<AgentFormValues>;
  agent: Agent | null;
  actions: AccountActions | null;
  actor: Actor;
  canEdit: boolean;
  readOnly: boolean;
}) {
  // Staff hand out only the rights they hold (the agent keeps those already given).
  const options = useMemo(() => {
    const refused = new Set(ungrantableRights(actor, allRights, agent?.rights ?? []));
    return allRights.filter((right) => !refused.has(right));
  }, [actor, agent]);
  return (
    <Stack spacing={3}>
      {agent && actions ? (
        <AccountStatus agent={agent} actions={actions} canEdit={canEdit} />
      ) : (
        <Controller
          control={control}
          name="willActivate"
          render={({ field }) => (
            <FormControlLabel
              disabled={readOnly}
              control={<Checkbox checked={!!field.value} onChange={(_, checked) => field.onChange(checked)} />}
              label={texts.activerSonCompteEt}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="rights"
        render={({ field }) => (
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={options}
            value={(field.value ?? []) as Right[]}
            disabled={readOnly}
            onChange={(_, value) => field.onChange(value)}
            getOptionLabel={(right) => rightLabels[right]}
            renderValue={(value, getItemProps) =>
              value.map((right, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={rightLabels[right]} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                id="champ-droits"
                label={texts.droits}
                helperText={texts.ceQueLeCollaborateurPeut}
              />
            )}
          />
        )}
      />
    </Stack>
  );
}
