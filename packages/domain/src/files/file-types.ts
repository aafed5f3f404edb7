/** What an uploaded file is for; it fixes the accepted formats and who may read it. */
export const FilePurpose = {
  AgentPhoto: 'agent-photo',
  AgentDocument: 'agent-document',
  /** A photo an agent took at the end of a service (sent by the field queue, not uploaded). */
  ServicePhoto: 'service-photo',
  /** A customer's logo (customers module). */
  CustomerLogo: 'customer-logo',
  /** A file attached to a quote, purchase order, invoice or credit note (billing module; internal). */
  CommercialDocument: 'commercial-document',
  /** The agency's logo (params/agency), kept in agencies.settings.identity.logoFileId. */
  AgencyLogo: 'agency-logo',
} as const;
export type FilePurpose = (typeof FilePurpose)[keyof typeof FilePurpose];
export const filePurposes = Object.values(FilePurpose) as [FilePurpose, ...FilePurpose[]];

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedContentType = (typeof IMAGE_TYPES)[number] | 'application/pdf';

/** The formats each purpose accepts: images for a photo, images and PDF for a document. */
export const acceptedContentTypes: Record<FilePurpose, readonly AcceptedContentType[]> = {
  'agent-photo': IMAGE_TYPES,
  'agent-document': [...IMAGE_TYPES, 'application/pdf'],
  'service-photo': IMAGE_TYPES,
  'customer-logo': IMAGE_TYPES,
  'commercial-document': [...IMAGE_TYPES, 'application/pdf'],
  'agency-logo': ['image/jpeg', 'image/png'],
};

/** The accepted formats in words, for the refusal message and the upload buttons' hints. */
export const acceptedFormatsLabel: Record<FilePurpose, string> = {
  'agent-photo': 'une image JPEG, PNG ou WebP',
  'agent-document': 'un PDF ou une image JPEG, PNG ou WebP',
  'service-photo': 'une image JPEG, PNG ou WebP',
  'customer-logo': 'une image JPEG, PNG ou WebP',
  'commercial-document': 'un PDF ou une image JPEG, PNG ou WebP',
  'agency-logo': 'une image JPEG ou PNG',
};

/** The same list for a file input's `accept`. */
export const acceptAttribute = (purpose: FilePurpose) => acceptedContentTypes[purpose].join(',');

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The real format of a file from its first bytes (JPEG, PNG, WebP or PDF), whatever its name or declared type
 * say; null for anything else.
 */
export function detectContentType(bytes: Uint8Array): AcceptedContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** 1234567 → « 1,2 Mo » (French units, as the file lists show sizes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  const format = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} Ko`;
  return `${format(bytes / (1024 * 1024))} Mo`;
}
