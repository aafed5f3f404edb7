import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { Contract, ContractSaveInput } from '@securite/domain/contracts/contract-schemas';
import type { DuplicatedContract } from '@securite/domain/contracts/duplicate-contract';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { bodyVariablesError } from '@securite/domain/contracts/template-variables';
import { useCallback, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { DayInput } from '../../ui/day-input.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { agencyTemplatesScope, useContractTemplates } from './api/contract-templates.ts';
import { useContractParties } from './api/find-contract-parties.ts';
import { previewContract } from './api/preview-contract.ts';
import { useSaveContract } from './api/save-contract.ts';
import { PdfPreview } from './pdf-preview.tsx';
import { insertAt, VariablesList } from './variables-list.tsx';

export interface ContractDialogProps {
  agencyId: string;
  kind: ContractKind;
  /** The contract to edit, a duplicate to save as new, or nothing for a new contract. */
  initial?: Contract | DuplicatedContract | null;
}

interface Values {
  templateId: string;
  title: string;
  reference: string;
  partyId: string;
  signerName: string;
  signerEmail: string;
  startDate: string;
  endDate: string;
  body: string;
}

function valuesOf(initial: Contract | DuplicatedContract | null | undefined): Values {
  const partyId = initial
    ? 'customer' in initial
      ? (initial.customer?.id ?? initial.agent?.id ?? '')
      : (initial.customerId ?? initial.agentId ?? '')
    : '';
  return {
    templateId: initial?.templateId ?? '',
    title: initial?.title ?? '',
    reference: initial?.reference ?? '',
    partyId,
    signerName: initial?.signerName ?? '',
    signerEmail: initial?.signerEmail ?? '',
    startDate: initial?.startDate ?? '',
    endDate: initial?.endDate ?? '',
    body: initial?.body ?? '',
  };
}

function requestOf(kind: ContractKind, id: string | null, v: Values): ContractSaveInput {
  return {
    id,
    title: v.title,
    reference: v.reference || null,
    body: v.body,
    templateId: v.templateId || null,
    customerId: kind === 'customer' ? v.partyId || null : null,
    agentId: kind === 'agent' ? v.partyId || null : null,
    signerName: v.signerName || null,
    signerEmail: v.signerEmail || null,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
  };
}

/** Nouveau contrat / Modifier le contrat: from a template, its variables filled, with the live PDF preview. */
export function ContractDialog({ agencyId, kind, initial, close }: ContractDialogProps & DialogControls<Contract>) {
  const titleId = useId();
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const editing = initial && 'customer' in initial ? initial : null;
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen(values);
  const body = useRef<HTMLTextAreaElement>(null);
  const parties = useContractParties(agencyId);
  const templates = useContractTemplates(agencyTemplatesScope(agencyId), kind);
  const save = useSaveContract(agencyId, kind);
  const set = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field changed drops its error (the party's is named after the server's field).
    const keys = Object.keys(patch).flatMap((key) => (key === 'partyId' ? ['customerId', 'agentId'] : [key]));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))));
  };
  const customers = parties.data?.customers ?? [];
  const agents = parties.data?.agents ?? [];
  const contacts = customers.find((c) => c.id === values.partyId)?.contacts ?? [];
  const variablesError = values.body ? bodyVariablesError(values.body, kind) : null;
  const partyLabel = kind === 'customer' ? 'Client' : 'Collaborateur';

  const chooseTemplate = (templateId: string) => {
    const template = templates.data?.data.find((t) => t.id === templateId);
    if (!template) return set({ templateId: '' });
    set({ templateId, body: template.body, title: values.title || template.title });
  };
  const chooseParty = (partyId: string) => {
    if (kind === 'agent') {
      const agent = agents.find((a) => a.id === partyId);
      return set({ partyId, signerName: agent?.fullname ?? '', signerEmail: agent?.email ?? '' });
    }
    const first = customers.find((c) => c.id === partyId)?.contacts[0];
    set({ partyId, signerName: first?.name ?? '', signerEmail: first?.email ?? '' });
  };
  const insert = (placeholder: string) => {
    const [next, cursor] = insertAt(values.body, placeholder, body.current);
    set({ body: next });
    requestAnimationFrame(() => {
      body.current?.focus();
      body.current?.setSelectionRange(cursor, cursor);
    });
  };

  const previewInput =
    values.title.trim() && values.body.trim() && values.partyId && !variablesError
      ? requestOf(kind, editing?.id ?? null, values)
      : null;
  const render = useCallback(
    (input: ContractSaveInput, signal: AbortSignal) => previewContract(agencyId, kind, input, signal),
    [agencyId, kind],
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!values.title.trim()) local.title = 'Obligatoire';
    if (!values.body.trim()) local.body = 'Obligatoire';
    else if (variablesError) local.body = variablesError;
    if (!values.partyId)
      local[kind === 'customer' ? 'customerId' : 'agentId'] =
        kind === 'customer' ? cm.customerRequired : cm.agentRequired;
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length > 0) return;
    try {
      const saved = await save.mutateAsync(requestOf(kind, editing?.id ?? null, values));
      notify.success(editing ? cm.updated : cm.created);
      close(saved);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.errors) setErrors(error.errors);
        setFormError(error.message);
      } else setFormError('Le contrat n’a pas pu être enregistré.');
    }
  };

  const partyError = errors.customerId ?? errors.agentId;
  return (
    <FormDialog
      dirty={dirty}
      open
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={compact}
      fullWidth
      maxWidth="xl"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{editing ? 'Modifier le contrat' : 'Nouveau contrat'}</DialogTitle>
        <DialogContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
            <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
              {formError && <Alert severity="error">{formError}</Alert>}
              <TextField
                select
                label="Modèle"
                value={values.templateId}
                onChange={(event) => chooseTemplate(event.target.value)}
                helperText={
                  templates.data?.data.length === 0 ? 'Aucun modèle : créez-en un depuis « Modèles ».' : undefined
                }
              >
                <MenuItem value="">Sans modèle</MenuItem>
                {(templates.data?.data ?? []).map((template) => (
                  <MenuItem key={template.id} value={template.id}>
                    {template.platform ? `${template.title} (plateforme)` : template.title}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Titre"
                required
                value={values.title}
                onChange={(event) => set({ title: event.target.value })}
                error={!!errors.title}
                helperText={errors.title}
              />
              <TextField
                select
                label={partyLabel}
                required
                value={values.partyId}
                onChange={(event) => chooseParty(event.target.value)}
                error={!!partyError}
                helperText={partyError}
              >
                {(kind === 'customer' ? customers : agents).map((party) => (
                  <MenuItem key={party.id} value={party.id}>
                    {'name' in party ? party.name : party.fullname}
                  </MenuItem>
                ))}
              </TextField>
              {kind === 'customer' && contacts.length > 0 && (
                <TextField
                  select
                  label="Contact signataire"
                  value={contacts.find((c) => c.email === values.signerEmail)?.email ?? ''}
                  onChange={(event) => {
                    const contact = contacts.find((c) => c.email === event.target.value);
                    if (contact) set({ signerName: contact.name, signerEmail: contact.email });
                  }}
                >
                  {contacts.map((contact) => (
                    <MenuItem key={contact.email} value={contact.email}>
                      {`${contact.name} — ${contact.email}`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Nom du signataire"
                  fullWidth
                  value={values.signerName}
                  onChange={(event) => set({ signerName: event.target.value })}
                  error={!!errors.signerName}
                  helperText={errors.signerName}
                />
                <TextField
                  label="E-mail du signataire"
                  type="email"
                  fullWidth
                  value={values.signerEmail}
                  onChange={(event) => set({ signerEmail: event.target.value })}
                  error={!!errors.signerEmail}
                  helperText={errors.signerEmail ?? 'Le lien de signature y sera envoyé.'}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Référence"
                  fullWidth
                  value={values.reference}
                  onChange={(event) => set({ reference: event.target.value })}
                  helperText={errors.reference ?? 'Générée si vide'}
                  error={!!errors.reference}
                />
                <DayInput
                  label="Début"
                  fullWidth
                  value={values.startDate}
                  onChange={(day) => set({ startDate: day })}
                  error={!!errors.startDate}
                  helperText={errors.startDate}
                />
                <DayInput
                  label="Fin"
                  fullWidth
                  value={values.endDate}
                  onChange={(day) => set({ endDate: day })}
                  error={!!errors.endDate}
                  helperText={errors.endDate}
                />
              </Stack>
              <TextField
                label="Texte du contrat"
                required
                multiline
                minRows={10}
                maxRows={24}
                value={values.body}
                inputRef={body}
                onChange={(event) => set({ body: event.target.value })}
                error={!!(errors.body ?? variablesError)}
                helperText={errors.body ?? variablesError ?? 'Les variables {{…}} sont remplies depuis la fiche.'}
              />
              <VariablesList kind={kind} onInsert={insert} />
            </Stack>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <PdfPreview
                input={previewInput}
                waiting={`Choisissez le ${partyLabel.toLowerCase()} et écrivez le titre et le texte pour voir l’aperçu.`}
                render={render}
              />
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
