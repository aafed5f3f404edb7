// The EN 16931 semantic model of one invoice or credit note, as the Factur-X builder takes it. Business terms
// (BT-…) and groups (BG-…) are the standard's; amounts are integer cents and rates basis points, as everywhere in the
// product, and the XML writes them as decimals.

/** UNTDID 1001: 380 invoice, 381 credit note, 386 deposit invoice (facture d'acompte). */
export const FACTURX_TYPE_CODES = ['380', '381', '386'] as const;
export type FacturXTypeCode = (typeof FACTURX_TYPE_CODES)[number];

/**
 * UNCL 5305 VAT categories the builder supports: S standard rate, Z zero rate, E exempt (with its reason, e.g. the
 * franchise of CGI art. 293 B), AE reverse charge (autoliquidation).
 */
export const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** UN/ECE Recommendation 20 units a security agency bills in, with their French label. */
export const UNIT_CODES = {
  HUR: 'heure',
  MIN: 'minute',
  DAY: 'jour',
  WEE: 'semaine',
  MON: 'mois',
  ANN: 'année',
  C62: 'unité',
  H87: 'pièce',
  LS: 'forfait',
  E48: 'prestation',
  KMT: 'kilomètre',
} as const;
export type UnitCode = keyof typeof UNIT_CODES;

/**
 * UNTDID 4451 subjects of a note (BT-21). French invoices carry PMD (late-payment penalties, Code de commerce
 * L441-10), PMT (the 40 € recovery fee, D441-5) and AAB (early-payment discount or its absence), once each.
 */
export const NOTE_SUBJECT_CODES = ['PMD', 'PMT', 'AAB', 'AAI', 'REG', 'ABL', 'SUR', 'TXD'] as const;
export type NoteSubjectCode = (typeof NOTE_SUBJECT_CODES)[number];

/**
 * UNTDID 4461 payment means (BT-81): 30 credit transfer, 58 SEPA credit transfer (both need the IBAN), 42 payment
 * to a bank account, 20 cheque, 10 cash, 48 bank card, 57 standing agreement, 1 not defined, ZZZ mutually defined.
 */
export const PAYMENT_MEANS_CODES = ['30', '58', '42', '20', '10', '48', '57', '1', 'ZZZ'] as const;
export type PaymentMeansCode = (typeof PAYMENT_MEANS_CODES)[number];

/** Payment means codes after which the payee's account (BT-84) is required (BR-61). */
export const TRANSFER_MEANS: readonly PaymentMeansCode[] = ['30', '58'];

/** UNCL 5189 allowance reason 95: a discount. */
export const DISCOUNT_REASON_CODE = '95';

/** The EN 16931 profile's specification identifier (BT-24), the Factur-X 1.0 « EN 16931 » (COMFORT) level. */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/** ISO 6523 ICD of the French SIREN (BT-30, BT-47). */
export const SIREN_SCHEME = '0002';
/** ISO 6523 ICD of the French SIRET (BT-29, BT-46). */
export const SIRET_SCHEME = '0009';

export interface FacturXAddress {
  line1: string;
  line2?: string;
  line3?: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. FR. */
  countryCode: string;
}

/**
 * ISO 6523 / EAS schemes of an electronic address: 0225 the French e-invoicing directory (a SIREN, possibly with a
 * suffix), 0002 SIREN, 0009 SIRET, EM an e-mail address.
 */
export const ELECTRONIC_ADDRESS_SCHEMES = ['0225', '0002', '0009', 'EM'] as const;
export type ElectronicAddressScheme = (typeof ELECTRONIC_ADDRESS_SCHEMES)[number];

export interface FacturXElectronicAddress {
  scheme: ElectronicAddressScheme;
  id: string;
}

/**
 * The French « cadre de facturation » (BT-23, XP Z12-012) the e-invoicing platforms require: B goods, S services,
 * M both; 1 an invoice to be paid, 2 one already paid, 4 the final invoice after a deposit. S1 is a security agency's
 * ordinary invoice.
 */
// biome-ignore format: a code list reads best on one line.
export const BUSINESS_PROCESSES = ['B1', 'S1', 'M1', 'B2', 'S2', 'M2', 'S3', 'B4', 'S4', 'M4', 'S5', 'S6', 'B7', 'S7', 'B8', 'S8', 'M8', 'B9', 'S9', 'M9'] as const;
export type BusinessProcess = (typeof BUSINESS_PROCESSES)[number];

export interface FacturXContact {
  name?: string;
  phone?: string;
  email?: string;
}

export interface FacturXParty {
  /** BT-27 / BT-44. */
  name: string;
  /** BT-28 / BT-45. */
  tradingName?: string;
  /** BT-30 / BT-47, nine digits, written with scheme 0002. */
  siren?: string;
  /** BT-29 / BT-46, fourteen digits, written with scheme 0009. */
  siret?: string;
  /** BT-31 / BT-48, e.g. FR12345678901. */
  vatId?: string;
  /** BG-5 / BG-8. */
  address: FacturXAddress;
  /** BG-6 / BG-9. */
  contact?: FacturXContact;
  /** BT-34 / BT-49: where the party receives electronic invoices. */
  electronicAddress?: FacturXElectronicAddress;
}

