// Realistic invoices of a security agency, used by the tests of every layer (the XML is validated against the
// official Factur-X XSD and EN 16931 schematron with them) and handy for demos.
import { lineNetAmountCents } from '../../money/amounts.ts';
import { allocateDocumentDiscount, computeFacturXTotals, type VatExemptions } from './compute-totals.ts';
import type {
  FacturXAllowance,
  FacturXInvoice,
  FacturXLine,
  FacturXNote,
  FacturXParty,
  FacturXSeller,
  FacturXVat,
  UnitCode,
} from './facturx-invoice.ts';

export const exampleSeller: FacturXSeller = {
  name: 'Sécurité Démo SAS',
  tradingName: 'Sécurité Démo',
  siren: '832145676',
  siret: '83214567610008',
  vatId: 'FR32832145676',
  address: { line1: '12 rue de la Paix', line2: 'Bâtiment B', postcode: '75002', city: 'Paris', countryCode: 'FR' },
  contact: { name: 'Claire Martin', phone: '01 23 45 67 89', email: 'facturation@securite-demo.test' },
  electronicAddress: { scheme: '0225', id: '832145676' },
};

export const exampleBuyer: FacturXParty = {
  name: 'Client Démo & Fils SARL',
  siren: '512349879',
  vatId: 'FR65512349879',
  address: { line1: '5 avenue des Champs <Élysées>', postcode: '75008', city: 'Paris', countryCode: 'FR' },
  contact: { name: 'Jean Dupont', email: 'compta@client-demo.test' },
  electronicAddress: { scheme: '0225', id: '512349879' },
};

/** The French mentions every invoice carries: penalties (PMD), the 40 € fee (PMT), no early-payment discount (AAB). */
export const exampleLegalNotes: FacturXNote[] = [
  {
    subjectCode: 'PMD',
    content:
      'En cas de retard de paiement, des pénalités sont exigibles sans rappel au taux de refinancement de la BCE majoré de 10 points (article L441-10 du Code de commerce).',
  },
  {
    subjectCode: 'PMT',
    content:
      'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (article D441-5 du Code de commerce).',
  },
  { subjectCode: 'AAB', content: 'Pas d’escompte pour paiement anticipé.' },
  {
    subjectCode: 'REG',
    content:
      'Autorisation d’exercice CNAPS AUT-075-2118-03-15-20190123456. L’autorisation d’exercice ne confère aucune prérogative de puissance publique à l’entreprise ou aux personnes qui en bénéficient.',
  },
];

/** A line whose net amount is quantity × price. */
export function exampleLine(
  id: string,
  name: string,
  quantity: number,
  unitCode: UnitCode,
  unitPriceCents: number,
  vat: FacturXVat,
  extra: Partial<FacturXLine> = {},
): FacturXLine {
  return {
    id,
    name,
    quantity,
    unitCode,
    unitPriceCents,
    netAmountCents: lineNetAmountCents(quantity, unitPriceCents),
    vat,
    ...extra,
  };
}

/** An invoice around the given lines and allowances, its breakdown and totals computed. */
export function exampleInvoice(
  lines: FacturXLine[],
  allowances: FacturXAllowance[] = [],
  overrides: Partial<FacturXInvoice> & { exemptions?: VatExemptions; prepaidCents?: number } = {},
): FacturXInvoice {
  const { exemptions, prepaidCents, ...rest } = overrides;
  const { vatBreakdown, totals } = computeFacturXTotals({ lines, allowances, prepaidCents, exemptions });
  return {
    typeCode: '380',
    businessProcess: 'S1',
    number: 'FA-2026-00042',
    issueDate: '2026-10-31',
    currency: 'EUR',
    seller: exampleSeller,
    buyer: exampleBuyer,
    buyerReference: 'SERVICE-ACHATS',
    orderReference: 'BC-2026-117',
    delivery: {
      name: 'Entrepôt de Gennevilliers',
      address: { line1: '8 rue du Port', postcode: '92230', city: 'Gennevilliers', countryCode: 'FR' },
    },
    billingPeriod: { start: '2026-10-01', end: '2026-10-31' },
    paymentTerms: 'Paiement à 30 jours fin de mois par virement.',
    dueDate: '2026-11-30',
    paymentReference: 'FA-2026-00042',
    paymentMeans: {
      code: '58',
      iban: 'FR76 3000 4000 0312 3456 7890 143',
      bic: 'BNPAFRPPXXX',
      accountName: 'Sécurité Démo SAS',
    },
    notes: exampleLegalNotes,
    lines,
    allowances,
    vatBreakdown,
    totals,
    ...rest,
  };
}

