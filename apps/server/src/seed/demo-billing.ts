import type { BillingAgency, BillingCustomer } from '@securite/domain/billing/billing-parties';
import { readCommercialDocsSettings } from '@securite/domain/billing/commercial-docs-settings';
import { computeDocumentTotals, type DocumentDiscount } from '@securite/domain/billing/document-totals';
import { type DocumentType, formatDocumentNumber } from '@securite/domain/billing/document-types';
import { buildFacturXXml } from '@securite/domain/billing/facturx/build-xml';
import { dueDateOf } from '@securite/domain/billing/payments';
import type { DocumentLineInput } from '@securite/domain/billing/schemas';
import { toFacturXInvoice } from '@securite/domain/billing/to-facturx';
import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  commercialDocumentLines,
  commercialDocumentPayments,
  commercialDocuments,
  documentSequences,
} from '../db/schema/billing.ts';
import { agencies } from '../db/schema/tenancy.ts';

/** The demo agency's billing identity (a SIREN and VAT number with valid keys, a test IBAN). */
const demoCommercialDocs = {
  legalName: 'Sécurité Démo SAS',
  siren: '832145676',
  vatNumber: 'FR32832145676',
  legalMentions: 'SAS au capital de 10 000 € — RCS Paris 832 145 676',
  cnapsNumber: 'AUT-075-2118-03-15-20190123456',
  iban: 'FR7630004000031234567890143',
  bic: 'BNPAFRPPXXX',
};

const line = (label: string, quantity: number, unitPriceCents: number, extra: Partial<DocumentLineInput> = {}) => ({
  label,
  description: null,
  kind: 'service' as const,
  quantity,
  unitCode: 'HUR',
  unitPriceCents,
  vatRateBp: 2000,
  ...extra,
});

interface DemoDocument {
  type: DocumentType;
  daysAgo: number;
  subject: string;
  lines: DocumentLineInput[];
  discount?: DocumentDiscount;
  /** Numbered and frozen; an invoice gets its Factur-X. */
  validated?: boolean;
  sent?: boolean;
  payments?: { daysAgo: number; amountCents: number | 'all'; note: string; method: 'transfer' | 'cheque' }[];
}

const demoDocuments: DemoDocument[] = [
  {
    type: 'quote',
    daysAgo: 20,
    subject: 'Gardiennage du salon d’automne',
    lines: [line('Agent de sécurité SSIAP 1', 48, 2650), line('Chef d’équipe', 12, 3200)],
    validated: true,
    sent: true,
  },
  {
    type: 'quote',
    daysAgo: 2,
    subject: 'Rondes de nuit — entrepôt',
    lines: [line('Ronde de nuit avec contrôle des accès', 30, 4590, { unitCode: 'C62' })],
    discount: { kind: 'percent', percentBp: 500 },
  },
  {
    type: 'invoice',
    daysAgo: 40,
    subject: 'Gardiennage — mois précédent',
    lines: [
      line('Gardiennage de site', 151.5, 2350),
      line('Badges d’accès', 12, 833, { kind: 'goods', unitCode: 'H87', vatRateBp: 550 }),
    ],
    validated: true,
    sent: true,
    payments: [{ daysAgo: 10, amountCents: 150_000, note: 'Acompte', method: 'transfer' }],
  },
  {
    type: 'invoice',
    daysAgo: 70,
    subject: 'Surveillance de chantier',
    lines: [line('Surveillance de chantier', 7.5, 2199)],
    validated: true,
    sent: true,
    payments: [{ daysAgo: 40, amountCents: 'all', note: 'Règlement', method: 'cheque' }],
  },
  {
    type: 'invoice',
    daysAgo: 1,
    subject: 'Intervention sur alarme',
    lines: [line('Intervention sur alarme', 2, 6500, { unitCode: 'C62' })],
  },
];

/**
 * Demo billing of the demo agency: its commercial-docs settings, two quotes (one sent), three invoices — one paid
 * partially, one paid, one draft — numbered from the agency's sequences, with their Factur-X XML.
 */
