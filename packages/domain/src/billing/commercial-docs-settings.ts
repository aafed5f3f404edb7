import { z } from 'zod';
import { isValidBic, isValidIban, isValidSiren } from '../identifiers/french-identifiers.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString, zText } from '../validation/zod.ts';

/** Spec 001 section 9: the default bank details text. */
export const DEFAULT_BANK_DETAILS = 'Paiement par chèque ou par virement bancaire';
/** Spec 001 section 9: the default VAT label. */
export const DEFAULT_VAT_LABEL = 'TVA';
/** Code de commerce D441-5: the fixed recovery fee, 40 €. */
export const RECOVERY_FEE_CENTS = 4000;
/** Code de commerce L441-10: the default penalty rate, the ECB refinancing rate plus 10 points. */
export const DEFAULT_PENALTY_RATE = 'taux de refinancement de la BCE majoré de 10 points';
/**
 * Code de la sécurité intérieure L612-15: every document of the company reproduces its authorisation number and
 * the provisions of L612-14, quoted here.
 */
export const CNAPS_STATUTORY_SENTENCE =
  'L’autorisation administrative préalable ne confère aucun caractère officiel à l’entreprise ou aux personnes qui en bénéficient. Elle n’engage en aucune manière la responsabilité des pouvoirs publics (article L612-14 du Code de la sécurité intérieure).';
/** The reason printed for a line at 0 %: the VAT franchise of small businesses, the common case. */
export const DEFAULT_VAT_EXEMPTION = 'TVA non applicable, art. 293 B du CGI';
export const DEFAULT_EARLY_PAYMENT = 'Pas d’escompte pour paiement anticipé.';

const optionalSiren = zOptionalString(20).refine((v) => !v || isValidSiren(v), 'SIREN invalide (9 chiffres)');
const optionalIban = zOptionalString(40).refine((v) => !v || isValidIban(v), 'IBAN invalide');
const optionalBic = zOptionalString(11).refine((v) => !v || isValidBic(v), 'BIC invalide');

/**
 * params/commercial-docs: what the agency's quotes and invoices print (spec 001 section 3, company settings:
 * header, footer, bank details, late payment message, email message, VAT label) and the identities French law and
 * Factur-X need (SIREN, VAT number, CNAPS authorisation).
 */
export const zCommercialDocsSettings = z.object({
  legalName: zOptionalString(200),
  siren: optionalSiren,
  siret: zOptionalString(20),
  vatNumber: zOptionalString(20),
  /** Legal form, capital, RCS: printed in the footer. */
  legalMentions: zOptionalString(500),
  cnapsNumber: zOptionalString(60),
  cnapsSentence: zText().max(1000, m.maxLength(1000)).default(CNAPS_STATUTORY_SENTENCE),
  bankDetails: zText().max(500, m.maxLength(500)).default(DEFAULT_BANK_DETAILS),
  iban: optionalIban,
  bic: optionalBic,
  penaltyRate: zText().max(300, m.maxLength(300)).default(DEFAULT_PENALTY_RATE),
  latePaymentMessage: zOptionalString(1000),
  earlyPaymentDiscount: zText().max(300, m.maxLength(300)).default(DEFAULT_EARLY_PAYMENT),
  vatLabel: zText().max(20, m.maxLength(20)).default(DEFAULT_VAT_LABEL),
  /** The reason printed on a 0 % line saved before lines carried their own exemption code. */
  vatExemptionReason: zText().max(300, m.maxLength(300)).default(DEFAULT_VAT_EXEMPTION),
  /** The agency is under the VAT franchise of small businesses (CGI art. 293 B): it bills no VAT. */
  vatFranchise: z.boolean().default(false),
  defaultVatRateBp: z.number().int(m.integer).min(0).max(10_000).default(2000),
  defaultSettlementDays: z.number().int(m.integer).min(0, m.positiveInteger).max(365).default(30),
  invoiceHeader: zOptionalString(2000),
  invoiceFooter: zOptionalString(2000),
  estimateHeader: zOptionalString(2000),
  estimateFooter: zOptionalString(2000),
  emailSubject: zOptionalString(300),
  emailMessage: zOptionalString(5000),
});
export type CommercialDocsSettings = z.infer<typeof zCommercialDocsSettings>;

export const defaultCommercialDocsSettings: CommercialDocsSettings = zCommercialDocsSettings.parse({});

/** Reads stored settings leniently: a stored value that no longer validates falls back to the defaults. */
export function readCommercialDocsSettings(stored: unknown): CommercialDocsSettings {
  const parsed = zCommercialDocsSettings.safeParse(stored && typeof stored === 'object' ? stored : {});
  return parsed.success ? parsed.data : defaultCommercialDocsSettings;
}

/** The default subject of an invoice e-mail (spec 001 section 9: « Votre facture … - {number} »). */
export function defaultInvoiceEmailSubject(agencyName: string, number: string): string {
  return `Votre facture ${agencyName} - ${number}`;
}

/** The late-payment mentions every invoice prints (Code de commerce L441-10 and D441-5). */
export function latePaymentMentions(settings: Pick<CommercialDocsSettings, 'penaltyRate'>): {
  penalty: string;
  recoveryFee: string;
} {
  return {
    penalty: `En cas de retard de paiement, des pénalités sont exigibles sans qu’un rappel soit nécessaire, au ${settings.penaltyRate} (article L441-10 du Code de commerce).`,
    recoveryFee:
      'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (article D441-5 du Code de commerce).',
  };
}
