// The parties of a UBL 2.1 invoice (EN 16931 UBL binding): seller (BG-4), buyer (BG-7) and the place of delivery
// (BG-13), from the same model as the CII.
import { compactIdentifier } from '../../identifiers/french-identifiers.ts';
import {
  type FacturXAddress,
  type FacturXInvoice,
  type FacturXParty,
  SIREN_SCHEME,
  SIRET_SCHEME,
} from '../facturx/facturx-invoice.ts';
import { el, optional, type XmlElement } from '../facturx/xml.ts';

/** The tax scheme every VAT element of UBL names. */
export const vatScheme = (): XmlElement => el('cac:TaxScheme', [el('cbc:ID', 'VAT')]);

/** BG-5 / BG-8 / BG-15 under the given element name (cac:PostalAddress, cac:Address), in the XSD's order. */
export function ublAddress(name: string, address: FacturXAddress): XmlElement {
  return el(name, [
    optional('cbc:StreetName', address.line1),
    optional('cbc:AdditionalStreetName', address.line2),
    optional('cbc:CityName', address.city),
    optional('cbc:PostalZone', address.postcode),
    address.line3?.trim() && el('cac:AddressLine', [optional('cbc:Line', address.line3)]),
    el('cac:Country', [el('cbc:IdentificationCode', address.countryCode)]),
  ]);
}

function contact(party: FacturXParty): XmlElement | null {
  const c = party.contact;
  if (!c || [c.name, c.phone, c.email].every((v) => !v?.trim())) return null;
  return el('cac:Contact', [
    optional('cbc:Name', c.name),
    optional('cbc:Telephone', c.phone),
    optional('cbc:ElectronicMail', c.email),
  ]);
}

/**
 * cac:Party in the XSD's order: electronic address (BT-34/49), SIRET as identifier (BT-29/46, scheme 0009), trading
 * name (BT-28/45), address, VAT number (BT-31/48), legal name (BT-27/44) with the SIREN (BT-30/47, scheme 0002),
 * contact (BG-6/9).
 */
export function ublParty(party: FacturXParty): XmlElement {
  const electronic = party.electronicAddress;
  return el('cac:Party', [
    electronic?.id.trim() && el('cbc:EndpointID', electronic.id.trim(), { schemeID: electronic.scheme }),
    party.siret?.trim() &&
      el('cac:PartyIdentification', [el('cbc:ID', compactIdentifier(party.siret), { schemeID: SIRET_SCHEME })]),
    party.tradingName?.trim() && el('cac:PartyName', [el('cbc:Name', party.tradingName.trim())]),
    ublAddress('cac:PostalAddress', party.address),
    party.vatId?.trim() && el('cac:PartyTaxScheme', [el('cbc:CompanyID', compactIdentifier(party.vatId)), vatScheme()]),
    el('cac:PartyLegalEntity', [
      el('cbc:RegistrationName', party.name.trim()),
      party.siren?.trim() && el('cbc:CompanyID', compactIdentifier(party.siren), { schemeID: SIREN_SCHEME }),
    ]),
    contact(party),
  ]);
}

/** BG-13: when the service was rendered (BT-72) and where (BG-15, with the place's name BT-70), as the CII has it. */
export function ublDelivery(invoice: FacturXInvoice): XmlElement | null {
  const delivery = invoice.delivery;
  if (!delivery?.address && !delivery?.date) return null;
  return el('cac:Delivery', [
    optional('cbc:ActualDeliveryDate', delivery.date),
    delivery.address && el('cac:DeliveryLocation', [ublAddress('cac:Address', delivery.address)]),
    delivery.address &&
      delivery.name?.trim() &&
      el('cac:DeliveryParty', [el('cac:PartyName', [el('cbc:Name', delivery.name.trim())])]),
  ]);
}
