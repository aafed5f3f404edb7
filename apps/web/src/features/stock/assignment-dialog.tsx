import Alert from '@mui/material/Alert';
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
import { type StockReference, zStockAssignmentSave } from '@securite/domain/stock/stock-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { type FormEvent, useId, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useAllAgents } from '../agents/public.ts';
import { useAllSites } from '../sites/public.ts';
import { useChangeStock } from './api/change-stock.ts';
import { useAllStockReferences } from './api/find-stock-references.ts';
import { DayInput } from './day-input.tsx';
import { type FormErrors, formErrorsOf, issuesOf } from './form-errors.ts';
import { referenceLabel, stockUpdatedText } from './stock-texts.ts';

interface Named {
  id: string;
  name: string;
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
  const [referenceId, setReferenceId] = useState(reference?.id ?? '');
  const [agentIds, setAgentIds] = useState<string[]>([]);
  const [siteIds, setSiteIds] = useState<string[]>([]);
  const [quantity, setQuantity] = useState('1');
  const [assignedAt, setAssignedAt] = useState(todayIn('Europe/Paris'));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const dirty = useChangedSinceOpen({ referenceId, agentIds, siteIds, quantity, assignedAt, from, to, note });

  const active = (references.data ?? []).filter((r) => r.status === 'active' || r.id === referenceId);
  const agentOptions: Named[] = (agents.data?.data ?? []).map((a) => ({ id: a.id, name: a.fullname }));
  const siteOptions: Named[] = (sites.data ?? []).map((s) => ({ id: s.id, name: s.name }));
  const chosen = active.find((r) => r.id === referenceId) ?? reference;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = zStockAssignmentSave.safeParse({
      stockReferenceId: referenceId,
      agents: agentIds,
      sites: siteIds,
      quantityToAssign: quantity.trim() === '' ? Number.NaN : Number(quantity),
      assignedAt: assignedAt || null,
      dateRangeRestitution: { from: from || null, to: to || null },
      note: note || null,
    });
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues));
      return;
    }
    try {
      const update = await change.mutateAsync({ kind: 'assign', body: parsed.data });
      notify.success(stockUpdatedText(update.updatedReferences));
      onClose();
    } catch (error) {
      setErrors(formErrorsOf(error));
    }
  };

  const picker = (label: string, options: Named[], value: string[], set: (ids: string[]) => void, loading: boolean) => (
    <Autocomplete
      multiple
      options={options}
      loading={loading}
      value={options.filter((o) => value.includes(o.id))}
      onChange={(_, next) => set(next.map((o) => o.id))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="Aucun résultat"
      loadingText="Chargement…"
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );

  return (
    <FormDialog
      dirty={dirty}
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Nouvelle attribution</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {(errors._ || errors.agents) && <Alert severity="error">{errors._ ?? errors.agents}</Alert>}
            <Autocomplete
              options={active}
              loading={references.isPending}
              value={chosen ?? null}
              onChange={(_, next) => setReferenceId(next?.id ?? '')}
              getOptionLabel={(r) => `${referenceLabel(r)} — ${r.availableQuantity} disponible(s)`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText="Aucune référence active"
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Référence"
                  required
                  error={!!errors.stockReferenceId}
                  helperText={errors.stockReferenceId}
                />
              )}
            />
            {picker('Collaborateurs', agentOptions, agentIds, setAgentIds, agents.isPending)}
            {picker('Sites', siteOptions, siteIds, setSiteIds, sites.isPending)}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Quantité par collaborateur ou site"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                error={!!errors.quantityToAssign}
                helperText={errors.quantityToAssign}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
              <DayInput label="Attribué le" value={assignedAt} onChange={setAssignedAt} error={errors.assignedAt} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DayInput label="Restitution à partir du" value={from} onChange={setFrom} />
              <DayInput
                label="Restitution au plus tard le"
                value={to}
                onChange={setTo}
                error={errors.dateRangeRestitution}
              />
            </Stack>
            <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={change.isPending}>
            Attribuer
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
