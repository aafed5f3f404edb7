import BuildIcon from '@mui/icons-material/Build';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { agencyInvoiceStatusLabels } from '@securite/domain/agency-invoices/agency-invoice-rules';
import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { isGranted } from '@securite/domain/auth/access';
import { frenchEuros } from '@securite/domain/money/amounts';
import type { OrderPayment } from '@securite/domain/payments/payment-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { usePaging } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { downloadMyInvoice } from './api/download-my-invoice.ts';
import { useMyInvoices } from './api/find-my-invoices.ts';
import { useFixPayments } from './api/fix-payments.ts';
import { payMyInvoice } from './api/pay-my-invoice.ts';
import { FirstPaymentChooser } from './first-payment-chooser.tsx';
import { texts } from './texts.ts';
import { TransferDialog } from './transfer-dialog.tsx';

const statusColor = { pending: 'warning', partial: 'info', paid: 'success', cancelled: 'default' } as const;

export function InvoiceStatusChip({ invoice }: { invoice: Pick<AgencyInvoice, 'status' | 'isLate'> }) {
  if (invoice.isLate) return <Chip size="small" color="error" label={texts.enRetard} />;
  return <Chip size="small" color={statusColor[invoice.status]} label={agencyInvoiceStatusLabels[invoice.status]} />;
}

/** Sends the browser to the provider's page, or shows the transfer instructions. */
export function usePayInvoice(agencyId: string) {
  const [transfer, setTransfer] = useState<OrderPayment | null>(null);
  const [paying, setPaying] = useState<string | null>(null);
  const pay = async (invoiceId: string) => {
    setPaying(invoiceId);
    try {
      const answer = await payMyInvoice(agencyId, invoiceId);
      if (answer.kind === 'checkout' && answer.url) {
        window.location.assign(answer.url);
        return;
      }
      setTransfer(answer);
    } catch {
      // The API client showed the message.
    }
    setPaying(null);
  };
  return { pay, paying, transfer, closeTransfer: () => setTransfer(null) };
}

/**
 * Mes factures: a spinner while loading; the payment method chooser when the only invoice is the first payment
 * and the user may edit payment methods; otherwise the invoices with their download, and for admins the
 * correction of payment errors (spec 001 section 2).
 */
export function PaymentInvoicesPage() {
  const session = useSession();
  const agencyId = session.agencyId ?? '';
  const { page, paging, rowsPerPage } = usePaging();
  const query = useMyInvoices(agencyId, { page: page + 1, limit: rowsPerPage });
  const fix = useFixPayments(agencyId);
  const payment = usePayInvoice(agencyId);
  const canPay = isGranted(session.actor, ['paymentMethods.edit']);
  const isAdmin = session.platformRole === 'admin' || session.platformRole === 'superAdmin';
  const invoices = query.data?.data ?? [];
  const [only] = invoices;

  if (query.isPending) {
    return (
      <Page title={texts.mesFactures}>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={texts.chargementDesFactures} />
        </Box>
      </Page>
    );
  }
  if (query.data?.total === 1 && only?.firstPayment && only.status !== 'paid' && canPay) {
    return (
      <Page title={texts.mesFactures}>
        <FirstPaymentChooser invoice={only} onPay={() => payment.pay(only.id)} paying={payment.paying === only.id} />
        {payment.transfer && <TransferDialog payment={payment.transfer} onClose={payment.closeTransfer} />}
      </Page>
    );
  }
  const download = (invoice: AgencyInvoice) =>
    downloadMyInvoice(agencyId, invoice.id, invoice.number).catch(() => undefined);
  const actions = (invoice: AgencyInvoice) => (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => download(invoice)}>
        {texts.telecharger}
      </Button>
      {canPay && invoice.balanceCents > 0 && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => payment.pay(invoice.id)}
          loading={payment.paying === invoice.id}
        >
          {texts.payer}
        </Button>
      )}
    </Stack>
  );
  return (
    <Page
      title={texts.mesFactures}
      subtitle={
        query.data && query.data.balanceCents > 0
          ? texts.resteAReglerValue(frenchEuros(query.data.balanceCents))
          : texts.lesFacturesDeVotre
      }
      actions={
        isAdmin && (
          <Button
            variant="outlined"
            startIcon={<BuildIcon />}
            loading={fix.isPending}
            onClick={() =>
              fix.mutateAsync().then(
                (r) => notify.success(r.message),
                () => undefined,
              )
            }
          >
            {texts.corrigerLesPaiements}
          </Button>
        )
      }
    >
      <ListView
        query={query}
        loadingLabel={texts.chargementDesFactures}
        errorText={texts.impossibleDeChargerVos}
        empty={invoices.length === 0}
        emptyIcon={<ReceiptLongIcon fontSize="inherit" />}
        emptyTitle={texts.aucuneFacturePourL}
        paging={paging(query.data?.total ?? 0)}
        cards={
          <Stack spacing={1} sx={{ p: 1 }}>
            {invoices.map((invoice) => (
              <Box key={invoice.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>{invoice.number}</Typography>
                  <InvoiceStatusChip invoice={invoice} />
                </Stack>
                <Typography variant="body2">
                  {formatDay(invoice.date)} · {frenchEuros(invoice.totalInclTaxCents)} TTC
                </Typography>
                {actions(invoice)}
              </Box>
            ))}
          </Stack>
        }
        table={
          <Table aria-label={texts.mesFactures}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.numero}</TableCell>
                <TableCell>{texts.date}</TableCell>
                <TableCell>{texts.echeance}</TableCell>
                <TableCell align="right">{texts.montantTtc}</TableCell>
                <TableCell align="right">{texts.resteAPayer}</TableCell>
                <TableCell>{texts.statut}</TableCell>
                <TableCell>{texts.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>{invoice.number}</TableCell>
                  <TableCell>{formatDay(invoice.date)}</TableCell>
                  <TableCell>{formatDay(invoice.dueDate)}</TableCell>
                  <TableCell align="right">{frenchEuros(invoice.totalInclTaxCents)}</TableCell>
                  <TableCell align="right">{frenchEuros(invoice.balanceCents)}</TableCell>
                  <TableCell>
                    <InvoiceStatusChip invoice={invoice} />
                  </TableCell>
                  <TableCell>{actions(invoice)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
      {payment.transfer && <TransferDialog payment={payment.transfer} onClose={payment.closeTransfer} />}
    </Page>
  );
}