export async function seedBilling(
  tx: Tx,
  input: { agencyId: string; customerId: string; ownerUserId: string },
): Promise<void> {
  await tx
    .update(agencies)
    .set({
      settings: sql`coalesce(${agencies.settings}, '{}'::jsonb) || jsonb_build_object('commercialDocs', ${JSON.stringify(demoCommercialDocs)}::jsonb)`,
    })
    .where(eq(agencies.id, input.agencyId));
  const [agencyRow] = await tx.select().from(agencies).where(eq(agencies.id, input.agencyId));
  const settings = readCommercialDocsSettings(demoCommercialDocs);
  const today = todayIn(agencyRow?.timezone ?? 'Europe/Paris');
  const year = Number(today.slice(0, 4));
  const agency: BillingAgency = {
    name: agencyRow?.name ?? '',
    email: agencyRow?.email ?? null,
    phone: agencyRow?.phone ?? null,
    address: agencyRow?.address ?? {},
  };
  const customer: BillingCustomer = {
    id: input.customerId,
    name: 'Client Démo',
    email: 'accueil@client-demo.test',
    address: { street: '1 avenue des Champs-Élysées', zipcode: '75008', city: 'Paris', country: 'France' },
    siren: null,
    vatNumber: null,
    deliveryAddress: null,
    settlementPeriod: null,
    invoiceRecipients: ['accueil@client-demo.test'],
    estimateRecipients: ['accueil@client-demo.test'],
  };
  const ranks = new Map<DocumentType, number>();
  // Oldest first, so the numbers follow the dates.
  for (const demo of [...demoDocuments].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const date = addDays(today, -demo.daysAgo);
    const computed = computeDocumentTotals(demo.lines, demo.discount ?? null);
    const [doc] = await tx
      .insert(commercialDocuments)
      .values({
        agencyId: input.agencyId,
        type: demo.type,
        customerId: input.customerId,
        date,
        subject: demo.subject,
        discount: demo.discount ?? null,
        recipients: customer.invoiceRecipients,
        discountCents: computed.totals.allowanceTotalCents,
        totalExclTaxCents: computed.totals.taxBasisTotalCents,
        totalTaxCents: computed.totals.taxTotalCents,
        totalCents: computed.totals.grandTotalCents,
        vat: computed.vatBreakdown.map((row) => ({
          rateBp: row.rateBp,
          basisCents: row.basisCents,
          taxCents: row.taxCents,
        })),
        createdBy: input.ownerUserId,
      })
      .returning({ id: commercialDocuments.id });
    await tx.insert(commercialDocumentLines).values(
      demo.lines.map((l, position) => ({
        agencyId: input.agencyId,
        documentId: doc.id,
        position,
        label: l.label,
        kind: l.kind,
        quantityThousandths: Math.round(l.quantity * 1000),
        unitCode: l.unitCode,
        unitPriceCents: l.unitPriceCents,
        vatRateBp: l.vatRateBp,
        totalCents: computed.lineTotalsCents[position] ?? 0,
      })),
    );
    if (!demo.validated) continue;
    const rank = (ranks.get(demo.type) ?? 0) + 1;
    ranks.set(demo.type, rank);
    const number = formatDocumentNumber(demo.type, year, rank);
    const dueDate = demo.type === 'invoice' ? dueDateOf(date, { days: settings.defaultSettlementDays }) : null;
    const xml =
      demo.type === 'invoice'
        ? buildFacturXXml(
            toFacturXInvoice(
              {
                type: 'invoice',
                number,
                date,
                dueDate,
                subject: demo.subject,
                deliveryAddress: null,
                period: { start: `${date.slice(0, 8)}01`, end: date },
                vatOnDebits: false,
                discount: demo.discount ?? null,
                lines: demo.lines.map((l) => ({ ...l, description: l.description ?? null })),
                preceding: null,
              },
              agency,
              { ...settings, siren: demoCommercialDocs.siren },
              customer,
            ),
          )
        : null;
    const paidAll = demo.payments?.some((p) => p.amountCents === 'all');
    await tx
      .update(commercialDocuments)
      .set({
        status: paidAll ? 'paid' : demo.sent ? 'sent' : 'validated',
        number,
        dueDate,
        ...(demo.type === 'invoice' ? { periodStart: `${date.slice(0, 8)}01`, periodEnd: date } : {}),
        validatedAt: new Date(`${date}T10:00:00Z`),
        sentAt: demo.sent ? new Date(`${date}T11:00:00Z`) : null,
        paidAt: paidAll ? new Date() : null,
        snapshot: { agency, settings, customer },
        facturxXml: xml,
      })
      .where(eq(commercialDocuments.id, doc.id));
    for (const payment of demo.payments ?? [])
      await tx.insert(commercialDocumentPayments).values({
        agencyId: input.agencyId,
        documentId: doc.id,
        date: addDays(today, -payment.daysAgo),
        amountCents: payment.amountCents === 'all' ? computed.totals.grandTotalCents : payment.amountCents,
        note: payment.note,
        method: payment.method,
        createdBy: input.ownerUserId,
      });
  }
  for (const [type, lastNumber] of ranks)
    await tx.insert(documentSequences).values({ agencyId: input.agencyId, type, year, lastNumber });
}
