import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import type { AgentListItem } from '@securite/domain/agents/list-schemas';
import { isGranted } from '@securite/domain/auth/access';
import { type ExportPeriod, planningExportMessages } from '@securite/domain/planning-export/planning-export-schemas';
import { useId, useMemo, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { newClientUuid } from '../../api/client-uuid.ts';
import { useSession } from '../../api/session.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useAllAgents } from '../agents/public.ts';
import { useSendAgentPlanning } from './api/send-agent-planning.ts';
import { deviceToday, exportDayFor, exportLabel } from './export-day.ts';

export interface SendPlanningDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the planning screen shows; the dialog offers its week and its month. */
  period: ExportPeriod;
  from: string;
  to: string;
  /** Agents chosen beforehand (the agents shown on the planning). */
  agentIds?: string[];
  /** An agent asking for their own planning: no choice of agents. */
  selfAgentId?: string;
}

const noEmail = ' (sans adresse e-mail)';

/**
 * "Envoyer le planning par e-mail": each chosen agent receives their own planning of the week or the month, as a PDF.
 * An agent asks for theirs the same way. The server's success text is shown as a notice.
 */
export function SendPlanningDialog(props: SendPlanningDialogProps) {
  const { open, onClose, selfAgentId } = props;
  const session = useSession();
  const agencyId = session.agencyId ?? '';
  const titleId = useId();
  const readsAgents = !selfAgentId && isGranted(session.actor, agentReadRights);
  const agents = useAllAgents(agencyId, { status: 'active' }, open && readsAgents);
  const send = useSendAgentPlanning(agencyId);
  // One uuid per dialog: a retry after a lost answer sends nothing twice.
  const [uuid] = useState(newClientUuid);
  const [period, setPeriod] = useState<ExportPeriod>(props.period);
  const [picked, setPicked] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen({ period, picked });
  const shown = { period: props.period, from: props.from, to: props.to };
  const today = deviceToday();
  const dayOf = (p: ExportPeriod) => exportDayFor(p, shown, today);
  const options = agents.data?.data ?? [];
  const byId = useMemo(() => new Map(options.map((a) => [a.id, a])), [options]);
  // Beforehand: the shown agents who have an address (once the list is known).
  const chosen = picked ?? (props.agentIds ?? []).filter((id) => !readsAgents || byId.get(id)?.email);
  const leftOut =
    readsAgents && !picked ? (props.agentIds ?? []).filter((id) => byId.has(id) && !byId.get(id)?.email) : [];
  const recipients = selfAgentId ? [selfAgentId] : chosen;

  async function submit() {
    setError(null);
    try {
      const answer = await send.mutateAsync({
        uuid,
        period,
        from: dayOf(period),
        ...(selfAgentId ? { selfAgentId } : { agentIds: chosen }),
      });
      notify.success(answer.message);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Envoi impossible. Réessayez.');
    }
  }

  return (
    <FormDialog
      dirty={dirty}
      open={open}
      onClose={send.isPending ? () => undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {selfAgentId ? 'Recevoir mon planning par e-mail' : 'Envoyer le planning par e-mail'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormControl>
            <FormLabel id={`${titleId}-periode`}>Période</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-periode`}
              value={period}
              onChange={(event) => setPeriod(event.target.value as ExportPeriod)}
            >
              {(['week', 'month'] as const).map((p) => (
                <FormControlLabel
                  key={p}
                  value={p}
                  control={<Radio />}
                  label={p === 'week' ? `La ${exportLabel(p, dayOf(p))}` : `Le mois de ${exportLabel(p, dayOf(p))}`}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {selfAgentId ? (
            <Typography>
              Votre planning vous sera envoyé en PDF{session.user.email ? ` à ${session.user.email}` : ''}.
            </Typography>
          ) : readsAgents ? (
            <AgentPicker
              options={options}
              loading={agents.isFetching}
              value={chosen}
              onChange={setPicked}
              label="Collaborateurs"
            />
          ) : (
            <Typography>Le planning sera envoyé aux {chosen.length} collaborateur(s) affiché(s).</Typography>
          )}
          {leftOut.length > 0 && (
            <Alert severity="info">
              {leftOut.length} collaborateur(s) affiché(s) sans adresse e-mail ne sont pas dans la liste.
            </Alert>
          )}
          {!selfAgentId && (
            <Typography variant="body2" color="text.secondary">
              Chaque collaborateur reçoit son propre planning en pièce jointe (PDF).
            </Typography>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <FormDialogCancelButton disabled={send.isPending} />
        <Button
          variant="contained"
          onClick={submit}
          disabled={send.isPending || recipients.length === 0}
          startIcon={send.isPending ? <CircularProgress size={18} aria-label="Envoi en cours" /> : undefined}
        >
          Envoyer
        </Button>
      </DialogActions>
    </FormDialog>
  );
}

function AgentPicker(props: {
  options: AgentListItem[];
  loading: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  label: string;
}) {
  const selected = props.options.filter((a) => props.value.includes(a.id));
  return (
    <Autocomplete
      multiple
      options={props.options}
      value={selected}
      loading={props.loading}
      onChange={(_event, next) => props.onChange(next.map((a) => a.id))}
      getOptionLabel={(a) => (a.email ? a.fullname : `${a.fullname}${noEmail}`)}
      getOptionDisabled={(a) => !a.email}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      noOptionsText="Aucun collaborateur"
      loadingText="Chargement des collaborateurs…"
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          helperText={
            props.value.length === 0 ? planningExportMessages.agentsRequired : `${props.value.length} choisi(s)`
          }
        />
      )}
    />
  );
}
