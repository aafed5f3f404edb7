import { compactIdentifier } from '../../identifiers/french-identifiers.ts';
import { blank, type Report } from './check-parties.ts';
import type { FacturXInvoice, FacturXParty } from './facturx-invoice.ts';
import { type FacturXIssue, facturXMessages as m } from './messages.ts';

/** VAT rates the French rules accept (BR-FR-16), in basis points. */
export const FRENCH_VAT_RATES_BP = [0, 2000, 1000, 550, 210, 850, 1300, 700, 1960, 2060, 105, 90, 175, 920, 960];

/** BR-FR-01/02: an invoice number of at most 35 letters, digits and + - _ /. */
const INVOICE_NUMBER = /^[A-Za-z0-9+\-_/]{1,35}$/;
/** BR-FR-23: a directory address (scheme 0225) of letters, digits and + - _ . */
const DIRECTORY_ADDRESS = /^[A-Za-z0-9+\-_.]+$/;

function checkParty(party: FacturXParty | undefined, path: string, report: Report): void {
  if (!party) return;
  const address = party.electronicAddress;
  if (!address || blank(address.id)) report(`${path}.electronicAddress`, m.frElectronicAddress);
  else if (address.id.trim().length > 125) report(`${path}.electronicAddress.id`, m.maxLength(125));
  else if (address.scheme === '0225' && !DIRECTORY_ADDRESS.test(address.id.trim()))
    report(`${path}.electronicAddress.id`, m.frDirectoryAddress);
  // BR-FR-09: a SIRET begins with the SIREN given beside it.
  if (party.siret !== undefined && !compactIdentifier(party.siret).startsWith(compactIdentifier(party.siren ?? '-')))
    report(`${path}.siret`, m.frSiretOfSiren);
}

/**
 * The French e-invoicing rules (BR-FR, XP Z12-012, as FNFE-MPE publishes them for the approved platforms) that go
 * beyond EN 16931: the « cadre de facturation », both parties' electronic addresses, the three legal notes, invoice
 * numbers platforms accept, the French VAT rates. Run after checkFacturXInvoice before sending through a platform.
 */
export function checkFrenchRules(invoice: FacturXInvoice): FacturXIssue[] {
  const issues: FacturXIssue[] = [];
  const report: Report = (path, message) => {
    issues.push({ path, message });
  };
  if (invoice.businessProcess === undefined) report('businessProcess', m.frBusinessProcess);
  else if (['B4', 'S4', 'M4'].includes(invoice.businessProcess) && invoice.typeCode === '386')
    report('businessProcess', m.frFinalAfterDeposit);
  else if (['B2', 'S2', 'M2'].includes(invoice.businessProcess)) {
    if (invoice.totals.prepaidCents !== invoice.totals.grandTotalCents) report('totals.prepaidCents', m.frAlreadyPaid);
    if (invoice.dueDate === undefined) report('dueDate', m.required);
  }
  if (!INVOICE_NUMBER.test(invoice.number)) report('number', m.frInvoiceNumber);
  if (invoice.precedingInvoice && !INVOICE_NUMBER.test(invoice.precedingInvoice.number))
    report('precedingInvoice.number', m.frInvoiceNumber);
  checkParty(invoice.seller, 'seller', report);
  checkParty(invoice.buyer, 'buyer', report);
  for (const code of ['PMD', 'PMT', 'AAB'] as const)
    if (!invoice.notes.some((note) => note.subjectCode === code)) report('notes', m.frLegalNote(code));
  const rates = [...invoice.lines.map((line) => line.vat), ...invoice.allowances.map((allowance) => allowance.vat)];
  if (rates.some((vat) => !FRENCH_VAT_RATES_BP.includes(vat.rateBp))) report('lines', m.frVatRate);
  for (const [path, date] of [
    ['issueDate', invoice.issueDate],
    ['dueDate', invoice.dueDate],
  ] as const)
    if (date !== undefined && !/^20\d\d-/.test(date)) report(path, m.frYear);
  return issues;
}
