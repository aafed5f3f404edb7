import { isValidSiren, isValidSiret, isValidVatId } from '../../identifiers/french-identifiers.ts';
import {
  ELECTRONIC_ADDRESS_SCHEMES,
  type FacturXAddress,
  type FacturXInvoice,
  type FacturXParty,
} from './facturx-invoice.ts';
import { facturXMessages as m } from './messages.ts';
import { isBlankText } from './xml.ts';

/** Collects issues under a path prefix. */
export type Report = (path: string, message: string) => void;

/** A text the XML would leave empty (BR-06, BR-25… need visible text). */
export const blank = isBlankText;

/** YYYY-MM-DD naming a real day. */
export function isIsoDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function checkAddress(address: FacturXAddress | undefined, path: string, report: Report): void {
  if (!address) {
    report(path, m.required);
    return;
  }
  if (blank(address.line1)) report(`${path}.line1`, m.required);
  if (blank(address.postcode)) report(`${path}.postcode`, m.required);
  if (blank(address.city)) report(`${path}.city`, m.required);
  if (!/^[A-Z]{2}$/.test(address.countryCode ?? '')) report(`${path}.countryCode`, m.countryCode);
}

function checkParty(party: FacturXParty | undefined, path: string, report: Report): void {
  if (!party) {
    report(path, m.required);
    return;
  }
  if (blank(party.name)) report(`${path}.name`, m.required);
  if (party.siren !== undefined && !isValidSiren(party.siren)) report(`${path}.siren`, m.siren);
  if (party.siret !== undefined && !isValidSiret(party.siret)) report(`${path}.siret`, m.siret);
  if (party.vatId !== undefined && !isValidVatId(party.vatId)) report(`${path}.vatId`, m.vatId);
  checkAddress(party.address, `${path}.address`, report);
  const electronic = party.electronicAddress;
  if (electronic) {
    if (!ELECTRONIC_ADDRESS_SCHEMES.includes(electronic.scheme))
      report(`${path}.electronicAddress.scheme`, m.addressScheme);
    if (blank(electronic.id)) report(`${path}.electronicAddress.id`, m.required);
  }
}

/** Seller (BG-4) and buyer (BG-7): names, identifiers with their keys, addresses (BR-06…BR-11, BR-CO-26). */
export function checkParties(invoice: FacturXInvoice, report: Report): void {
  checkParty(invoice.seller, 'seller', report);
  if (invoice.seller && blank(invoice.seller.siren)) report('seller.siren', m.required);
  checkParty(invoice.buyer, 'buyer', report);
  // Every category the builder supports needs the seller's VAT number (BR-S-02, BR-Z-02, BR-E-02, BR-AE-02).
  if (invoice.seller && blank(invoice.seller.vatId)) report('seller.vatId', m.sellerVatIdRequired);
  const reverseCharge = invoice.lines?.some((line) => line.vat?.category === 'AE');
  if (reverseCharge && invoice.buyer && blank(invoice.buyer.vatId) && blank(invoice.buyer.siren))
    report('buyer.vatId', m.buyerVatIdForReverseCharge);
  if (invoice.delivery?.address) checkAddress(invoice.delivery.address, 'delivery.address', report);
}
