import Autocomplete from '@mui/material/Autocomplete';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { TimeInput } from '../../../shared/planning/time-input.tsx';
import { type DialogControls, defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import { FormDialog } from '../../../ui/form/form-dialog.tsx';
import { FormDialogActions } from '../../../ui/form/form-dialog-actions.tsx';
import { plannedAgents, useAllAgents } from '../../agents/public.ts';
import type { Named } from '../build-rows.ts';
import type { BulkChanges } from './bulk-drafts.ts';

export interface BulkEditDialogProps {
  agencyId: string;
  count: number;
  /** The agent can be changed only with a right to read agents. */
  readsAgents: boolean;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

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
  const [agent, setAgent] = useState<Named | null>(null);
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [postTitle, setPostTitle] = useState('');
  const badStart = startTime !== '' && !TIME.test(startTime);
  const badEnd = endTime !== '' && !TIME.test(endTime);
  // Every field starts empty (no change): anything chosen or typed is unsaved input.
  const dirty = Boolean(agent || startTime || endTime || postTitle.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badStart || badEnd) return;
    close({
      agentId: agent?.id,
      startTime: startTime || undefined,
      endTime: endTime || undefined,
      postTitle: postTitle.trim() || undefined,
    });
  };

  return (
    <FormDialog open dirty={dirty} onClose={() => close()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Modifier {count} service(s)</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Les champs laissés vides ne changent pas.</DialogContentText>
          <Stack spacing={2}>
            {readsAgents && (
              <Autocomplete
                options={agents}
                loading={agentsQuery.isFetching}
                loadingText="Chargement…"
                value={agent}
                onChange={(_, next) => setAgent(next)}
                getOptionLabel={(o) => o.name}
                isOptionEqualToValue={(o, v) => o.id === v.id}
                noOptionsText="Aucun collaborateur"
                renderInput={(params) => <TextField {...params} label="Collaborateur" placeholder="Inchangé" />}
              />
            )}
            <Stack direction="row" spacing={2}>
              <TimeInput
                id="modifier-debut"
                label="Début"
                value={startTime}
                onChange={setStartTime}
                error={badStart ? 'Heure invalide' : undefined}
              />
              <TimeInput
                id="modifier-fin"
                label="Fin"
                value={endTime}
                onChange={setEndTime}
                error={badEnd ? 'Heure invalide' : undefined}
              />
            </Stack>
            <TextField
              label="Intitulé du poste"
              value={postTitle}
              onChange={(e) => setPostTitle(e.target.value)}
              placeholder="Inchangé"
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
