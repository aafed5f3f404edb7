import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Circuit, circuitMessages } from '@securite/domain/circuits/circuit-schemas';
import { serviceMessages } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CheckResults } from '../../shared/planning/check-results.tsx';
import { PlanningDialogActions, PlanningDialogLoading } from '../../shared/planning/planning-dialog-parts.tsx';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDayField } from '../../ui/form/form-day-field.tsx';
import { FormDialog, useReportDirty } from '../../ui/form/form-dialog.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { plannedAgents, useAllAgents } from '../agents/public.ts';
import { useAllSites } from '../sites/public.ts';
import { useDeleteCircuit } from './api/delete-circuit.ts';
import { useCircuit } from './api/get-circuit.ts';
import { useSaveCircuit } from './api/save-circuit.ts';
import { type CircuitFormValues, circuitCount, circuitFormSchema, circuitFormValues, saveOf } from './circuit-form.ts';
import { CircuitRecurrenceFields } from './circuit-recurrence-fields.tsx';
import { stopsEditable } from './circuit-state.ts';
import { runCircuitSave } from './run-circuit-save.ts';
import { SharedServicesPanel } from './shared-services-panel.tsx';
import { StopsField } from './stops-field.tsx';
import { texts } from './texts.ts';
import { useCircuitDryRun } from './use-circuit-dry-run.ts';

export interface CircuitDialogProps {
  agencyId: string;
  /** The agency's time zone: days and times are read and written in it. */
  timeZone: string;
  /** The circuit to open (its id; `circuit` shows the list's copy while the server's comes). */
  circuitId?: string | null;
  circuit?: Circuit | null;
  /** A new circuit's day. */
  day: CalendarDay;
  /** Agents can be picked only with a right to read them; otherwise a new circuit stays unassigned. */
  readsAgents: boolean;
  /** circuits.edit: save changes to a circuit, delete it. */
  canEdit: boolean;
}

/** The saved circuits, or 'deleted'. */
export type CircuitDialogResult = Circuit[] | 'deleted';

type Props = CircuitDialogProps & DialogControls<CircuitDialogResult>;

