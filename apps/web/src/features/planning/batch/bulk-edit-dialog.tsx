import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTimeField } from '../../../shared/planning/time-input.tsx';
import { type DialogControls, defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import { FormDialog } from '../../../ui/form/form-dialog.tsx';
import { FormDialogActions } from '../../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { plannedAgents, useAllAgents } from '../../agents/public.ts';
import type { Named } from '../build-rows.ts';
import { texts } from '../texts.ts';
import type { BulkChanges } from './bulk-drafts.ts';

export interface BulkEditDialogProps {
  agencyId: string;
  count: number;
  /** The agent can be changed only with a right to read agents. */
  readsAgents: boolean;
}

/** An empty time leaves the services' own; anything else is a whole hh:mm (a half-typed one is 'incomplete'). */
const zTimeOrUnchanged = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, texts.heureInvalide);

/** The dialog's fields, every one empty (no change) at first. */
export const zBulkEditForm = z.object({
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
  startTime: zTimeOrUnchanged,
  endTime: zTimeOrUnchanged,
  postTitle: z.string(),
});
type BulkEditForm = z.infer<typeof zBulkEditForm>;

/** The changes asked: an empty field is no change. */
export const changesOf = (values: BulkEditForm): BulkChanges => ({
  agentId: values.agent?.id,
  startTime: values.startTime || undefined,
  endTime: values.endTime || undefined,
  postTitle: values.postTitle.trim() || undefined,
});

/** 'Modifier' on a selection: a new agent, new times or a new post title for every selected service. */
export function BulkEditDialog({
  agencyId,
  count,
  readsAgents,
  close,
}: BulkEditDialogProps & DialogControls<BulkChanges>) {
  const titleId = useId();
  const agentsQuery = useAllAgents(agencyId, plannedAgents, readsAgents);
  const agents: Named[] = (agentsQuery.data?.data ?? []).map((a) => ({ id: a.id, name: a.fullname }));
  const { control, handleSubmit, watch } = useForm<BulkEditForm>({
    resolver: zodResolver(zBulkEditForm),
    defaultValues: { agent: null, startTime: '', endTime: '', postTitle: '' },
  });
  const values = watch();
  // Every field starts empty (no change): anything chosen or typed is unsaved input (spaces alone are not).
  const dirty = Boolean(values.agent || values.startTime || values.endTime || values.postTitle.trim());

  return (
    <FormDialog open dirty={dirty} onClose={() => close()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={handleSubmit((values) => close(changesOf(values)))} noValidate>
        <DialogTitle id={titleId}>
          {texts.modifier} {count} service(s)
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{texts.lesChampsLaissesVides}</DialogContentText>
          <Stack spacing={2}>
            {readsAgents && (
              <Controller
                control={control}
                name="agent"
                render={({ field }) => (
                  <Autocomplete
                    options={agents}
                    loading={agentsQuery.isFetching}
                    loadingText={texts.chargement}
                    value={field.value}
                    onChange={(_, next) => field.onChange(next)}
                    onBlur={field.onBlur}
                    getOptionLabel={(o) => o.name}
                    isOptionEqualToValue={(o, v) => o.id === v.id}
                    noOptionsText={texts.aucunCollaborateur}
                    renderInput={(params) => (
                      <TextField {...params} label={texts.collaborateur} placeholder={texts.inchange} />
                    )}
                  />
                )}
              />
            )}
            <Stack direction="row" spacing={2}>
              <FormTimeField control={control} name="startTime" label={texts.debut} />
              <FormTimeField control={control} name="endTime" label={texts.fin} />
            </Stack>
            <FormTextField
              control={control}
              name="postTitle"
              label={texts.intituleDuPoste}
              placeholder={texts.inchange}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={() => close()} />
      </form>
    </FormDialog>
  );
}

export const bulkEditDialog = defineDialog<BulkEditDialogProps, BulkChanges>(
  'planning-bulk-edit',
  async () => BulkEditDialog,
);
