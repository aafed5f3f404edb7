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
import { DayInput } from '../../ui/day-input.tsx';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
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
    if (saved) set({ id: saved.id });
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
            <DayInput label="Date" value={state.date} onChange={(day) => set({ date: day })} />
            {state.type === 'invoice' && (
              <DayInput label="Échéance" value={state.dueDate} onChange={(day) => set({ dueDate: day })} />
            )}
          </Stack>
          <TextField label="Objet" value={state.subject} onChange={(e) => set({ subject: e.target.value })} />
          <TextField
            label="Adresse de livraison (lieu de la prestation)"
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
        <Button onClick={() => onDone(null)}>Fermer</Button>
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
