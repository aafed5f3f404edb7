import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages } from '@securite/domain/errors/messages';
import { type Unavailability, zUnavailabilitySaveRequest } from '@securite/domain/unavailabilities/schemas';
import { useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newClientUuid } from '../../api/client-uuid.ts';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDateTimeField } from '../../ui/form/form-date-time-field.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useAgencyTypes } from '../agency-settings/public.ts';
import { plannedAgents, useAllAgents } from '../agents/public.ts';
import { useSaveUnavailability } from './api/save-unavailability.ts';
import { defaultPeriod } from './default-period.ts';
import { texts } from './texts.ts';
import type { AgentOption } from './unavailability-filters.tsx';

type Input = z.input<typeof zUnavailabilitySaveRequest>;
type Output = z.output<typeof zUnavailabilitySaveRequest>;
const fields = ['agentId', 'typeId', 'startAt', 'endAt', 'comment'] as const;

export interface UnavailabilityDialogProps {
  agencyId: string;
  /** The unavailability to edit; none to declare a new one. */
  unavailability?: Unavailability;
  /** The agent is chosen in the form (the caller's own first, if they are an agent); otherwise it is theirs. */
  choosesAgent: boolean;
  ownAgent: AgentOption | null;
  /** Whether the caller may load the agents for the picker. */
  readsAgents: boolean;
}

/** Declare or edit an unavailability: agent, type, start and end (end after start), comment. */
export function UnavailabilityDialog({
  agencyId,
  unavailability,
  choosesAgent,
  ownAgent,
  readsAgents,
  close,
}: UnavailabilityDialogProps & DialogControls<Unavailability>) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveUnavailability(agencyId);
  const types = useAgencyTypes(agencyId, 'unavailability');
  const agents = useAllAgents(agencyId, plannedAgents, choosesAgent && readsAgents);
  // One uuid per submitted payload: sending the same form again (a retry) is the same unavailability.
  const sent = useRef<{ key: string; uuid: string } | null>(null);
  const period = defaultPeriod();
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(zUnavailabilitySaveRequest),
    defaultValues: {
      id: unavailability?.id ?? null,
      agentId: unavailability?.agent.id ?? ownAgent?.id ?? '',
      typeId: unavailability?.type.id ?? '',
      startAt: unavailability?.startAt ?? period.startAt,
      endAt: unavailability?.endAt ?? period.endAt,
      comment: unavailability?.comment ?? '',
    },
  });

  const agentOptions: AgentOption[] = (agents.data?.data ?? []).map((a) => ({ id: a.id, fullname: a.fullname }));
  // Without a right to list agents, one still picks oneself (or keeps the edited row's agent).
  for (const known of [ownAgent, unavailability?.agent]) {
    if (known && !agentOptions.some((a) => a.id === known.id)) agentOptions.unshift(known);
  }
  const typeOptions = [...(types.data ?? [])];
  if (unavailability && !typeOptions.some((type) => type.id === unavailability.type.id)) {
    typeOptions.unshift({ ...unavailability.type, createdAt: '' });
  }

  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields,
      save: (values) => {
        let payload: Output = { ...values, comment: values.comment || null };
        if (!values.id) {
          const key = JSON.stringify(payload);
          if (sent.current?.key !== key) sent.current = { key, uuid: newClientUuid() };
          payload = { ...payload, uuid: sent.current.uuid };
        }
        return save.mutateAsync(payload);
      },
      success: (_saved, values) => (values.id ? messages.saved : texts.created),
      onSaved: (saved) => close(saved),
    },
  );

  return (
    <FormDialog
      open
      dirty={formState.isDirty}
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{unavailability ? texts.editTitle : texts.createTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            {choosesAgent && (
              <Controller
                control={control}
                name="agentId"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    options={agentOptions}
                    value={agentOptions.find((a) => a.id === field.value) ?? null}
                    onChange={(_, next) => field.onChange(next?.id ?? '')}
                    onBlur={field.onBlur}
                    getOptionLabel={(option) => option.fullname}
                    isOptionEqualToValue={(option, selected) => option.id === selected.id}
                    loading={agents.isFetching}
                    loadingText={texts.loadingText}
                    noOptionsText={texts.noAgents}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        id="champ-agentId"
                        label={texts.agent}
                        required
                        error={fieldState.invalid}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              />
            )}
            <FormTextField
              control={control}
              name="typeId"
              label={texts.type}
              select
              required
              helperText={types.isSuccess && typeOptions.length === 0 ? texts.noTypes : undefined}
            >
              {typeOptions.map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.label}
                </MenuItem>
              ))}
            </FormTextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateTimeField control={control} name="startAt" label={texts.start} />
              <FormDateTimeField control={control} name="endAt" label={texts.end} />
            </Stack>
            <FormTextField control={control} name="comment" label={texts.comment} multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton>{texts.cancel}</FormDialogCancelButton>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {unavailability ? texts.save : texts.declare}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
