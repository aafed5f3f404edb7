import type { CommercialDocument } from '@securite/domain/billing/schemas';

export const CUSTOMER_ID = '11111111-1111-4111-8111-111111111111';

/** A validated invoice as the API answers it. */
export function invoice(overrides: Partial<CommercialDocument> = {}): CommercialDocument {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    type: 'invoice',
    number: 'F-2026-0001',
    status: 'validated',
    customer: { id: CUSTOMER_ID, name: 'Client Démo SARL' },
    agent: null,
    date: '2026-11-02',
    dueDate: '2026-12-02',
    subject: 'Gardiennage novembre',
    notes: null,
    deliveryAddress: null,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    vatOnDebits: false,
    discount: null,
    lines: [
      {
        id: 'l1',
        position: 0,
        label: 'Gardiennage',
        description: null,
        kind: 'service',
        quantity: 10,
        unitCode: 'HUR',
        unitPriceCents: 2500,
        vatRateBp: 2000,
        totalCents: 25_000,
      },
    ],
    vat: [{ rateBp: 2000, basisCents: 25_000, taxCents: 5000 }],
    discountCents: 0,
    totalExclTaxCents: 25_000,
    totalTaxCents: 5000,
    totalCents: 30_000,
    payments: [],
    paidCents: 0,
    creditedCents: 0,
    leftToPayCents: 30_000,
    isLateToPay: false,
    source: null,
    recipients: [],
    validatedAt: '2026-11-02T10:00:00.000Z',
    sentAt: null,
    refusedAt: null,
    paidAt: null,
    files: [],
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}
