import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { computeDocumentTotals } from '@securite/domain/billing/document-totals';
import { isAccountingDocument } from '@securite/domain/billing/document-types';
import type { CommercialDocument, DocumentSave } from '@securite/domain/billing/schemas';
import { type ReactNode, useMemo, useState } from 'react';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { DayPicker } from '../../ui/form/form-day-field.tsx';
import { useFormDialogGuard, useReportDirty } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceSaved } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { previewDocumentPdf, useBillingCustomers, useDocumentAction } from './api/documents-api.ts';
import type { WebDocumentFamily } from './document-families.ts';
import { type FormState, toSaveRequest } from './document-form-state.ts';
import { DocumentLinesEditor } from './document-lines-editor.tsx';
import { DocumentTotalsView } from './document-totals-view.tsx';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Une erreur est survenue');

/** The form of a draft: customer, dates, lines, discount; save, preview, validate, delete. */
export function DocumentEditor({
  agencyId,
  family,
  initial,
  onDone,
  attachments,
}: {
  agencyId: string;
  family: WebDocumentFamily;
  initial: FormState;
  onDone: (doc: CommercialDocument | null) => void;
  /** The « Pièces jointes » section, under the content. */
  attachments?: ReactNode;
}) {
  const [state, setState] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // The draft's input against what was last saved (its id, given by the first save, is not input).
  const [dirty, markSaved] = useChangedSinceSaved({ ...state, id: null });
  useReportDirty(dirty);
  const dialog = useFormDialogGuard();
  const customers = useBillingCustomers(agencyId);
  const action = useDocumentAction(agencyId, family);
  const set = (patch: Partial<FormState>) => setState((current) => ({ ...current, ...patch }));
  const request = useMemo(() => toSaveRequest(state), [state]);
  const totals = 'input' in request ? computeDocumentTotals(request.input.lines, request.input.discount) : null;

  const valid = (): DocumentSave | null => {
    if ('error' in request) {
      setError(request.error);
      return null;
    }
    setError(null);
    return request.input;
  };
  const run = async (work: () => Promise<CommercialDocument | null>, success: string) => {
    try {
      const doc = await work();
      notify.success(success);
      return doc;
    } catch (e) {
      setError(messageOf(e));
      return null;
    }
  };
  const save = async () => {
    const input = valid();
    if (!input) return null;
    const saved = await run(
      () => action.mutateAsync({ kind: 'save', input }),
      'Vos modifications ont été enregistrées avec succès',
    );
    if (saved) {
      markSaved();
      set({ id: saved.id });
    }
    return saved;
  };
  const validate = async () => {
    const accounting = isAccountingDocument(state.type);
    const ok = await confirm({
      title: 'Valider le document ?',
      message: accounting
        ? 'Il recevra son numéro définitif et ne pourra plus être modifié ni supprimé : seul un avoir pourra l’annuler.'
        : 'Il recevra son numéro définitif.',
      confirmLabel: 'Valider',
    });
    if (!ok) return;
    const saved = await save();
    if (!saved) return;
    const done = await run(() => action.mutateAsync({ kind: 'validate', id: saved.id }), 'Document validé');
    if (done) onDone(done);
  };
  const remove = async () => {
    if (!state.id) return;
    if (!(await confirm({ title: 'Supprimer ce brouillon ?', confirmLabel: 'Supprimer', destructive: true }))) return;
    const id = state.id;
    await run(() => action.mutateAsync({ kind: 'delete', id }), 'Brouillon supprimé');
    onDone(null);
  };
  const preview = async () => {
    const input = valid();
    if (input) await previewDocumentPdf(agencyId, family, input).catch(() => undefined);
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Client"
              value={state.customerId}
              onChange={(e) => set({ customerId: e.target.value })}
              required
              sx={{ flex: 2 }}
            >
              {(customers.data ?? []).map((customer) => (
                <MenuItem key={customer.id} value={customer.id}>
                  {customer.name}
                </MenuItem>
              ))}
            </TextField>
            <DayPicker
              id="document-date"
              label="Date"
              value={state.date}
              onChange={(day) => set({ date: day ?? '' })}
              onBlur={() => undefined}
              sx={{ flex: 1 }}
            />
            {state.type === 'invoice' && (
              <DayPicker
                id="document-due-date"
                label="Échéance"
                value={state.dueDate}
                onChange={(day) => set({ dueDate: day ?? '' })}
                onBlur={() => undefined}
                helperText="60 jours au plus (45 jours fin de mois si convenu)"
                sx={{ flex: 1 }}
              />
            )}
          </Stack>
          {isAccountingDocument(state.type) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label="Période facturée">
              <DayPicker
                id="document-period-start"
                label="Période facturée : du"
                value={state.periodStart}
                onChange={(day) => set({ periodStart: day ?? '' })}
                onBlur={() => undefined}
                helperText="Le même jour au début et à la fin pour une prestation d’un jour"
                sx={{ flex: 1 }}
              />
              <DayPicker
                id="document-period-end"
                label="au"
                value={state.periodEnd}
                onChange={(day) => set({ periodEnd: day ?? '' })}
                onBlur={() => undefined}
                sx={{ flex: 1 }}
              />
            </Stack>
          )}
          <TextField label="Objet" value={state.subject} onChange={(e) => set({ subject: e.target.value })} />
          <TextField
            label="Adresse de livraison (lieu de la prestation)"
            helperText="Si elle diffère de l’adresse du client : « rue, code postal ville »"
            value={state.deliveryAddress}
            onChange={(e) => set({ deliveryAddress: e.target.value })}
          />
          <DocumentLinesEditor lines={state.lines} onChange={(lines) => set({ lines })} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Remise"
              value={state.discountKind}
              onChange={(e) => set({ discountKind: e.target.value as FormState['discountKind'] })}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="none">Aucune remise</MenuItem>
              <MenuItem value="percent">Pourcentage du total HT</MenuItem>
              <MenuItem value="amount">Montant fixe HT</MenuItem>
            </TextField>
            {state.discountKind !== 'none' && (
              <TextField
                label={state.discountKind === 'percent' ? 'Remise (%)' : 'Remise (€ HT)'}
                value={state.discountValue}
                onChange={(e) => set({ discountValue: e.target.value })}
                inputMode="decimal"
              />
            )}
          </Stack>
          <TextField
            label="Notes"
            value={state.notes}
            onChange={(e) => set({ notes: e.target.value })}
            multiline
            minRows={2}
          />
          {totals && (
            <DocumentTotalsView
              totals={{
                discountCents: totals.totals.allowanceTotalCents,
                totalExclTaxCents: totals.totals.taxBasisTotalCents,
                totalCents: totals.totals.grandTotalCents,
                totalTaxCents: totals.totals.taxTotalCents,
                vat: totals.vatBreakdown,
              }}
            />
          )}
        </Stack>
        {attachments}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {state.id && (
          <Button color="error" onClick={remove} disabled={action.isPending}>
            Supprimer
          </Button>
        )}
        <Button
          onClick={() => void (dialog?.mayLeave() ?? Promise.resolve(true)).then((leave) => leave && onDone(null))}
        >
          Fermer
        </Button>
        <Button onClick={preview}>Aperçu</Button>
        <Button onClick={save} disabled={action.isPending}>
          Enregistrer
        </Button>
        <Button variant="contained" onClick={validate} disabled={action.isPending}>
          Valider
        </Button>
      </DialogActions>
    </>
  );
}
