import { describe, expect, it } from 'vitest';
import { creditNoteFor, duplicateDocument, invoiceFromQuote, normalizeRecipients } from './derive-document.ts';
import {
  canAccept,
  canBeCredited,
  canBeInvoiced,
  canChangeDocumentStatus,
  documentStatusLabels,
  isDocumentEditable,
  isFrozen,
  shownDocumentStatus,
} from './document-status.ts';
import { formatDocumentNumber } from './document-types.ts';
import { balancePayment, dueDateOf, isLateToPay, leftToPayCents } from './payments.ts';

const source = {
  type: 'invoice' as const,
  customerId: 'c1',
  subject: 'Gardiennage octobre',
  discount: { kind: 'percent' as const, percentBp: 500 },
  recipients: ['a@b.fr'],
  lines: [
    {
      label: 'Gardiennage',
      description: null,
      kind: 'service' as const,
      quantity: 10,
      unitCode: 'HUR',
      unitPriceCents: 2500,
      vatRateBp: 2000,
    },
  ],
};

describe('statuses and numbers', () => {
  it('numbers documents per type and year', () => {
    expect(formatDocumentNumber('invoice', 2026, 1)).toBe('F-2026-0001');
    expect(formatDocumentNumber('creditNote', 2026, 12)).toBe('A-2026-0012');
    expect(formatDocumentNumber('quote', 2027, 10_000)).toBe('D-2027-10000');
  });

  it('moves a draft to validated, then sent or refused; nothing leaves refused', () => {
    expect(canChangeDocumentStatus('draft', 'validated')).toBe(true);
    expect(canChangeDocumentStatus('draft', 'sent')).toBe(false);
    expect(canChangeDocumentStatus('validated', 'sent')).toBe(true);
    expect(canChangeDocumentStatus('sent', 'refused')).toBe(true);
    expect(canChangeDocumentStatus('refused', 'validated')).toBe(false);
    expect(canChangeDocumentStatus('paid', 'draft')).toBe(false);
  });

  it('freezes validated invoices and credit notes; only drafts are editable', () => {
    expect(isDocumentEditable('draft')).toBe(true);
    expect(isDocumentEditable('validated')).toBe(false);
    expect(isFrozen('invoice', 'sent')).toBe(true);
    expect(isFrozen('creditNote', 'validated')).toBe(true);
    expect(isFrozen('invoice', 'draft')).toBe(false);
    expect(isFrozen('quote', 'validated')).toBe(false);
  });
});

describe('payments and lateness', () => {
  it('computes what is left and the « Solde » payment', () => {
    expect(leftToPayCents(12_000, [{ amountCents: 5000 }])).toBe(7000);
    expect(leftToPayCents(12_000, [{ amountCents: 5000 }], 12_000)).toBe(0);
    expect(balancePayment(7000, '2026-11-20')).toEqual({
      date: '2026-11-20',
      amountCents: 7000,
      note: 'Solde',
      method: 'transfer',
    });
    expect(balancePayment(0, '2026-11-20')).toBeNull();
  });

  it('reads the due date from the settlement period and tells a late invoice', () => {
    expect(dueDateOf('2026-01-31', { days: 30 })).toBe('2026-03-02');
    expect(dueDateOf('2026-01-15', { days: 45, endOfMonth: true })).toBe('2026-03-31');
    expect(dueDateOf('2026-01-15', null)).toBe('2026-02-14');
    const invoice = { type: 'invoice', status: 'sent', date: '2026-10-01', dueDate: null, leftToPayCents: 100 };
    expect(isLateToPay(invoice, '2026-10-31', { days: 30 })).toBe(false);
    expect(isLateToPay(invoice, '2026-11-01', { days: 30 })).toBe(true);
    expect(isLateToPay({ ...invoice, leftToPayCents: 0 }, '2027-01-01')).toBe(false);
    expect(isLateToPay({ ...invoice, status: 'draft' }, '2027-01-01')).toBe(false);
    expect(isLateToPay({ ...invoice, dueDate: '2026-12-31' }, '2026-12-31')).toBe(false);
  });
});

describe('derived documents', () => {
  it('a duplicate is a new draft of today without ids, number or payments', () => {
    const copy = duplicateDocument(source, '2026-11-26');
    expect(copy).toMatchObject({ id: null, type: 'invoice', date: '2026-11-26', dueDate: null, customerId: 'c1' });
    expect(copy.lines[0]).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('number');
    expect(copy).not.toHaveProperty('payments');
  });

  it('turns a quote into an invoice and an invoice into its credit note', () => {
    expect(
      invoiceFromQuote({ ...source, type: 'quote', subject: null, number: 'D-2026-0003' }, '2026-11-26'),
    ).toMatchObject({
      type: 'invoice',
      subject: 'Devis D-2026-0003',
      discount: source.discount,
    });
    expect(creditNoteFor({ ...source, number: 'F-2026-0001' }, '2026-11-26')).toMatchObject({
      type: 'creditNote',
      subject: 'Annulation de la facture F-2026-0001',
      lines: source.lines,
    });
  });

  it('deduplicates recipients and drops blanks', () => {
    expect(normalizeRecipients([' A@b.fr', 'a@b.fr', '', null, 'c@d.fr '])).toEqual(['a@b.fr', 'c@d.fr']);
  });
});

describe('the status shown and the conversions allowed', () => {
  const base = { isLateToPay: false, paidCents: 0, leftToPayCents: 0, invoicedCents: 0, totalCents: 10_000 };
  it('shows « Partiellement payée », « Facturé », « En retard » from the amounts', () => {
    expect(shownDocumentStatus({ ...base, type: 'invoice', status: 'sent', paidCents: 10, leftToPayCents: 5 })).toBe(
      'partiallyPaid',
    );
    expect(shownDocumentStatus({ ...base, type: 'invoice', status: 'sent', isLateToPay: true })).toBe('late');
    expect(shownDocumentStatus({ ...base, type: 'quote', status: 'accepted', invoicedCents: 10_000 })).toBe('invoiced');
    expect(shownDocumentStatus({ ...base, type: 'quote', status: 'accepted', invoicedCents: 3000 })).toBe('accepted');
    expect(documentStatusLabels.partiallyPaid).toBe('Partiellement payée');
  });
  it('invoices a quote only once accepted, a purchase order once validated; credits no cancelled invoice', () => {
    expect(canBeInvoiced('quote', 'sent')).toBe(false);
    expect(canBeInvoiced('quote', 'accepted')).toBe(true);
    expect(canBeInvoiced('purchaseOrder', 'draft')).toBe(false);
    expect(canBeInvoiced('purchaseOrder', 'validated')).toBe(true);
    expect(canAccept('quote', 'sent')).toBe(true);
    expect(canAccept('quote', 'draft')).toBe(false);
    expect(canAccept('invoice', 'sent')).toBe(false);
    expect(canBeCredited('invoice', 'cancelled')).toBe(false);
  });
});
