// The queues of e-invoicing (modules/einvoicing runs them): billing enqueues them in the transaction that validates
// an invoice or changes its payments, without importing that module.

/** Submit a validated invoice or credit note to the agency's approved platform: `{ agencyId, documentId }`. */
export const EINVOICING_SUBMIT_QUEUE = 'einvoicing.submit';
/** Report the payments of an invoice under VAT on receipts (and what a refund or credit note takes back). */
export const EINVOICING_REPORT_QUEUE = 'einvoicing.report';
/** Read the platform's statuses of an agency's flows: `{ agencyId }`. */
export const EINVOICING_POLL_QUEUE = 'einvoicing.poll';
