import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountingDocument,
  type AccountingPayment,
  accountingLines,
  fecAmount,
  fecFile,
  fecFilename,
  type JournalLine,
} from './accounting-entries.ts';

const customer = { number: 'C-0001', name: 'Client Démo' };
const invoice: AccountingDocument = {
  type: 'invoice',
  number: 'F-2026-0001',
  date: '2026-11-03',
  validatedOn: '2026-11-03',
  customer,
  totalCents: 120_000,
  vat: [{ rateBp: 2000, taxCents: 20_000 }],
};

const balance = (lines: JournalLine[]) => lines.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0);
const byEntry = (lines: JournalLine[]) => {
  const entries = new Map<string, JournalLine[]>();
  for (const line of lines) {
    const key = `${line.journalCode}/${line.entryNumber}`;
    entries.set(key, [...(entries.get(key) ?? []), line]);
  }
  return [...entries.values()];
};

describe('accounting lines', () => {
  it('books an invoice: customer debited TTC, revenue and VAT credited', () => {
    const lines = accountingLines([invoice], []);
    expect(lines.map((l) => [l.accountNumber, l.debitCents, l.creditCents, l.auxiliaryNumber])).toEqual([
      ['411000', 120_000, 0, 'C-0001'],
      ['706000', 0, 100_000, ''],
      ['445710', 0, 20_000, ''],
    ]);
    expect(lines[2].accountLabel).toBe('TVA collectée 20 %');
    expect(lines.every((l) => l.entryNumber === 'VT000001' && l.pieceRef === 'F-2026-0001')).toBe(true);
  });

  it('mirrors a credit note and books payments and refunds in the bank or the cash journal', () => {
    const credit: AccountingDocument = { ...invoice, type: 'creditNote', number: 'A-2026-0001', date: '2026-11-10' };
    const payments: AccountingPayment[] = [
      { date: '2026-11-05', amountCents: 50_000, method: 'transfer', note: null, document: invoice, customer },
      { date: '2026-11-06', amountCents: 70_000, method: 'cash', note: 'Solde', document: invoice, customer },
    ];
    const lines = accountingLines([credit, invoice], payments);
    const note = lines.filter((l) => l.pieceRef === 'A-2026-0001');
    expect(note.map((l) => [l.accountNumber, l.debitCents, l.creditCents])).toEqual([
      ['411000', 0, 120_000],
      ['706000', 100_000, 0],
      ['445710', 20_000, 0],
    ]);
    expect(note[0].entryNumber).toBe('VT000002');
    const bank = lines.filter((l) => l.journalCode === 'BQ');
    expect(bank.map((l) => [l.accountNumber, l.debitCents, l.creditCents])).toEqual([
      ['512000', 50_000, 0],
      ['411000', 0, 50_000],
    ]);
    expect(lines.filter((l) => l.journalCode === 'CA').map((l) => l.accountNumber)).toEqual(['530000', '411000']);
    expect(balance(lines)).toBe(0);
  });

  it('balances every entry and the whole journal, whatever the amounts (debits = credits)', () => {
    const arbDoc = fc.record({
      type: fc.constantFrom('invoice' as const, 'creditNote' as const),
      number: fc.stringMatching(/^[FA]-2026-\d{4}$/),
      date: fc.constantFrom('2026-11-01', '2026-11-15', '2026-11-30'),
      validatedOn: fc.constant('2026-11-30'),
      customer: fc.constant(customer),
      totalCents: fc.integer({ min: 0, max: 10_000_000 }),
      vat: fc.array(
        fc.record({ rateBp: fc.constantFrom(2000, 1000, 550, 0), taxCents: fc.integer({ min: 0, max: 1_000_000 }) }),
        { maxLength: 3 },
      ),
    });
    const arbPayment = fc.record({
      date: fc.constant('2026-11-20'),
      amountCents: fc.integer({ min: 1, max: 10_000_000 }),
      method: fc.constantFrom('transfer', 'cash', 'check', 'card'),
      note: fc.constant(null),
      document: fc.record({
        number: fc.constant('F-2026-0001'),
        type: fc.constantFrom('invoice' as const, 'creditNote' as const),
      }),
      customer: fc.constant(customer),
    });
    fc.assert(
      fc.property(fc.array(arbDoc, { maxLength: 8 }), fc.array(arbPayment, { maxLength: 8 }), (docs, payments) => {
        const lines = accountingLines(docs, payments);
        expect(balance(lines)).toBe(0);
        for (const entry of byEntry(lines)) expect(balance(entry)).toBe(0);
        expect(lines.every((l) => l.debitCents >= 0 && l.creditCents >= 0)).toBe(true);
      }),
    );
  });
});

describe('FEC file', () => {
  it('writes the 18 columns, tab-separated, comma decimals, YYYYMMDD dates, and no tab inside a field', () => {
    const text = fecFile(accountingLines([{ ...invoice, customer: { number: null, name: 'Client\tavec\ttab' } }], []));
    const [header, first] = text.split('\r\n');
    expect(header.split('\t')).toHaveLength(18);
    expect(header.startsWith('JournalCode\tJournalLib\tEcritureNum\tEcritureDate')).toBe(true);
    const cells = first.split('\t');
    expect(cells).toHaveLength(18);
    expect(cells.slice(0, 7)).toEqual(['VT', 'Ventes', 'VT000001', '20261103', '411000', 'Clients', '411']);
    expect(cells[7]).toBe('Client avec tab');
    expect(cells[11]).toBe('1200,00');
    expect(cells[12]).toBe('0,00');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('names the file after the SIREN and the closing day', () => {
    expect(fecFilename('123 456 789', '2026-11-30')).toBe('123456789FEC20261130.txt');
    expect(fecFilename(null, '2026-11-30')).toBe('SIRENFEC20261130.txt');
    expect(fecAmount(5)).toBe('0,05');
    expect(fecAmount(-150)).toBe('-1,50');
  });
});
