import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { isGranted } from '@securite/domain/auth/access';
import { documentStatusLabels } from '@securite/domain/billing/document-status';
import { frenchEuros } from '@securite/domain/money/amounts';
import {
  type Recurrence,
  recurrenceFrequencyLabels,
  recurrenceModeLabels,
} from '@securite/domain/recurring-billing/recurrence';
import { formatDay } from '@securite/domain/time/calendar-day';
import { useId, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { RecurrenceFormDialog } from './recurrence-form-dialog.tsx';
import { useRecurrenceAction, useRecurrenceInvoices, useRecurrences } from './recurring-billing-api.ts';

import { texts } from './texts.ts';

const frequencyText = (r: Recurrence) =>
  r.frequency === 'monthly'
    ? texts.mensuelleLeDayofmonth(r.dayOfMonth)
    : `${recurrenceFrequencyLabels[r.frequency]}, le ${r.dayOfMonth}`;

function InvoicesDialog({
  agencyId,
  recurrence,
  onClose,
}: {
  agencyId: string;
  recurrence: Recurrence;
  onClose: () => void;
}) {
  const titleId = useId();
  const query = useRecurrenceInvoices(agencyId, recurrence.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{texts.facturesGenereesCustomername(recurrence.customerName)}</DialogTitle>
      <DialogContent>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDesFactures}
          errorText={texts.impossibleDeChargerLes}
          empty={query.data?.data.length === 0}
          emptyState={<EmptyState title={texts.aucuneFactureGenereePour} />}
        >
          <Table size="small" aria-label={texts.facturesGenerees}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.periode}</TableCell>
                <TableCell>{texts.numero}</TableCell>
                <TableCell>{texts.statut}</TableCell>
                <TableCell align="right">{texts.montantTtc}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(query.data?.data ?? []).map((inv) => (
                <TableRow key={inv.period}>
                  <TableCell>{formatDay(inv.date)}</TableCell>
                  <TableCell>{inv.number ?? (inv.documentId ? texts.brouillon : texts.supprimee)}</TableCell>
                  <TableCell>
                    {inv.status ? documentStatusLabels[inv.status as keyof typeof documentStatusLabels] : '—'}
                  </TableCell>
                  <TableCell align="right">{inv.totalCents === null ? '—' : frenchEuros(inv.totalCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.fermer}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DeleteDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{texts.supprimerCetAbonnement}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.plusAucuneFactureNe}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.annuler}</Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          {texts.supprimer}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Opened =
  | { kind: 'form'; recurrence: Recurrence | null }
  | { kind: 'invoices' | 'delete'; recurrence: Recurrence }
  | null;

/** abonnements: the recurring invoices, their next date, their generated invoices; pause, resume, delete. */
export function RecurrencesPage({ title = texts.facturesRecurrentes }: { title?: string }) {
  const session = useSession();
  const agencyId = session.agencyId ?? '';
  const actor = session.actor;
  const query = useRecurrences(agencyId);
  const action = useRecurrenceAction(agencyId);
  const [opened, setOpened] = useState<Opened>(null);
  const canCreate = isGranted(actor, ['invoices.create']);
  const canEdit = isGranted(actor, ['invoices.edit']);
  const close = () => setOpened(null);
  const run = async (kind: 'pause' | 'resume' | 'delete', id: string) => {
    await action.mutateAsync({ kind, id });
    notify.success(
      kind === 'delete'
        ? texts.abonnementSupprime
        : kind === 'pause'
          ? texts.abonnementSuspendu
          : texts.abonnementRepris,
    );
  };
  return (
    <Page
      title={title}
      subtitle={texts.chaqueAbonnementGenereSes}
      actions={
        canCreate && (
          <Button variant="contained" onClick={() => setOpened({ kind: 'form', recurrence: null })}>
            {texts.nouvelAbonnement}
          </Button>
        )
      }
    >
      <QueryView
        query={query}
        loadingLabel={texts.chargementDesAbonnements}
        errorText={texts.impossibleDeChargerLesAbonnements}
        empty={query.data?.data.length === 0}
        emptyState={<EmptyState title={texts.aucuneFactureRecurrente} />}
      >
        <Table aria-label={texts.facturesRecurrentes}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.client}</TableCell>
              <TableCell>{texts.objet}</TableCell>
              <TableCell>{texts.frequence}</TableCell>
              <TableCell align="right">{texts.montantHt}</TableCell>
              <TableCell>{texts.mode}</TableCell>
              <TableCell>{texts.prochaineFacture}</TableCell>
              <TableCell>{texts.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(query.data?.data ?? []).map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.customerName}</TableCell>
                <TableCell>{r.subject ?? '—'}</TableCell>
                <TableCell>{frequencyText(r)}</TableCell>
                <TableCell align="right">{frenchEuros(r.totalExclTaxCents)}</TableCell>
                <TableCell>{recurrenceModeLabels[r.mode]}</TableCell>
                <TableCell>
                  {r.paused ? (
                    <Chip size="small" label={texts.enPause} />
                  ) : r.nextDate ? (
                    formatDay(r.nextDate)
                  ) : (
                    texts.termine
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                    <Button size="small" onClick={() => setOpened({ kind: 'invoices', recurrence: r })}>
                      {texts.facturesGeneratedcount(r.generatedCount)}
                    </Button>
                    {canEdit && (
                      <>
                        <Button size="small" onClick={() => setOpened({ kind: 'form', recurrence: r })}>
                          {texts.modifier}
                        </Button>
                        <Button size="small" onClick={() => run(r.paused ? 'resume' : 'pause', r.id)}>
                          {r.paused ? texts.reprendre : texts.suspendre}
                        </Button>
                        <Button size="small" color="error" onClick={() => setOpened({ kind: 'delete', recurrence: r })}>
                          {texts.supprimer}
                        </Button>
                      </>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </QueryView>
      {opened?.kind === 'form' && (
        <RecurrenceFormDialog agencyId={agencyId} initial={opened.recurrence} onClose={close} />
      )}
      {opened?.kind === 'invoices' && (
        <InvoicesDialog agencyId={agencyId} recurrence={opened.recurrence} onClose={close} />
      )}
      {opened?.kind === 'delete' && (
        <DeleteDialog
          onClose={close}
          onConfirm={() => {
            close();
            void run('delete', opened.recurrence.id);
          }}
        />
      )}
    </Page>
  );
}
