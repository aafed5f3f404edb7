import { zodResolver } from '@hookform/resolvers/zod';
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
import {
  type ExportPeriod,
  planningExportMessages,
  zPlanningSendRequest,
} from '@securite/domain/planning-export/planning-export-schemas';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { newClientUuid } from '../../api/client-uuid.ts';
import { useSession } from '../../api/session.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useAllAgents } from '../agents/public.ts';
import { useSendAgentPlanning } from './api/send-agent-planning.ts';
import { deviceToday, exportDayFor, exportLabel } from './export-day.ts';

import { texts } from './texts.ts';

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

const noEmail = ` ${texts.sansAdresseEMail}`;

/** What the user chooses of the request: the period (its first day follows) and the agents. */
const zSendChoice = zPlanningSendRequest.pick({ period: true, agentIds: true });
type SendChoice = z.infer<typeof zSendChoice>;

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
  const shown = { period: props.period, from: props.from, to: props.to };
  const today = deviceToday();
  const dayOf = (p: ExportPeriod) => exportDayFor(p, shown, today);
  const options = agents.data?.data ?? [];
  const byId = useMemo(() => new Map(options.map((a) => [a.id, a])), [options]);
  // Beforehand: the shown agents who have an address (once the list is known; a choice made meanwhile is kept).
  const beforehandIds = (props.agentIds ?? []).filter((id) => !readsAgents || byId.get(id)?.email).join(',');
  const beforehand = useMemo<SendChoice>(
    () => ({ period: props.period, agentIds: beforehandIds ? beforehandIds.split(',') : [] }),
    [props.period, beforehandIds],
  );
  const { control, handleSubmit, setError, formState, getFieldState } = useForm<SendChoice>({
    resolver: zodResolver(zSendChoice),
    values: beforehand,
    resetOptions: { keepDirtyValues: true },
  });
  const agentIds = useWatch({ control, name: 'agentIds' });
  const chosen = agentIds ?? [];
  const picked = getFieldState('agentIds', formState).isDirty;
  const leftOut =
    readsAgents && !picked ? (props.agentIds ?? []).filter((id) => byId.has(id) && !byId.get(id)?.email) : [];
  const recipients = selfAgentId ? [selfAgentId] : chosen;
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['period', 'agentIds'],
      save: (values) =>
        send.mutateAsync({
          uuid,
          period: values.period,
          from: dayOf(values.period),
          ...(selfAgentId ? { selfAgentId } : { agentIds: values.agentIds ?? [] }),
        }),
      // The server's success text.
      success: (answer) => answer.message,
      onSaved: onClose,
    },
  );

  return (
    <FormDialog
      dirty={formState.isDirty}
      open={open}
      onClose={send.isPending ? () => undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>
          {selfAgentId ? texts.recevoirMonPlanningPar : texts.envoyerLePlanningPar}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormControl>
              <FormLabel id={`${titleId}-periode`}>{texts.periode}</FormLabel>
              <Controller
                control={control}
                name="period"
                render={({ field }) => (
                  <RadioGroup
                    aria-labelledby={`${titleId}-periode`}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value as ExportPeriod)}
                    onBlur={field.onBlur}
                  >
                    {(['week', 'month'] as const).map((p) => (
                      <FormControlLabel
                        key={p}
                        value={p}
                        control={<Radio />}
                        label={
                          p === 'week'
                            ? texts.laValue(exportLabel(p, dayOf(p)))
                            : texts.leMoisDeValue(exportLabel(p, dayOf(p)))
                        }
                      />
                    ))}
                  </RadioGroup>
                )}
              />
            </FormControl>
            {selfAgentId ? (
              <Typography>
                {texts.votrePlanningVousSera}
                {session.user.email ? ` à ${session.user.email}` : ''}.
              </Typography>
            ) : readsAgents ? (
              <Controller
                control={control}
                name="agentIds"
                render={({ field, fieldState }) => (
                  <AgentPicker
                    options={options}
                    loading={agents.isFetching}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    label={texts.collaborateurs}
                  />
                )}
              />
            ) : (
              <Typography>
                {texts.lePlanningSeraEnvoye} {chosen.length} {texts.collaborateurSAfficheS}
              </Typography>
            )}
            {leftOut.length > 0 && (
              <Alert severity="info">
                {leftOut.length} {texts.collaborateurSAfficheSSans}
              </Alert>
            )}
            {!selfAgentId && (
              <Typography variant="body2" color="text.secondary">
                {texts.chaqueCollaborateurRecoitSon}
              </Typography>
            )}
            <FormError message={formError} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton disabled={send.isPending} />
          <Button
            variant="contained"
            type="submit"
            disabled={send.isPending || recipients.length === 0}
            startIcon={send.isPending ? <CircularProgress size={18} aria-label={texts.envoiEnCours} /> : undefined}
          >
            {texts.envoyer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}

function AgentPicker(props: {
  options: AgentListItem[];
  loading: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  /** The field's message (a refused choice); otherwise how many are chosen, or that one is needed. */
  error?: string;
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
      onBlur={props.onBlur}
      getOptionLabel={(a) => (a.email ? a.fullname : `${a.fullname}${noEmail}`)}
      getOptionDisabled={(a) => !a.email}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      noOptionsText={texts.aucunCollaborateur}
      loadingText={texts.chargementDesCollaborateurs}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={Boolean(props.error)}
          helperText={
            props.error ??
            (props.value.length === 0 ? planningExportMessages.agentsRequired : `${props.value.length} choisi(s)`)
          }
        />
      )}
    />
  );
}
