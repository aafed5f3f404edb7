/**
 * The accounting export of an agency's sales (spec 001 section 2, export « accounting »): validated invoices and
 * credit notes in the sales journal, payments in the bank or cash journal, as journal lines in the columns of the
 * French FEC (fichier des écritures comptables, article A47 A-1 of the Livre des procédures fiscales). Every entry
 * balances by construction: the revenue line takes the total minus the VAT lines, and money is in integer cents.
 */

/** The default accounts of the French chart of accounts (PCG) used by the export. */
export const accounts = {
  customers: { number: '411000', label: 'Clients' },
  revenue: { number: '706000', label: 'Prestations de services' },
  vat: { number: '445710', label: 'TVA collectée' },
  bank: { number: '512000', label: 'Banque' },
  cash: { number: '530000', label: 'Caisse' },
} as const;

export const journals = {
  sales: { code: 'VT', label: 'Ventes' },
  bank: { code: 'BQ', label: 'Banque' },
  cash: { code: 'CA', label: 'Caisse' },
} as const;

export interface AccountingDocument {
  type: 'invoice' | 'creditNote';
  number: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'YYYY-MM-DD': the day it was validated. */
  validatedOn: string;
  customer: { number: string | null; name: string };
  totalCents: number;
  vat: Array<{ rateBp: number; taxCents: number }>;
}

export interface AccountingPayment {
  /** 'YYYY-MM-DD' */
  date: string;
  amountCents: number;
  method: string;
  note: string | null;
  document: { number: string; type: 'invoice' | 'creditNote' };
  customer: { number: string | null; name: string };
}

export interface JournalLine {
  journalCode: string;
  journalLabel: string;
  entryNumber: string;
  /** 'YYYY-MM-DD' */
  entryDate: string;
  accountNumber: string;
  accountLabel: string;
  auxiliaryNumber: string;
  auxiliaryLabel: string;
  pieceRef: string;
  pieceDate: string;
  label: string;
  debitCents: number;
  creditCents: number;
  validDate: string;
}

/** « 20 % », « 5,5 % »: a VAT rate in basis points, written the French way. */
export function vatRateLabel(rateBp: number): string {
  return `${(rateBp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
}

/** The customer's auxiliary account: its customer number when it has one, else « 411 » and its name. */
function auxiliary(customer: { number: string | null; name: string }) {
  return { auxiliaryNumber: customer.number ?? '411', auxiliaryLabel: customer.name };
}

const cashMethods = new Set(['cash']);

/**
 * The journal lines of a period: the documents' entries in date then number order (one entry per document), then
 * the payments' (one entry per payment). A credit note's entry is the invoice's mirrored; a refund paid on a credit
 * note goes out of the bank.
 */
export function accountingLines(documents: AccountingDocument[], payments: AccountingPayment[]): JournalLine[] {
  const lines: JournalLine[] = [];
  const sorted = [...documents].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
  sorted.forEach((doc, index) => {
    const entryNumber = `${journals.sales.code}${String(index + 1).padStart(6, '0')}`;
    const sign = doc.type === 'invoice' ? 1 : -1;
    const base = {
      journalCode: journals.sales.code,
      journalLabel: journals.sales.label,
      entryNumber,
      entryDate: doc.date,
      pieceRef: doc.number,
      pieceDate: doc.date,
      validDate: doc.validatedOn,
    };
    const label = `${doc.type === 'invoice' ? 'Facture' : 'Avoir'} ${doc.number} ${doc.customer.name}`;
    const side = (amount: number) =>
      amount * sign >= 0
        ? { debitCents: Math.abs(amount), creditCents: 0 }
        : { debitCents: 0, creditCents: Math.abs(amount) };
    const taxes = doc.vat.filter((v) => v.taxCents !== 0);
    const taxTotal = taxes.reduce((sum, v) => sum + v.taxCents, 0);
    lines.push({
      ...base,
      accountNumber: accounts.customers.number,
      accountLabel: accounts.customers.label,
      ...auxiliary(doc.customer),
      label,
      ...side(doc.totalCents),
    });
    lines.push({
      ...base,
      accountNumber: accounts.revenue.number,
      accountLabel: accounts.revenue.label,
      auxiliaryNumber: '',
      auxiliaryLabel: '',
      label,
      ...side(-(doc.totalCents - taxTotal)),
    });
    for (const tax of taxes) {
      lines.push({
        ...base,
        accountNumber: accounts.vat.number,
        accountLabel: `${accounts.vat.label} ${vatRateLabel(tax.rateBp)}`,
        auxiliaryNumber: '',
        auxiliaryLabel: '',
        label,
        ...side(-tax.taxCents),
      });
    }
  });
  const counters = { bank: 0, cash: 0 };
  const sortedPayments = [...payments].sort(
    (a, b) => a.date.localeCompare(b.date) || a.document.number.localeCompare(b.document.number),
  );
  for (const payment of sortedPayments) {
    const where = cashMethods.has(payment.method) ? 'cash' : 'bank';
    counters[where] += 1;
    const journal = journals[where];
    const treasury = accounts[where];
    const incoming = payment.document.type === 'invoice';
    const base = {
      journalCode: journal.code,
      journalLabel: journal.label,
      entryNumber: `${journal.code}${String(counters[where]).padStart(6, '0')}`,
      entryDate: payment.date,
      pieceRef: payment.document.number,
      pieceDate: payment.date,
      validDate: payment.date,
      label: `${incoming ? 'Règlement' : 'Remboursement'} ${payment.document.number} ${payment.customer.name}`,
    };
    const amount = Math.abs(payment.amountCents);
    lines.push({
      ...base,
      accountNumber: treasury.number,
      accountLabel: treasury.label,
      auxiliaryNumber: '',
      auxiliaryLabel: '',
      debitCents: incoming ? amount : 0,
      creditCents: incoming ? 0 : amount,
    });
    lines.push({
      ...base,
      accountNumber: accounts.customers.number,
      accountLabel: accounts.customers.label,
      ...auxiliary(payment.customer),
      debitCents: incoming ? 0 : amount,
      creditCents: incoming ? amount : 0,
    });
  }
  return lines;
}

const fecColumns = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** 123456 → « 1234,56 » (FEC amounts: comma decimals, no thousands separator). */
export const fecAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const fecDate = (day: string) => day.replaceAll('-', '');
/** A field holds no tab nor line break (they separate fields and lines). */
const fecText = (value: string) => value.replace(/[\t\r\n]+/g, ' ');

/** The FEC text file: the 18 columns, tab-separated, one line per journal line, CRLF line ends. */
export function fecFile(lines: JournalLine[]): string {
  const rows = lines.map((line) =>
    [
      line.journalCode,
      line.journalLabel,
      line.entryNumber,
      fecDate(line.entryDate),
      line.accountNumber,
      line.accountLabel,
      line.auxiliaryNumber,
      line.auxiliaryLabel,
      line.pieceRef,
      fecDate(line.pieceDate),
      line.label,
      fecAmount(line.debitCents),
      fecAmount(line.creditCents),
      '',
      '',
      fecDate(line.validDate),
      '',
      '',
    ]
      .map((cell) => fecText(cell))
      .join('\t'),
  );
  return `${[fecColumns.join('\t'), ...rows].join('\r\n')}\r\n`;
}

/** The FEC's file name: the SIREN, « FEC » and the closing day of the period (YYYYMMDD). */
export function fecFilename(siren: string | null, lastDay: string): string {
  return `${(siren ?? '').replace(/\s/g, '') || 'SIREN'}FEC${fecDate(lastDay)}.txt`;
}
