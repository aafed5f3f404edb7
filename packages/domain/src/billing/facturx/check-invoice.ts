import { isValidBic, isValidIban } from '../../identifiers/french-identifiers.ts';
import { checkAmounts } from './check-amounts.ts';
import { blank, checkParties, isIsoDate, type Report } from './check-parties.ts';
import {
  BUSINESS_PROCESSES,
  FACTURX_TYPE_CODES,
  type FacturXInvoice,
  type FacturXPeriod,
  NOTE_SUBJECT_CODES,
  PAYMENT_MEANS_CODES,
  TRANSFER_MEANS,
} from './facturx-invoice.ts';
import { type FacturXIssue, facturXMessages as m } from './messages.ts';

function checkPeriod(period: FacturXPeriod | undefined, path: string, report: Report): void {
  if (!period) return;
  if (!isIsoDate(period.start)) report(`${path}.start`, m.invalidDate);
  if (!isIsoDate(period.end)) report(`${path}.end`, m.invalidDate);
  else if (isIsoDate(period.start) && period.end < period.start) report(`${path}.end`, m.periodOrder);
}

function checkHeader(invoice: FacturXInvoice, report: Report): void {
  if (!FACTURX_TYPE_CODES.includes(invoice.typeCode)) report('typeCode', m.typeCode);
  if (blank(invoice.number)) report('number', m.required);
  if (!isIsoDate(invoice.issueDate)) report('issueDate', m.invalidDate);
  if (invoice.currency !== 'EUR') report('currency', m.currency);
  if (invoice.businessProcess !== undefined && !BUSINESS_PROCESSES.includes(invoice.businessProcess))
    report('businessProcess', m.businessProcess);
  if (invoice.typeCode === '381' && blank(invoice.precedingInvoice?.number))
    report('precedingInvoice.number', m.precedingInvoiceRequired);
  if (invoice.precedingInvoice?.issueDate !== undefined && !isIsoDate(invoice.precedingInvoice.issueDate))
    report('precedingInvoice.issueDate', m.invalidDate);
  if (invoice.delivery?.date !== undefined && !isIsoDate(invoice.delivery.date)) report('delivery.date', m.invalidDate);
  checkPeriod(invoice.billingPeriod, 'billingPeriod', report);
  invoice.lines?.forEach((line, index) => {
    checkPeriod(line.period, `lines.${index}.period`, report);
  });
}

/** Payment (BG-16, BT-9, BT-20): a due date or terms when something is due (BR-CO-25), an IBAN for a transfer (BR-61). */
function checkPayment(invoice: FacturXInvoice, report: Report): void {
  if (invoice.dueDate !== undefined) {
    if (!isIsoDate(invoice.dueDate)) report('dueDate', m.invalidDate);
    else if (isIsoDate(invoice.issueDate) && invoice.dueDate < invoice.issueDate)
      report('dueDate', m.dueDateBeforeIssue);
  }
  if ((invoice.totals?.duePayableCents ?? 0) > 0 && invoice.dueDate === undefined && blank(invoice.paymentTerms))
    report('dueDate', m.dueDateOrTerms);
  const means = invoice.paymentMeans;
  if (!means) return;
  if (!PAYMENT_MEANS_CODES.includes(means.code)) report('paymentMeans.code', m.paymentMeans);
  if (means.iban !== undefined && !isValidIban(means.iban)) report('paymentMeans.iban', m.iban);
  else if (TRANSFER_MEANS.includes(means.code) && blank(means.iban)) report('paymentMeans.iban', m.ibanRequired);
  if (means.bic !== undefined && !isValidBic(means.bic)) report('paymentMeans.bic', m.bic);
}

/** Notes (BG-1): a known subject, and PMD, PMT and AAB once each (as the French rules BR-FR-06 ask). */
function checkNotes(invoice: FacturXInvoice, report: Report): void {
  const seen = new Set<string>();
  (invoice.notes ?? []).forEach((note, index) => {
    if (blank(note.content)) report(`notes.${index}.content`, m.required);
    if (note.subjectCode === undefined) return;
    if (!NOTE_SUBJECT_CODES.includes(note.subjectCode)) report(`notes.${index}.subjectCode`, m.noteSubject);
    else if (seen.has(note.subjectCode) && ['PMD', 'PMT', 'AAB'].includes(note.subjectCode))
      report(`notes.${index}.subjectCode`, m.noteSubjectTwice(note.subjectCode));
    seen.add(note.subjectCode);
  });
}

/**
 * What can be checked of an invoice before it becomes Factur-X: required fields, identifiers and their keys,
 * amounts consistent with the lines, the VAT breakdown and totals recomputed, payment and notes. An empty list means
 * the XML will pass the EN 16931 rules this model covers.
 */
export function checkFacturXInvoice(invoice: FacturXInvoice): FacturXIssue[] {
  const issues: FacturXIssue[] = [];
  const report: Report = (path, message) => {
    issues.push({ path, message });
  };
  checkHeader(invoice, report);
  checkParties(invoice, report);
  checkAmounts(invoice, report);
  checkPayment(invoice, report);
  checkNotes(invoice, report);
  return issues;
}
