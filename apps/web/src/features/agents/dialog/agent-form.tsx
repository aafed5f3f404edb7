import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { Agent } from '@securite/domain/agents/agent-schemas';
import { zAgentSaveRequest } from '@securite/domain/agents/agent-schemas';
import type { Actor } from '@securite/domain/auth/access';
import { messages } from '@securite/domain/errors/messages';
import { useEffect, useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ApiError } from '../../../api/api-error.ts';
import { FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { useSaveAgent } from '../api/save-agent.ts';
import { texts } from '../texts.ts';
import { messageOfAgentError } from './agent-errors.ts';
import {
  type AgentFormOutput,
  type AgentFormValues,
  type AgentTabId,
  errorPaths,
  formValuesOf,
  tabOfField,
} from './agent-form-values.ts';
import { AgentTabPanel } from './agent-tab-panel.tsx';
import { AgentTabs } from './agent-tabs.tsx';
import { anomaliesDialog } from './dialogs.ts';
import { useAccountActions } from './use-account-actions.ts';

export interface AgentFormProps {
  agencyId: string;
  agent: Agent | null;
  canCreate: boolean;
  canEdit: boolean;
  actor: Actor;
  specialties: readonly string[];
  stockSimplified: boolean;
  /** After a save: a new record becomes the one the dialog edits. */
  onSaved: (agent: Agent) => void;
  onBuyAgents: () => void;
  /** Tells the dialog whether closing would lose changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** Closes the dialog (asking first when changes would be lost, unless `force`). */
  onClose: (options?: { force: boolean }) => void;
}

/** The agent record in tabs, saved with the domain's schema; anomalies, quota and account actions. */
export function AgentForm(props: AgentFormProps) {
  const {
    agencyId,
    agent,
    actor,
    canCreate,
    canEdit,
    specialties,
    stockSimplified,
    onSaved,
    onBuyAgents,
    onClose,
    onDirtyChange,
  } = props;
  const formId = useId();
  const [tab, setTab] = useState<AgentTabId>('identite');
  const [formError, setFormError] = useState<string | null>(null);
  const readOnly = agent ? !canEdit : !canCreate;
  const save = useSaveAgent(agencyId);
  const { control, handleSubmit, reset, setValue, setError, getValues, formState } = useForm<
    AgentFormValues,
    unknown,
    AgentFormOutput
  >({ resolver: zodResolver(zAgentSaveRequest), defaultValues: formValuesOf(agent, actor) });
  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { isDirty, errors } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const buy = () => {
    onClose({ force: true });
    onBuyAgents();
  };
  const actions = useAccountActions({
    agencyId,
    agent,
    onBuyAgents: buy,
    showError: setFormError,
    onDeleted: () => onClose({ force: true }),
  });

  const showServerErrors = (error: ApiError) => {
    const fields = Object.entries(error.errors ?? {}).filter(([field]) => field !== '_');
    for (const [field, message] of fields) setError(field as FieldPath<AgentFormValues>, { message });
    if (fields[0]) setTab(tabOfField(fields[0][0], getValues()));
    return fields.length > 0 && fields.length === Object.keys(error.errors ?? {}).length;
  };

  const onValid = async (values: AgentFormOutput) => {
    if (agent && !isDirty) {
      notify.warning(messages.noChange);
      return;
    }
    setFormError(null);
    let saved: Awaited<ReturnType<typeof save.mutateAsync>>;
    try {
      saved = await save.mutateAsync({ ...values, id: agent?.id ?? null });
    } catch (error) {
      if (error instanceof ApiError && showServerErrors(error)) return;
      setFormError(await messageOfAgentError(error, buy));
      return;
    }
    notify.success(messages.saved);
    if (values.willActivate) notify.info(messages.emailsSent);
    reset(formValuesOf(saved.agent));
    onSaved(saved.agent);
    if (saved.anomalies.length > 0 && (await anomaliesDialog.open({ anomalies: saved.anomalies }))) return;
    onClose({ force: true });
  };

  const onSubmit = handleSubmit(onValid, (invalid) => {
    const first = errorPaths(invalid)[0];
    if (first) setTab(tabOfField(first, getValues()));
  });

  return (
    <>
      <AgentTabs
        value={tab}
        onChange={setTab}
        errorTabs={errorPaths(errors).map((path) => tabOfField(path, getValues()))}
      />
      <DialogContent dividers>
        <Box component="form" id={formId} noValidate onSubmit={onSubmit} aria-label={texts.ficheCollaborateur}>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Box role="tabpanel" id={`panneau-${tab}`} aria-labelledby={`onglet-${tab}`} sx={{ pt: 1 }}>
            <AgentTabPanel
              tab={tab}
              agencyId={agencyId}
              agent={agent}
              control={control}
              setValue={setValue}
              readOnly={readOnly}
              canEdit={canEdit}
              actor={actor}
              specialties={specialties}
              stockSimplified={stockSimplified}
              actions={actions}
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {agent && canEdit && actions && (
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={actions.deleteRecord}
            loading={actions.deleting}
          >
            {texts.supprimer}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <FormDialogCancelButton>{readOnly ? texts.fermer : texts.annuler}</FormDialogCancelButton>
        {!readOnly && (
          <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
            {texts.enregistrer}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