function CircuitForm({ circuit, titleId, ...props }: Props & { circuit: Circuit | null; titleId: string }) {
  const { agencyId, timeZone, close } = props;
  const save = useSaveCircuit(agencyId);
  const remove = useDeleteCircuit(agencyId);
  const sites = useAllSites(agencyId);
  const agents = useAllAgents(agencyId, plannedAgents, props.readsAgents);
  const [busy, setBusy] = useState(false);
  const ended = circuit?.status === ServiceStatus.Ended;
  const editable = (!circuit || props.canEdit) && stopsEditable(circuit);

  const siteOptions = useMemo(() => {
    const list = (sites.data ?? []).map((s) => ({ id: s.id, name: s.name }));
    for (const stop of circuit?.stops ?? [])
      if (stop.site && !list.some((s) => s.id === stop.site?.id)) list.push({ ...stop.site });
    return list;
  }, [sites.data, circuit]);
  const agentOptions = useMemo(() => {
    const list = (agents.data?.data ?? []).map((a) => ({ id: a.id, name: a.fullname }));
    if (circuit?.agent && !list.some((a) => a.id === circuit.agent?.id))
      list.unshift({ id: circuit.agent.id, name: circuit.agent.fullname });
    return list;
  }, [agents.data, circuit]);

  const [initial] = useState(() => circuitFormValues(circuit, props.day, timeZone));
  const resolver = useMemo(() => zodResolver(circuitFormSchema(circuit?.id ?? null)), [circuit?.id]);
  const { control, handleSubmit, formState } = useForm<CircuitFormValues>({ resolver, defaultValues: initial });
  useReportDirty(formState.isDirty);
  const dryRun = useCircuitDryRun(agencyId);

  const onSubmit = handleSubmit(async (values) => {
    const count = (circuitCount(values, Boolean(circuit)) ?? 0) * values.stops.length;
    if (count === 0) return;
    setBusy(true);
    try {
      const saved = await runCircuitSave(save.mutateAsync, saveOf(values, circuit?.id ?? null), { count, timeZone });
      if (saved) close(saved);
    } finally {
      setBusy(false);
    }
  });
  const onCheck = handleSubmit((values) => dryRun.check(saveOf(values, circuit?.id ?? null)));
  const onDelete = async () => {
    if (!circuit) return;
    const confirmed = await confirm({
      title: circuitMessages.confirmDelete(circuit.name),
      message: texts.sesEtapeSStops(circuit.counts.stops),
      confirmLabel: texts.supprimer,
      destructive: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await remove.mutateAsync(circuit.id);
    } catch {
      return; // The HTTP client already showed why.
    } finally {
      setBusy(false);
    }
    notify.success(circuitMessages.deleted);
    close('deleted');
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        {circuit && !editable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {ended ? serviceMessages.ended : props.canEdit ? circuitMessages.started : texts.lectureSeule}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr) 190px' },
            mb: 3,
          }}
        >
          <FormTextField control={control} name="name" label={texts.nomDuCircuit} required disabled={!editable} />
          <Controller
            control={control}
            name="agentId"
            render={({ field, fieldState }) => (
              <Autocomplete
                options={agentOptions}
                value={agentOptions.find((o) => o.id === field.value) ?? null}
                onChange={(_, next) => field.onChange(next?.id ?? null)}
                onBlur={field.onBlur}
                getOptionLabel={(o) => o.name}
                isOptionEqualToValue={(o, v) => o.id === v.id}
                disabled={!editable || !props.readsAgents}
                noOptionsText={texts.aucunCollaborateur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    id="champ-agentId"
                    label={texts.collaborateur}
                    placeholder={texts.nonAffecte}
                    error={fieldState.invalid}
                    helperText={fieldState.error?.message}
                    slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
                  />
                )}
              />
            )}
          />
          <FormDayField control={control} name="date" label={texts.date} disabled={!editable} />
        </Box>
        <StopsField control={control} sites={siteOptions} disabled={!editable} />
        {!circuit && (
          <>
            <Divider sx={{ my: 3 }} />
            <CircuitRecurrenceFields control={control} />
          </>
        )}
        <Box sx={{ mt: 3 }}>
          <FormTextField
            control={control}
            name="comments"
            label={texts.commentaires}
            multiline
            minRows={2}
            disabled={!editable}
          />
        </Box>
        <CheckResults state={dryRun.state} timeZone={timeZone} />
        {circuit && (
          <>
            <Divider sx={{ my: 3 }} />
            <SharedServicesPanel agencyId={agencyId} circuitId={circuit.id} timeZone={timeZone} />
          </>
        )}
      </DialogContent>
      <PlanningDialogActions
        editable={editable}
        busy={busy}
        checking={dryRun.state.status === 'checking'}
        onDelete={circuit && props.canEdit && !ended ? () => void onDelete() : undefined}
        onCheck={() => void onCheck()}
        onClose={() => close()}
      />
    </Box>
  );
}

/** Create a circuit (once or repeated) or open one (edit its stops, see its shared services); full screen on phones. */
export function CircuitDialog(props: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const circuitId = props.circuitId ?? props.circuit?.id ?? null;
  const query = useCircuit(props.agencyId, circuitId, props.circuit ?? undefined);
  const circuit = circuitId ? (query.data ?? null) : null;
  const title = circuitId ? texts.circuitValue(circuit?.name ?? '').trim() : texts.nouveauCircuit;
  return (
    <FormDialog open onClose={() => props.close()} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {circuitId && !circuit ? (
        <PlanningDialogLoading
          error={query.isError ? query.error : null}
          errorText={texts.impossibleDeChargerLe}
          loadingLabel={texts.chargementDuCircuit}
          onClose={() => props.close()}
        />
      ) : (
        <CircuitForm key={circuit?.id ?? 'nouveau'} {...props} circuit={circuit} titleId={titleId} />
      )}
    </FormDialog>
  );
}
