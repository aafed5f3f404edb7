import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { isGranted } from '@securite/domain/auth/access';
import {
  type StockAssignmentSave,
  type StockReference,
  zStockAssignmentSave,
} from '@securite/domain/stock/stock-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useId } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useSession } from '../../api/session.ts';
import { FormDayField } from '../../ui/form/form-day-field.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useAllAgents } from '../agents/public.ts';
import { useAllSites } from '../sites/public.ts';
import { useChangeStock } from './api/change-stock.ts';
import { useAllStockReferences } from './api/find-stock-references.ts';
import { referenceLabel, stockUpdatedText } from './stock-labels.ts';

import { texts } from './texts.ts';

type Output = z.output<typeof zStockAssignmentSave>;

interface Named {
  id: string;
  name: string;
}

/** « Collaborateurs » or « Sites »: the holders chosen, as the form's list of ids (the agents' error is above). */
function HoldersPicker({
  control,
  name,
  label,
  options,
  loading,
  error,
}: {
  control: Control<StockAssignmentSave>;
  name: 'agents' | 'sites';
  label: string;
  options: Named[];
  loading: boolean;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Autocomplete
          multiple
          options={options}
          loading={loading}
          value={options.filter((o) => (field.value ?? []).includes(o.id))}
          onChange={(_, next) => field.onChange(next.map((o) => o.id))}
          onBlur={field.onBlur}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={texts.aucunResultat}
          loadingText={texts.chargement}
          renderInput={(params) => (
            <TextField {...params} inputRef={field.ref} label={label} error={!!error} helperText={error} />
          )}
        />
      )}
    />
  );
}

/**
 * Nouvelle attribution: a reference, the agents and sites that get it, the quantity each, the day handed out and
 * the restitution period (spec 001 section 5: at least one agent or site).
 */
export function AssignmentDialog({
  agencyId,
  reference = null,
  onClose,
}: {
  agencyId: string;
  reference?: StockReference | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const references = useAllStockReferences(agencyId);
  const { actor } = useSession();
  // Staff who keep the stock without reading agents get no agent list (the server would refuse it).
  const agents = useAllAgents(agencyId, {}, isGranted(actor, agentReadRights));
  const sites = useAllSites(agencyId);
  const change = useChangeStock(agencyId);
  const { control, handleSubmit, setError, formState } = useForm<StockAssignmentSave, unknown, Output>({
    resolver: zodResolver(zStockAssignmentSave),
    defaultValues: {
      stockReferenceId: reference?.id ?? '',
      agents: [],
      sites: [],
      quantityToAssign: 1,
      assignedAt: todayIn('Europe/Paris'),
      dateRangeRestitution: { from: null, to: null },
      note: '',
    },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: [
        'stockReferenceId',
        'agents',
        'sites',
        'quantityToAssign',
        'assignedAt',
        'dateRangeRestitution.from',
        'dateRangeRestitution.to',
        'note',
      ],
      save: (values) => change.mutateAsync({ kind: 'assign', body: { ...values, note: values.note || null } }),
      success: (update) => stockUpdatedText(update.updatedReferences),
      onSaved: onClose,
    },
  );
  const referenceId = useWatch({ control, name: 'stockReferenceId' });

  const active = (references.data ?? []).filter((r) => r.status === 'active' || r.id === referenceId);
  const agentOptions: Named[] = (agents.data?.data ?? []).map((a) => ({ id: a.id, name: a.fullname }));
  const siteOptions: Named[] = (sites.data ?? []).map((s) => ({ id: s.id, name: s.name }));
  // Spec 001 section 5's message (no agent nor site) is the form's, above the fields.
  const holdersError = formState.errors.agents?.message;

  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.nouvelleAttribution}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError message={formError ?? holdersError ?? null} />
            <Controller
              control={control}
              name="stockReferenceId"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={active}
                  loading={references.isPending}
                  value={active.find((r) => r.id === field.value) ?? (reference?.id === field.value ? reference : null)}
                  onChange={(_, next) => field.onChange(next?.id ?? '')}
                  onBlur={field.onBlur}
                  getOptionLabel={(r) =>
                    texts.disponibleSValueAvailablequantity(referenceLabel(r), r.availableQuantity)
                  }
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  noOptionsText={texts.aucuneReferenceActive}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={texts.reference}
                      required
                      error={fieldState.invalid}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            <HoldersPicker
              control={control}
              name="agents"
              label={texts.collaborateurs}
              options={agentOptions}
              loading={agents.isPending}
            />
            <HoldersPicker
              control={control}
              name="sites"
              label={texts.sites}
              options={siteOptions}
              loading={sites.isPending}
              error={formState.errors.sites?.message}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormNumberField
                control={control}
                name="quantityToAssign"
                label={texts.quantiteParCollaborateurOu}
                step={1}
              />
              <FormDayField control={control} name="assignedAt" label={texts.attribueLe} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDayField control={control} name="dateRangeRestitution.from" label={texts.restitutionAPartirDu} />
              <FormDayField control={control} name="dateRangeRestitution.to" label={texts.restitutionAuPlusTard} />
            </Stack>
            <FormTextField control={control} name="note" label={texts.note} multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={change.isPending}>
            {texts.attribuer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
