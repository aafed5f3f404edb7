// The delivery address of an invoice (where the service is rendered) is typed as one line, « 8 rue du Port, 92230
// Gennevilliers »; the Factur-X ship-to address (BG-15) needs its parts. Only what the text says is kept: a text
// without a postcode and a city is not an address the XML can carry, and validation asks for it again.
import { countryCodeOf, type PostalAddress } from './billing-parties.ts';
import type { FacturXAddress } from './facturx/facturx-invoice.ts';

const KNOWN_COUNTRIES = ['france', 'belgique', 'suisse', 'luxembourg', 'monaco', 'allemagne', 'espagne', 'italie'];

/**
 * The parts of « [name,] street, postcode city[, country] »: the street is what comes before the postcode (a name
 * before it stays in the first line), the country France unless the text ends with another one.
 */
export function parseDeliveryAddress(text: string): FacturXAddress | null {
  const parts = text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  let country = 'FR';
  const last = parts.at(-1)?.toLowerCase();
  if (last && KNOWN_COUNTRIES.includes(last)) {
    country = countryCodeOf(parts.pop());
  }
  const cityPart = parts.pop();
  const match = cityPart?.match(/^(\d{4,5})\s+(.+)$/);
  if (!match || parts.length === 0) return null;
  const [line1, ...rest] = parts;
  return {
    line1: line1!,
    ...(rest.length > 0 ? { line2: rest.join(', ') } : {}),
    postcode: match[1]!,
    city: match[2]!,
    countryCode: country,
  };
}

const norm = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Whether a parsed delivery address is the buyer's billing address (then the XML leaves BG-15 out). */
export function sameAddress(delivery: FacturXAddress, billing: PostalAddress): boolean {
  const street = [delivery.line1, delivery.line2].map(norm).join('');
  return (
    norm(delivery.postcode) === norm(billing.zipcode) &&
    norm(delivery.city) === norm(billing.city) &&
    (street === norm(billing.street) + norm(billing.complement) || norm(delivery.line2) === norm(billing.street))
  );
}
