import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zRequiredString, zSearch, zText, zUuid } from '../validation/zod.ts';
import { DOCUMENT_MAX_FILES, documentTypes, documentVisibilities, ZIP_MAX_FILES } from './document-types.ts';
import { documentMessages as dm } from './messages.ts';

const zIds = (max: number) => z.array(zUuid()).max(max, m.invalid);

/** POST {agency}/document: a new document (no id) or changes to one; the files are uploads (purpose document). */
export const zDocumentSave = z.object({
  id: zUuid().nullish(),
  type: z.enum(documentTypes, { error: m.required }),
  name: zRequiredString(200),
  /** Folder names; a new name makes the folder. */
  attachedFolders: z.array(zRequiredString(100)).max(20, m.invalid).default([]),
  fileIds: zIds(DOCUMENT_MAX_FILES).min(1, dm.fileRequired),
  accessAllAgents: z.boolean().default(false),
  accessAllCustomers: z.boolean().default(false),
  /** Chosen users (memberships of the agency). */
  userCompanies: zIds(500).default([]),
  customers: zIds(500).default([]),
  /** The agent an agent document is about. */
  agentId: zUuid().nullish(),
});
export type DocumentSave = z.input<typeof zDocumentSave>;

const zDocumentFilters = z.object({
  type: z.enum(documentTypes, { error: m.invalid }).optional(),
  folderId: zUuid().optional(),
  search: zSearch(),
  visibility: z.enum(documentVisibilities, { error: m.invalid }).default('all'),
  agentId: zUuid().optional(),
  customerId: zUuid().optional(),
});

/** POST {agency}{scope}/fetch/documents: newest first (spec 001 section 9). */
export const zFetchDocuments = zFetchRequest(zDocumentFilters, ['createdAt', 'name'] as const);
export type FetchDocuments = z.input<typeof zFetchDocuments>;
export type DocumentFilters = z.input<typeof zDocumentFilters>;

export const zDocumentFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type DocumentFile = z.infer<typeof zDocumentFile>;

const zNamed = z.object({ id: z.string(), name: z.string() });

export const zDocument = z.object({
  id: z.string(),
  type: z.enum(documentTypes),
  name: z.string(),
  attachedFolders: z.array(zNamed),
  files: z.array(zDocumentFile),
  accessAllAgents: z.boolean(),
  accessAllCustomers: z.boolean(),
  /** The readers are shown to those who may change the document only (empty for the others). */
  userCompanies: z.array(z.object({ id: z.string(), fullname: z.string(), role: z.string() })),
  customers: z.array(zNamed),
  agent: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  createdBy: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Created by the viewer. */
  mine: z.boolean(),
  /** The viewer may change and delete it. */
  editable: z.boolean(),
});
export type Document = z.infer<typeof zDocument>;

export const zDocumentPage = zPage(zDocument);
export type DocumentPage = z.infer<typeof zDocumentPage>;

/** Spec 001 section 3: Document export (name, mimeType, base64, size). */
export const zDocumentExport = z.object({
  name: z.string(),
  mimeType: z.string(),
  base64: z.string(),
  size: z.number().int(),
});
export type DocumentExport = z.infer<typeof zDocumentExport>;

/** POST {agency}/documents/download: several documents as one zip (Document export). */
export const zDocumentsDownload = z.object({ ids: zIds(ZIP_MAX_FILES).min(1, dm.nothingToZip) });

/** POST {agency}/zip {urls}: the files behind these download links as one zip. */
export const zZipRequest = z.object({
  urls: z
    .array(zText().trim().min(1, m.required).max(500, m.maxLength(500)))
    .min(1, dm.nothingToZip)
    .max(ZIP_MAX_FILES, dm.tooManyToZip(ZIP_MAX_FILES)),
});
export type ZipRequest = z.infer<typeof zZipRequest>;

/** GET {agency}/document-folders?type=: the folders of a kind of documents. */
export const zFolderQuery = z.object({ type: z.enum(documentTypes, { error: m.invalid }).optional() });
export const zDocumentFolder = z.object({
  id: z.string(),
  type: z.enum(documentTypes),
  name: z.string(),
  count: z.number().int(),
});
export type DocumentFolder = z.infer<typeof zDocumentFolder>;
export const zDocumentFolders = z.object({ data: z.array(zDocumentFolder) });

/** The API path of one file of a document (what the zip's urls name), under the agency (the web prefixes /api). */
export const documentFilePath = (agencyId: string, documentId: string, fileId: string) =>
  `/agency/${encodeURIComponent(agencyId)}/document/${encodeURIComponent(documentId)}/file/${encodeURIComponent(fileId)}`;

const FILE_URL =
  /^(?:https?:\/\/[^/]+)?(?:\/api)?\/agency\/([0-9a-f-]{36})(?:\/(?:agent|customer)\/[0-9a-f-]{36})?\/document\/([0-9a-f-]{36})\/file\/([0-9a-f-]{36})(?:[?#].*)?$/i;

/** The agency, document and file a zip url names, or null when it is not a document file link. */
export function parseDocumentFileUrl(url: string): { agencyId: string; documentId: string; fileId: string } | null {
  const match = FILE_URL.exec(url.trim());
  if (!match) return null;
  return { agencyId: match[1].toLowerCase(), documentId: match[2].toLowerCase(), fileId: match[3].toLowerCase() };
}

/**
 * The names of the entries of a zip: each file's name, made unique (« rapport.pdf », « rapport (2).pdf »), without
 * folders or characters a file system refuses.
 */
export function zipEntryNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const clean =
      raw
        .replace(/[\\/:*?"<>|]/g, '_')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
        .replace(/[\u0000-\u001f\u007f]/g, '')
        .trim() || 'fichier';
    const dot = clean.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let name = clean;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** GET {agency}/document-readers: who a document may be shared with (the agency's people and customers). */
export const zDocumentReaderChoices = z.object({
  users: z.array(z.object({ id: z.string(), fullname: z.string(), role: z.enum(['owner', 'staff', 'agent']) })),
  customers: z.array(zNamed),
});
export type DocumentReaderChoices = z.infer<typeof zDocumentReaderChoices>;
