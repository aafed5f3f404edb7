import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';
import type { OrderPayment } from '@securite/domain/payments/payment-schemas';
import { useId } from 'react';
import { texts } from './texts.ts';
import { TransferDetails } from './transfer-details.tsx';

/** The invoice to pay by bank transfer, with its reference and the platform's bank details. */
export function TransferDialog({ payment, onClose }: { payment: OrderPayment; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {payment.invoice ? texts.factureAReglerNumber(payment.invoice.number) : texts.paiementParVirement}
      </DialogTitle>
      <DialogContent>
        {payment.invoice && (
          <Typography sx={{ mb: 2 }}>
            {texts.montant} <strong>{frenchEuros(payment.invoice.totalInclTaxCents)} TTC</strong>
          </Typography>
        )}
        {payment.bankTransfer && <TransferDetails bank={payment.bankTransfer} instructions={payment.instructions} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {texts.jAiNoteLes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
