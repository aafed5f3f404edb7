// The VAT a French invoice line may carry: a rate of the French lists (CGI art. 278 to 281 nonies for mainland
// France, art. 297 for Corsica, art. 296 for Guadeloupe, Martinique and La Réunion), or 0 % with the legal reason
// and its VATEX code (CEF code list, as the EN 16931 schematron accepts it). The category follows: S for a rate,
// E for an exemption, AE for the reverse charge.
import type { FacturXVat, VatCategory } from './facturx/facturx-invoice.ts';

/** The rates in basis points of each French VAT territory, highest first. */
export const FRENCH_VAT_ZONES = [
  { key: 'mainland', label: 'France métropolitaine', ratesBp: [2000, 1000, 550, 210] },
  { key: 'corsica', label: 'Corse', ratesBp: [2000, 1300, 1000, 210, 90] },
  { key: 'overseas', label: 'Guadeloupe, Martinique, La Réunion', ratesBp: [850, 210, 175, 105] },
] as const;

/** Every positive rate of the French lists. */
export const FRENCH_VAT_RATES_BP: readonly number[] = [
  ...new Set(FRENCH_VAT_ZONES.flatMap((zone) => [...zone.ratesBp])),
].sort((a, b) => b - a);

export function isFrenchVatRate(rateBp: number): boolean {
  return rateBp === 0 || FRENCH_VAT_RATES_BP.includes(rateBp);
}

export interface VatExemption {
  /** BT-121, a VATEX code. */
  code: string;
  /** UNCL 5305: E exempt, AE reverse charge. */
  category: Extract<VatCategory, 'E' | 'AE'>;
  /** BT-120 and the mention printed on the invoice. */
  reason: string;
  /** What the editor lists. */
  label: string;
  /** The franchise (CGI art. 293 B) is only for an agency under it. */
  franchiseOnly?: boolean;
}

/** The 0 % reasons a security agency meets. */
export const VAT_EXEMPTIONS: readonly VatExemption[] = [
  {
    code: 'VATEX-FR-FRANCHISE',
    category: 'E',
    reason: 'TVA non applicable, art. 293 B du CGI',
    label: 'Franchise en base (art. 293 B du CGI)',
    franchiseOnly: true,
  },
  {
    code: 'VATEX-EU-AE',
    category: 'AE',
    reason: 'Autoliquidation',
    label: 'Autoliquidation : TVA due par le client (art. 283-2 du CGI)',
  },
  {
    code: 'VATEX-FR-CGI261-4',
    category: 'E',
    reason: 'Exonération de TVA, art. 261-4 du CGI',
    label: 'Exonération (art. 261-4 du CGI, ex. formation professionnelle continue)',
  },
  {
    code: 'VATEX-FR-CGI261-7',
    category: 'E',
    reason: 'Exonération de TVA, art. 261-7 du CGI',
    label: 'Exonération (art. 261-7 du CGI, organismes sans but lucratif)',
  },
  {
    code: 'VATEX-EU-79-C',
    category: 'E',
    reason: 'Débours refacturés à l’euro près, hors champ de la TVA (art. 267 II-2° du CGI)',
    label: 'Débours (art. 267 II-2° du CGI)',
  },
];

export const VAT_EXEMPTION_CODES = VAT_EXEMPTIONS.map((e) => e.code) as [string, ...string[]];

export function vatExemptionOf(code: string | null | undefined): VatExemption | undefined {
  return code ? VAT_EXEMPTIONS.find((e) => e.code === code) : undefined;
}

