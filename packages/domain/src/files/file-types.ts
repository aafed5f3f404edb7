import type { DetectedContentType } from './file-sniffing.ts';

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
  /** A file of an agency, agent or customer document (documents module; read as its readers say). */
  Document: 'document',
  /** The agency's logo (params/agency), kept in agencies.settings.identity.logoFileId. */
  AgencyLogo: 'agency-logo',
} as const;
export type FilePurpose = (typeof FilePurpose)[keyof typeof FilePurpose];
export const filePurposes = Object.values(FilePurpose) as [FilePurpose, ...FilePurpose[]];

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedContentType = (typeof IMAGE_TYPES)[number] | 'application/pdf';

/**
 * The formats each purpose accepts: images for a photo, images and PDF for a document. GIF, Office documents and
 * text are recognised (files/file-sniffing.ts) but no purpose takes them yet: a purpose that does lists them here.
 */
export const acceptedContentTypes: Record<FilePurpose, readonly DetectedContentType[]> = {
  'agent-photo': IMAGE_TYPES,
  'agent-document': [...IMAGE_TYPES, 'application/pdf'],
  'service-photo': IMAGE_TYPES,
  'customer-logo': IMAGE_TYPES,
  'commercial-document': [...IMAGE_TYPES, 'application/pdf'],
  document: [...IMAGE_TYPES, 'application/pdf'],
  'agency-logo': ['image/jpeg', 'image/png'],
};

const MB = 1024 * 1024;
/**
 * The largest file each purpose takes (over it: 413 « Erreur: fichiers volumineux »). A phone photo scaled down
 * is well under a megabyte, a scanned contract of a few pages a few megabytes.
 */
export const maxFileBytes: Record<FilePurpose, number> = {
  'agent-photo': 5 * MB,
  'agent-document': 10 * MB,
  'service-photo': 5 * MB,
  'customer-logo': 2 * MB,
  'commercial-document': 10 * MB,
  /** An agency, agent or customer document: a long scanned file (the request's limit, BODY_LIMIT_MB, comes first). */
  document: 20 * MB,
  'agency-logo': 2 * MB,
};

/** Whether the purpose takes a file of this (sniffed) format. */
export const acceptsContentType = (purpose: FilePurpose, type: DetectedContentType | null): boolean =>
  type !== null && acceptedContentTypes[purpose].includes(type);

/** The accepted formats in words, for the refusal message and the upload buttons' hints. */
export const acceptedFormatsLabel: Record<FilePurpose, string> = {
  'agent-photo': 'une image JPEG, PNG ou WebP',
  'agent-document': 'un PDF ou une image JPEG, PNG ou WebP',
  'service-photo': 'une image JPEG, PNG ou WebP',
  'customer-logo': 'une image JPEG, PNG ou WebP',
  'commercial-document': 'un PDF ou une image JPEG, PNG ou WebP',
  document: 'un PDF ou une image JPEG, PNG ou WebP',
  'agency-logo': 'une image JPEG ou PNG',
};

/** The same list for a file input's `accept`. */
export const acceptAttribute = (purpose: FilePurpose) => acceptedContentTypes[purpose].join(',');

/** 1234567 → « 1,2 Mo » (French units, as the file lists show sizes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  const format = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} Ko`;
  return `${format(bytes / (1024 * 1024))} Mo`;
}

/** The caption of the 413 of a file over its limit: the limit, in French units. */
export const fileTooLargeCaption = (limit: number) =>
  `Le fichier dépasse ${formatFileSize(limit)}, la taille maximale acceptée pour ce document.`;
