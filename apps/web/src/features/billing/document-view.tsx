import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Actor, isGranted } from '@securite/domain/auth/access';
import { canAccept, canBeInvoiced, canMarkSent } from '@securite/domain/billing/document-status';
import { documentTypeLabels, isAccountingDocument, paymentMethodLabels } from '@securite/domain/billing/document-types';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { vatExemptionOf } from '@securite/domain/billing/vat-rules';
import { frenchEuros } from '@securite/domain/money/amounts';
import { type ReactNode, useRef, useState } from 'react';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { format } from '../../ui/format.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { emailDialog, paymentDialog, toInvoiceDialog } from './action-dialog-handles.ts';
import { useDocumentAction } from './api/change-document.ts';
import { downloadDocumentPdf } from './api/download-document-pdf.ts';
import { families, type WebDocumentFamily } from './document-families.ts';
import { DocumentStatusChip } from './document-status-chip.tsx';
import { DocumentTotalsView } from './document-totals-view.tsx';

import { texts } from './texts.ts';

type Kind = 'sent' | 'refused' | 'accepted' | 'paid' | 'duplicate' | 'creditNote';
const successes: Record<Kind, string> = {
  sent: texts.documentMarqueEnvoye,
  refused: texts.documentMarqueRefuse,
  accepted: texts.devisMarqueAccepte,
  paid: texts.factureMarqueePayee,
  duplicate: texts.copieCreeeEnBrouillon,
  creditNote: texts.avoirCreeEnBrouillon,
};

