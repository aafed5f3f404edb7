// What other features may use of features/payments; the rest of the folder is its own.
export { TransferDialog } from './transfer-dialog.tsx';
