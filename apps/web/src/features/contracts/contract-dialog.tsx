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
import { useCallback, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDayField } from '../../ui/form/form-day-field.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { agencyTemplatesScope, useContractTemplates } from './api/contract-templates.ts';
import { useContractParties } from './api/find-contract-parties.ts';
import { previewContract } from './api/preview-contract.ts';
import { useSaveContract } from './api/save-contract.ts';
import { BodyField } from './body-field.tsx';
import {
  type ContractFormValues,
  contractFormValues,
  contractRequest,
  contractResolver,
  partyField,
} from './contract-form-values.ts';
import { PdfPreview } from './pdf-preview.tsx';
import { texts } from './texts.ts';
import { insertAt, VariablesList } from './variables-list.tsx';

export interface ContractDialogProps {
  agencyId: string;
  kind: ContractKind;
  /** The contract to edit, a duplicate to save as new, or nothing for a new contract. */
  initial?: Contract | DuplicatedContract | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Nouveau contrat / Modifier le contrat: from a template, its variables filled, with the live PDF preview. */
export function ContractDialog({ agencyId, kind, initial, close }: ContractDialogProps & DialogControls<Contract>) {
  const titleId = useId();
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const editing = initial && 'customer' in initial ? initial : null;
  const id = editing?.id ?? null;
  const party = partyField(kind);
  const { control, handleSubmit, setError, getValues, setValue, formState } = useForm<ContractFormValues>({
    resolver: contractResolver(kind, id),
    defaultValues: contractFormValues(kind, initial),
  });
  const values = useWatch({ control }) as ContractFormValues;
  const body = useRef<HTMLTextAreaElement>(null);
  const parties = useContractParties(agencyId);
  const templates = useContractTemplates(agencyTemplatesScope(agencyId), kind);
  const save = useSaveContract(agencyId, kind);
  // A value the dialog fills in for the user is input as well; once « Enregistrer » was tried, checked again.
  const set = (name: keyof ContractFormValues, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const customers = parties.data?.customers ?? [];
  const agents = parties.data?.agents ?? [];
  const contacts = customers.find((c) => c.id === values.customerId)?.contacts ?? [];
  const variablesError = values.body ? bodyVariablesError(values.body, kind) : null;
  const partyLabel = kind === 'customer' ? texts.client : texts.collaborateur;
  const waiting = texts.choisissezLeEtValue(partyLabel.toLowerCase());

  const chooseTemplate = (templateId: string) => {
    const template = templates.data?.data.find((t) => t.id === templateId);
    if (!template) return;
    set('body', template.body);
    if (!getValues('title')) set('title', template.title);
  };
  const chooseParty = (partyId: string) => {
    if (kind === 'agent') {
      const agent = agents.find((a) => a.id === partyId);
      set('signerName', agent?.fullname ?? '');
      set('signerEmail', agent?.email ?? '');
      return;
    }
    const first = customers.find((c) => c.id === partyId)?.contacts[0];
    set('signerName', first?.name ?? '');
    set('signerEmail', first?.email ?? '');
  };
  const insert = (placeholder: string) => {
    const [next, cursor] = insertAt(getValues('body'), placeholder, body.current);
    set('body', next);
    requestAnimationFrame(() => {
      body.current?.focus();
      body.current?.setSelectionRange(cursor, cursor);
    });
  };

  // A day still being typed is not drawn.
  const day = (value: string | null) => (value && DAY.test(value) ? value : null);
  const previewInput =
    values.title.trim() && values.body.trim() && values[party] && !variablesError
      ? {
          ...contractRequest(kind, id, values),
          startDate: day(values.startDate),
          endDate: day(values.endDate),
        }
      : null;
  const render = useCallback(
    (input: ContractSaveInput, signal: AbortSignal) => previewContract(agencyId, kind, input, signal),
    [agencyId, kind],
  );

  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['templateId', 'title', 'reference', party, 'signerName', 'signerEmail', 'startDate', 'endDate', 'body'],
      save: (v) =>
        save.mutateAsync(contractRequest(kind, id, v)).catch((error) => {
          throw error instanceof ApiError ? error : new Error(texts.leContratNAPas);
        }),
      success: editing ? cm.updated : cm.created,
      onSaved: (saved) => close(saved),
      // The call does not notify its errors: a 403 shows above the form.
      forbiddenInForm: true,
    },
  );

  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={compact}
      fullWidth
      maxWidth="xl"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{editing ? texts.modifierLeContrat : texts.nouveauContrat}</DialogTitle>
        <DialogContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
            <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
              <FormError message={formError} />
              <FormTextField
                control={control}
                name="templateId"
                select
                label={texts.modele}
                onChange={(event) => chooseTemplate(event.target.value)}
                helperText={templates.data?.data.length === 0 ? texts.aucunModeleCreezEn : undefined}
              >
                <MenuItem value="">{texts.sansModele}</MenuItem>
                {(templates.data?.data ?? []).map((template) => (
                  <MenuItem key={template.id} value={template.id}>
                    {template.platform ? `${template.title} (plateforme)` : template.title}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField control={control} name="title" label={texts.titre} required />
              <FormTextField
                control={control}
                name={party}
                select
                label={partyLabel}
                required
                onChange={(event) => chooseParty(event.target.value)}
              >
                {(kind === 'customer' ? customers : agents).map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {'name' in option ? option.name : option.fullname}
                  </MenuItem>
                ))}
              </FormTextField>
              {kind === 'customer' && contacts.length > 0 && (
                <TextField
                  select
                  label={texts.contactSignataire}
                  value={contacts.find((c) => c.email === values.signerEmail)?.email ?? ''}
                  onChange={(event) => {
                    const contact = contacts.find((c) => c.email === event.target.value);
                    if (!contact) return;
                    set('signerName', contact.name);
                    set('signerEmail', contact.email);
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
                <FormTextField control={control} name="signerName" label={texts.nomDuSignataire} />
                <FormTextField
                  control={control}
                  name="signerEmail"
                  label={texts.eMailDuSignataire}
                  type="email"
                  helperText={texts.leLienDeSignature}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={control}
                  name="reference"
                  label={texts.reference}
                  helperText={texts.genereeSiVide}
                />
                <FormDayField control={control} name="startDate" label={texts.debut} />
                <FormDayField control={control} name="endDate" label={texts.fin} />
              </Stack>
              <BodyField
                control={control}
                name="body"
                label={texts.texteDuContrat}
                rows={{ min: 10, max: 24 }}
                textarea={body}
                variablesError={variablesError}
                hint={texts.lesVariablesSontRemplies}
              />
              <VariablesList kind={kind} onInsert={insert} />
            </Stack>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <PdfPreview input={previewInput} waiting={waiting} render={render} />
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            {texts.enregistrer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
