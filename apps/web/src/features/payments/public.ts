// What other features may use of features/payments; the rest of the folder is its own.

export { OperationStateChip } from './article-orders-page.tsx';
export { InvoiceStatusChip } from './payment-invoices-page.tsx';
export { TransferDialog } from './transfer-dialog.tsx';
