import { compactIdentifier } from '../../identifiers/french-identifiers.ts';
import { type FacturXAddress, type FacturXParty, SIREN_SCHEME, SIRET_SCHEME } from './facturx-invoice.ts';
import { el, optional, type XmlElement } from './xml.ts';

/** A date as CII writes it (format 102: YYYYMMDD) inside the given wrapper element. */
export function dateTime(name: string, isoDate: string, prefix: 'udt' | 'qdt' = 'udt'): XmlElement {
  return el(name, [el(`${prefix}:DateTimeString`, isoDate.replaceAll('-', ''), { format: '102' })]);
}

/** BG-5 / BG-8 / BG-15. */
export function postalAddress(address: FacturXAddress): XmlElement {
  return el('ram:PostalTradeAddress', [
    optional('ram:PostcodeCode', address.postcode),
    optional('ram:LineOne', address.line1),
    optional('ram:LineTwo', address.line2),
    optional('ram:LineThree', address.line3),
    optional('ram:CityName', address.city),
    el('ram:CountryID', address.countryCode),
  ]);
}

function contact(party: FacturXParty): XmlElement | null {
  const c = party.contact;
  if (!c || [c.name, c.phone, c.email].every((v) => !v?.trim())) return null;
  return el('ram:DefinedTradeContact', [
    optional('ram:PersonName', c.name),
    c.phone?.trim() && el('ram:TelephoneUniversalCommunication', [el('ram:CompleteNumber', c.phone.trim())]),
    c.email?.trim() && el('ram:EmailURIUniversalCommunication', [el('ram:URIID', c.email.trim())]),
  ]);
}

/**
 * A trade party in the order the XSD wants: SIRET as global id (BT-29/46, scheme 0009), name, SIREN as legal
 * registration (BT-30/47, scheme 0002) with the trading name, contact, address, electronic address (BT-34/49) and
 * VAT number (BT-31/48, scheme VA).
 */
export function tradeParty(name: string, party: FacturXParty): XmlElement {
  const legal = party.siren?.trim() || party.tradingName?.trim();
  return el(name, [
    party.siret?.trim() && el('ram:GlobalID', compactIdentifier(party.siret), { schemeID: SIRET_SCHEME }),
    el('ram:Name', party.name.trim()),
    legal &&
      el('ram:SpecifiedLegalOrganization', [
        party.siren?.trim() && el('ram:ID', compactIdentifier(party.siren), { schemeID: SIREN_SCHEME }),
        optional('ram:TradingBusinessName', party.tradingName),
      ]),
    contact(party),
    postalAddress(party.address),
    party.electronicAddress?.id.trim() &&
      el('ram:URIUniversalCommunication', [
        el('ram:URIID', party.electronicAddress.id.trim(), { schemeID: party.electronicAddress.scheme }),
      ]),
    party.vatId?.trim() &&
      el('ram:SpecifiedTaxRegistration', [el('ram:ID', compactIdentifier(party.vatId), { schemeID: 'VA' })]),
  ]);
}