/** A validated document: what it says, its payments, and what may still happen to it. */
export function DocumentView({
  agencyId,
  actor,
  family,
  doc,
  onChanged,
  onClose,
  attachments,
}: {
  agencyId: string;
  /** Who acts: the dialogs render outside the session's context, so the opener hands it over. */
  actor: Actor;
  family: WebDocumentFamily;
  doc: CommercialDocument;
  onChanged: (doc: CommercialDocument, family?: WebDocumentFamily) => void;
  onClose: () => void;
  /** The « Pièces jointes » section, under the content. */
  attachments?: ReactNode;
}) {
  const action = useDocumentAction(agencyId, family);
  const invoiceAction = useDocumentAction(agencyId, families.invoices);
  const [error, setError] = useState<string | null>(null);
  // One action at a time: a second click while the first is on its way would race it, and the answer that comes
  // last (the older action's) would show a status the document no longer has.
  const inFlight = useRef(false);
  const busy = action.isPending || invoiceAction.isPending;
  const canEdit = isGranted(actor, [family.edit]);
  const canInvoice = isGranted(actor, ['invoices.create']);
  const run = async (kind: Kind) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    try {
      const runner = kind === 'creditNote' ? invoiceAction : action;
      const next = await runner.mutateAsync({ kind, id: doc.id });
      notify.success(successes[kind]);
      if (next) onChanged(next);
    } catch (e) {
      setError(e instanceof Error ? e.message : texts.uneErreurEstSurvenue);
    } finally {
      inFlight.current = false;
    }
  };
  const paid = async () => {
    if (
      await confirm({
        title: texts.marquerLaFacturePayee,
        message: texts.unPaiementSoldeValue(frenchEuros(doc.leftToPayCents)),
      })
    )
      await run('paid');
  };
  const invoice = doc.type === 'invoice';
  const toInvoice = async () => {
    const next = await toInvoiceDialog.open({ agencyId, family, doc });
    if (next) onChanged(next, families.invoices);
  };
  const extra = invoice
    ? [
        { label: texts.resteAPayer, cents: doc.leftToPayCents },
        ...(doc.creditedCents > 0 ? [{ label: texts.resteAAnnulerPar, cents: doc.creditableCents }] : []),
      ]
    : doc.invoicedCents > 0
      ? [
          { label: texts.dejaFacture, cents: doc.invoicedCents },
          { label: texts.resteAFacturer, cents: Math.max(0, doc.totalCents - doc.invoicedCents) },
        ]
      : [];
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <DocumentStatusChip doc={doc} />
            <Typography>{doc.customer.name}</Typography>
            <Typography color="text.secondary">{format.date(doc.date)}</Typography>
            {doc.dueDate && invoice && (
              <Typography color="text.secondary">
                {texts.echeance} {format.date(doc.dueDate)}
              </Typography>
            )}
            {doc.periodStart && doc.periodEnd && (
              <Typography color="text.secondary">
                {doc.periodStart === doc.periodEnd
                  ? texts.prestationDuValue(format.date(doc.periodStart))
                  : texts.periodeFactureeDuValue(format.date(doc.periodStart), format.date(doc.periodEnd))}
              </Typography>
            )}
            {doc.source && (
              <Typography color="text.secondary">{`${documentTypeLabels[doc.source.type]} ${doc.source.number ?? ''}`}</Typography>
            )}
          </Stack>
          {doc.subject && (
            <Typography>
              {texts.objet} {doc.subject}
            </Typography>
          )}
          <Table size="small" aria-label={texts.lignes}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.designation}</TableCell>
                <TableCell align="right">{texts.qte}</TableCell>
                <TableCell align="right">PU HT</TableCell>
                <TableCell align="right">TVA</TableCell>
                <TableCell align="right">{texts.totalHt}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {doc.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.label}</TableCell>
                  <TableCell align="right">{line.quantity.toLocaleString('fr-FR')}</TableCell>
                  <TableCell align="right">{frenchEuros(line.unitPriceCents)}</TableCell>
                  <TableCell align="right">
                    {`${(line.vatRateBp / 100).toLocaleString('fr-FR')} %`}
                    {line.vatRateBp === 0 && vatExemptionOf(line.vatExemptionCode) && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {vatExemptionOf(line.vatExemptionCode)?.reason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{frenchEuros(line.totalCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <DocumentTotalsView totals={doc} extra={extra} />
          {invoice && doc.payments.length > 0 && (
            <Stack spacing={0.5} aria-label={texts.paiements}>
              <Typography variant="subtitle2">{texts.paiements}</Typography>
              {doc.payments.map((payment) => (
                <Typography key={payment.id} variant="body2">
                  {`${format.date(payment.date)} — ${frenchEuros(payment.amountCents)} — ${paymentMethodLabels[payment.method]}${payment.note ? ` — ${payment.note}` : ''}`}
                </Typography>
              ))}
            </Stack>
          )}
        </Stack>
        {attachments}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => downloadDocumentPdf(agencyId, family, doc.id).catch(() => undefined)}>
          {texts.telechargerLePdf}
        </Button>
        {canEdit && (
          <Button onClick={async () => (await emailDialog.open({ agencyId, family, doc })) && onClose()}>
            {texts.envoyerParEMail}
          </Button>
        )}
        {canEdit && canMarkSent(doc.status) && doc.status !== 'sent' && (
          <Button disabled={busy} onClick={() => run('sent')}>
            {texts.marquerEnvoye}
          </Button>
        )}
        {/* A validated invoice is issued for good: a credit note cancels it, it is never refused. */}
        {canEdit && (doc.status === 'validated' || doc.status === 'sent') && !isAccountingDocument(doc.type) && (
          <Button disabled={busy} onClick={() => run('refused')}>
            {texts.marquerRefuse}
          </Button>
        )}
        {isGranted(actor, [family.create]) && (
          <Button disabled={busy} onClick={() => run('duplicate')}>
            {texts.dupliquer}
          </Button>
        )}
        {invoice && canEdit && doc.leftToPayCents > 0 && (
          <Button
            onClick={async () => {
              const next = await paymentDialog.open({ agencyId, doc });
              if (next) onChanged(next);
            }}
          >
            {texts.paiementPartiel}
          </Button>
        )}
        {invoice && canEdit && doc.leftToPayCents > 0 && (
          <Button disabled={busy} onClick={paid}>
            {texts.marquerPayee}
          </Button>
        )}
        {invoice && canInvoice && doc.status !== 'cancelled' && doc.creditableCents > 0 && (
          <Button disabled={busy} onClick={() => run('creditNote')}>
            {texts.creerUnAvoir}
          </Button>
        )}
        {canEdit && canAccept(doc.type, doc.status) && (
          <Button disabled={busy} onClick={() => run('accepted')}>
            {texts.marquerAccepte}
          </Button>
        )}
        {canInvoice && canBeInvoiced(doc.type, doc.status) && doc.invoicedCents < doc.totalCents && (
          <Button disabled={busy} onClick={toInvoice}>
            {texts.transformerEnFacture}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {texts.fermer}
        </Button>
      </DialogActions>
    </>
  );
}
