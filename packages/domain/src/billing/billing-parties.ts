/** A postal address as the product stores it (agencies, customers). */
export interface PostalAddress {
  street?: string | null;
  complement?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country?: string | null;
}

/** Who an invoice is addressed to, read from the customer record. */
export interface BillingCustomer {
  id: string;
  /** A company must have a SIREN on its invoices (absent in snapshots taken before it was kept). */
  type?: 'company' | 'individual';
  name: string;
  email: string | null;
  address: PostalAddress;
  siren: string | null;
  vatNumber: string | null;
  /** Where the services are rendered, when it differs from the billing address. */
  deliveryAddress: string | null;
  settlementPeriod: { days: number; endOfMonth?: boolean } | null;
  /** The contacts flagged invoiceRecipient (or estimateRecipient for quotes), with the customer's own e-mail. */
  invoiceRecipients: string[];
  estimateRecipients: string[];
}

/** The seller: the agency, its address and what the commercial-docs settings hold. */
export interface BillingAgency {
  name: string;
  email: string | null;
  phone: string | null;
  address: PostalAddress;
}

/** One line of text per part of an address, blanks dropped. */
export function addressLines(address: PostalAddress): string[] {
  const city = [address.zipcode, address.city].filter((v) => v?.trim()).join(' ');
  return [address.street, address.complement, city, address.country]
    .map((v) => v?.trim() ?? '')
    .filter((v) => v !== '' && v.toLowerCase() !== 'france');
}

const COUNTRY_CODES: Record<string, string> = {
  france: 'FR',
  belgique: 'BE',
  suisse: 'CH',
  luxembourg: 'LU',
  monaco: 'MC',
  allemagne: 'DE',
  espagne: 'ES',
  italie: 'IT',
};

/** ISO 3166 code of a country name (France when none is given, as spec 001 section 9's default country). */
export function countryCodeOf(country: string | null | undefined): string {
  const value = country?.trim() ?? '';
  if (/^[A-Z]{2}$/.test(value)) return value;
  return COUNTRY_CODES[value.toLowerCase()] ?? 'FR';
}
