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

const frequencyText = (r: Recurrence) =>
  r.frequency === 'monthly'
    ? `Mensuelle, le ${r.dayOfMonth}`
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
      <DialogTitle id={titleId}>{`Factures générées — ${recurrence.customerName}`}</DialogTitle>
      <DialogContent>
        <QueryView
          query={query}
          loadingLabel="Chargement des factures"
          errorText="Impossible de charger les factures."
          empty={query.data?.data.length === 0}
          emptyState={<EmptyState title="Aucune facture générée pour l’instant" />}
        >
          <Table size="small" aria-label="Factures générées">
            <TableHead>
              <TableRow>
                <TableCell>Période</TableCell>
                <TableCell>Numéro</TableCell>
                <TableCell>Statut</TableCell>
                <TableCell align="right">Montant TTC</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(query.data?.data ?? []).map((inv) => (
                <TableRow key={inv.period}>
                  <TableCell>{formatDay(inv.date)}</TableCell>
                  <TableCell>{inv.number ?? (inv.documentId ? 'Brouillon' : 'Supprimée')}</TableCell>
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
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}

function DeleteDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Supprimer cet abonnement ?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Plus aucune facture ne sera générée. Les factures déjà générées sont conservées.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          Supprimer
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
export function RecurrencesPage({ title = 'Factures récurrentes' }: { title?: string }) {
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
      kind === 'delete' ? 'Abonnement supprimé' : kind === 'pause' ? 'Abonnement suspendu' : 'Abonnement repris',
    );
  };
  return (
    <Page
      title={title}
      subtitle="Chaque abonnement génère ses factures à date, en brouillon ou validées et envoyées au client."
      actions={
        canCreate && (
          <Button variant="contained" onClick={() => setOpened({ kind: 'form', recurrence: null })}>
            Nouvel abonnement
          </Button>
        )
      }
    >
      <QueryView
        query={query}
        loadingLabel="Chargement des abonnements"
        errorText="Impossible de charger les abonnements."
        empty={query.data?.data.length === 0}
        emptyState={<EmptyState title="Aucune facture récurrente" />}
      >
        <Table aria-label="Factures récurrentes">
          <TableHead>
            <TableRow>
              <TableCell>Client</TableCell>
              <TableCell>Objet</TableCell>
              <TableCell>Fréquence</TableCell>
              <TableCell align="right">Montant HT</TableCell>
              <TableCell>Mode</TableCell>
              <TableCell>Prochaine facture</TableCell>
              <TableCell>Actions</TableCell>
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
                  {r.paused ? <Chip size="small" label="En pause" /> : r.nextDate ? formatDay(r.nextDate) : 'Terminé'}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                    <Button size="small" onClick={() => setOpened({ kind: 'invoices', recurrence: r })}>
                      {`Factures (${r.generatedCount})`}
                    </Button>
                    {canEdit && (
                      <>
                        <Button size="small" onClick={() => setOpened({ kind: 'form', recurrence: r })}>
                          Modifier
                        </Button>
                        <Button size="small" onClick={() => run(r.paused ? 'resume' : 'pause', r.id)}>
                          {r.paused ? 'Reprendre' : 'Suspendre'}
                        </Button>
                        <Button size="small" color="error" onClick={() => setOpened({ kind: 'delete', recurrence: r })}>
                          Supprimer
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