/** The seller must be identified by its SIREN (BT-30) in France. */
export interface FacturXSeller extends FacturXParty {
  siren: string;
}

export interface FacturXVat {
  category: VatCategory;
  /** Basis points: 2000 = 20 %, 550 = 5,5 %; 0 for Z, E and AE. */
  rateBp: number;
}

export interface FacturXPeriod {
  /** YYYY-MM-DD. */
  start: string;
  /** YYYY-MM-DD, on or after start. */
  end: string;
}

export interface FacturXLine {
  /** BT-126, unique in the invoice. */
  id: string;
  /** BT-153. */
  name: string;
  /** BT-154. */
  description?: string;
  /** BT-155. */
  sellerItemId?: string;
  /** BT-127. */
  note?: string;
  /** BT-129, up to 4 decimals (7.5 hours). */
  quantity: number;
  /** BT-130. */
  unitCode: UnitCode;
  /** BT-146, net of any line discount, ≥ 0. */
  unitPriceCents: number;
  /** BT-131 = quantity × unit price, rounded to the cent (see lineNetAmountCents). */
  netAmountCents: number;
  /** BT-151, BT-152. */
  vat: FacturXVat;
  /** BG-26. */
  period?: FacturXPeriod;
}

/** A document-level allowance (BG-20): a discount, under one VAT category and rate. */
export interface FacturXAllowance {
  /** BT-92, > 0. */
  amountCents: number;
  /** BT-93 and BT-94 when the discount is a percentage: amount = base × percent, rounded to the cent. */
  baseCents?: number;
  percentBp?: number;
  /** BT-97. */
  reason: string;
  /** BT-98, UNCL 5189; 95 (discount) when not given. */
  reasonCode?: string;
  /** BT-95, BT-96. */
  vat: FacturXVat;
}

/** One VAT breakdown (BG-23) per category and rate. */
export interface FacturXVatBreakdown extends FacturXVat {
  /** BT-116. */
  basisCents: number;
  /** BT-117 = basis × rate, rounded to the cent. */
  taxCents: number;
  /** BT-120, required (or the code) for E and AE, forbidden for S and Z. */
  exemptionReason?: string;
  /** BT-121, a VATEX code such as VATEX-FR-FRANCHISE or VATEX-EU-AE. */
  exemptionReasonCode?: string;
}

/** BG-22. */
export interface FacturXTotals {
  /** BT-106 = Σ line net amounts. */
  lineTotalCents: number;
  /** BT-107 = Σ allowances. */
  allowanceTotalCents: number;
  /** BT-109 = lines − allowances. */
  taxBasisTotalCents: number;
  /** BT-110 = Σ breakdown taxes. */
  taxTotalCents: number;
  /** BT-112 = tax basis + tax. */
  grandTotalCents: number;
  /** BT-113. */
  prepaidCents: number;
  /** BT-115 = grand total − prepaid. */
  duePayableCents: number;
}

export interface FacturXNote {
  content: string;
  subjectCode?: NoteSubjectCode;
}

/** BG-16, with the payee's account (BG-17) for a transfer. */
export interface FacturXPaymentMeans {
  code: PaymentMeansCode;
  /** BT-82. */
  information?: string;
  /** BT-84. */
  iban?: string;
  /** BT-85. */
  accountName?: string;
  /** BT-86. */
  bic?: string;
}

export interface FacturXInvoice {
  /** BT-3. */
  typeCode: FacturXTypeCode;
  /** BT-1. */
  number: string;
  /** BT-2, YYYY-MM-DD. */
  issueDate: string;
  /** BT-5: the product bills in euros only. */
  currency: 'EUR';
  /** BT-23, the French « cadre de facturation »; EN 16931 leaves it optional, the French platforms do not. */
  businessProcess?: BusinessProcess;
  seller: FacturXSeller;
  buyer: FacturXParty;
  /** BT-10. */
  buyerReference?: string;
  /** BT-13. */
  orderReference?: string;
  /** BT-12. */
  contractReference?: string;
  /** BG-13: where and when the service was rendered (BT-70, BG-15, BT-72). */
  delivery?: { name?: string; address?: FacturXAddress; date?: string };
  /** BG-14. */
  billingPeriod?: FacturXPeriod;
  /** BT-20. */
  paymentTerms?: string;
  /** BT-9, YYYY-MM-DD. */
  dueDate?: string;
  /** BT-83, e.g. the invoice number. */
  paymentReference?: string;
  paymentMeans?: FacturXPaymentMeans;
  /** BG-3 / BT-25 and BT-26: the invoice a credit note cancels or corrects. */
  precedingInvoice?: { number: string; issueDate?: string };
  /** BG-1. */
  notes: FacturXNote[];
  lines: FacturXLine[];
  allowances: FacturXAllowance[];
  vatBreakdown: FacturXVatBreakdown[];
  totals: FacturXTotals;
}