export const vatMessages = {
  rate: `Taux de TVA invalide : choisissez un taux français (${FRENCH_VAT_RATES_BP.map((bp) => `${(bp / 100).toLocaleString('fr-FR')} %`).join(', ')}) ou 0 % avec son motif d’exonération`,
  exemptionRequired: 'À 0 % de TVA, indiquez le motif d’exonération ou d’autoliquidation',
  exemptionWithRate: 'Un motif d’exonération ne va qu’avec un taux de 0 %',
  franchiseOnly:
    'La franchise en base (art. 293 B du CGI) n’est possible que pour une agence qui en relève : cochez-la dans les paramètres des documents commerciaux, ou choisissez un autre motif',
  franchiseWithRate:
    'L’agence relève de la franchise en base (art. 293 B du CGI) : elle ne facture pas de TVA, mettez la ligne à 0 % « Franchise en base »',
  mixedExemptions: (category: string) =>
    `Une facture ne porte qu’un seul motif ${category === 'AE' ? 'd’autoliquidation' : 'd’exonération'} : séparez les lignes aux motifs différents en deux factures`,
  reverseChargeBuyerVat:
    'L’autoliquidation demande le n° de TVA intracommunautaire du client : renseignez-le dans sa fiche',
  exemptSellerVat:
    'Une ligne exonérée ou autoliquidée demande le n° de TVA intracommunautaire de l’agence (paramètres des documents commerciaux)',
} as const;

/** The Factur-X VAT of a line: S at its rate, or the category of its exemption at 0 %. */
export function vatOfLine(rateBp: number, exemptionCode?: string | null): FacturXVat {
  if (rateBp > 0) return { category: 'S', rateBp };
  return { category: vatExemptionOf(exemptionCode)?.category ?? 'E', rateBp: 0 };
}

export interface VatLine {
  vatRateBp: number;
  vatExemptionCode?: string | null;
}

/** The field-level issue of one line's VAT, or null. */
export function lineVatIssue(line: VatLine): string | null {
  if (!isFrenchVatRate(line.vatRateBp)) return vatMessages.rate;
  if (line.vatRateBp > 0 && line.vatExemptionCode) return vatMessages.exemptionWithRate;
  return null;
}

/** The refusal of one line's VAT at validation, or null. */
function lineMessage(line: VatLine, franchise: boolean): string | null {
  const issue = lineVatIssue(line);
  if (issue) return issue;
  if (line.vatRateBp > 0) return franchise ? vatMessages.franchiseWithRate : null;
  const exemption = vatExemptionOf(line.vatExemptionCode);
  if (!exemption) return vatMessages.exemptionRequired;
  if (exemption.franchiseOnly && !franchise) return vatMessages.franchiseOnly;
  return null;
}

/**
 * What validation checks of the lines' VAT, with the agency's franchise: each 0 % line has its reason, the franchise
 * only under franchise (and then no VAT at all), one reason per category on an invoice. Messages in French.
 */
export function documentVatIssues(
  lines: readonly VatLine[],
  context: { franchise: boolean; sellerVatId: boolean; buyerVatId: boolean },
): { line?: number; message: string }[] {
  const issues: { line?: number; message: string }[] = [];
  const codes = new Map<string, Set<string>>();
  lines.forEach((line, index) => {
    const message = lineMessage(line, context.franchise);
    if (message) {
      issues.push({ line: index, message });
      return;
    }
    const exemption = line.vatRateBp > 0 ? undefined : vatExemptionOf(line.vatExemptionCode);
    if (!exemption) return;
    const set = codes.get(exemption.category) ?? new Set<string>();
    set.add(exemption.code);
    codes.set(exemption.category, set);
  });
  for (const [category, set] of codes)
    if (set.size > 1) issues.push({ message: vatMessages.mixedExemptions(category) });
  if (codes.size > 0 && !context.sellerVatId) issues.push({ message: vatMessages.exemptSellerVat });
  if (codes.has('AE') && !context.buyerVatId) issues.push({ message: vatMessages.reverseChargeBuyerVat });
  return issues;
}

/** The reasons and codes of the exempt and reverse-charge categories of a document (BT-120, BT-121). */
export function exemptionsOfLines(
  lines: readonly VatLine[],
): Partial<Record<VatCategory, { reason: string; code: string }>> {
  const result: Partial<Record<VatCategory, { reason: string; code: string }>> = {};
  for (const line of lines) {
    if (line.vatRateBp > 0) continue;
    const exemption = vatExemptionOf(line.vatExemptionCode);
    if (exemption && !result[exemption.category])
      result[exemption.category] = { reason: exemption.reason, code: exemption.code };
  }
  return result;
}