const S20: FacturXVat = { category: 'S', rateBp: 2000 };
const S10: FacturXVat = { category: 'S', rateBp: 1000 };
const S55: FacturXVat = { category: 'S', rateBp: 550 };
const exempt: FacturXVat = { category: 'E', rateBp: 0 };

const multiRateLines = [
  exampleLine('1', 'Gardiennage de site — agent SSIAP 1', 151.6667, 'HUR', 2350, S20, {
    description: 'Octobre 2026, jours et nuits',
    period: { start: '2026-10-01', end: '2026-10-31' },
  }),
  exampleLine('2', 'Rondes de nuit avec contrôle des accès', 31, 'C62', 4590, S20),
  exampleLine('3', 'Mise à disposition de badges', 12, 'H87', 833, S55),
  exampleLine('4', 'Surveillance de chantier de logements', 7.5, 'HUR', 2199, S10, { note: 'Travaux de rénovation' }),
];

/** An invoice with three VAT rates and a 5 % discount (one allowance per rate) plus a fixed commercial gesture. */
export const exampleMultiRateInvoice: FacturXInvoice = exampleInvoice(multiRateLines, [
  ...allocateDocumentDiscount(multiRateLines, { percentBp: 500, reason: 'Remise contractuelle 5 %' }),
  ...allocateDocumentDiscount(multiRateLines, { amountCents: 10_001, reason: 'Geste commercial' }),
]);

/** A credit note cancelling part of the invoice above (BT-25 and BT-26 name it). */
export const exampleCreditNote: FacturXInvoice = exampleInvoice(
  [exampleLine('1', 'Annulation : rondes de nuit non effectuées', 4, 'C62', 4590, S20)],
  [],
  {
    typeCode: '381',
    number: 'AV-2026-00007',
    issueDate: '2026-11-05',
    precedingInvoice: { number: 'FA-2026-00042', issueDate: '2026-10-31' },
    paymentTerms: 'Avoir à déduire du prochain règlement.',
    dueDate: undefined,
    paymentReference: 'AV-2026-00007',
    notes: exampleLegalNotes.slice(0, 3),
  },
);

/** An invoice mixing a standard-rated line and an exempt training (CGI art. 261, 4, 4° a). */
export const exampleExemptInvoice: FacturXInvoice = exampleInvoice(
  [
    exampleLine('A1', 'Gardiennage événementiel', 24, 'HUR', 2600, S20),
    exampleLine('A2', 'Formation initiale SST des agents du client', 2, 'DAY', 45_000, exempt),
  ],
  [],
  {
    number: 'FA-2026-00043',
    exemptions: {
      E: {
        reason: 'Exonération de TVA, article 261-4-4° a du CGI (formation professionnelle continue)',
        code: 'VATEX-FR-CGI261-4',
      },
    },
    prepaidCents: 20_000,
    paymentMeans: { code: '30', iban: 'FR7630004000031234567890143' },
  },
);

/** A reverse-charge invoice to a Belgian customer (autoliquidation, no French VAT). */
export const exampleReverseChargeInvoice: FacturXInvoice = exampleInvoice(
  [exampleLine('1', 'Protection rapprochée — salon professionnel', 3, 'DAY', 98_000, { category: 'AE', rateBp: 0 })],
  [],
  {
    number: 'FA-2026-00044',
    buyer: {
      name: 'Brussels Events SPRL',
      vatId: 'BE0123456749',
      electronicAddress: { scheme: 'EM', id: 'invoices@brussels-events.test' },
      address: { line1: 'Rue de la Loi 16', postcode: '1000', city: 'Bruxelles', countryCode: 'BE' },
    },
    delivery: { date: '2026-10-21' },
    billingPeriod: undefined,
  },
);
