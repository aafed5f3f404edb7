import { type DocumentExport, parseDocumentFileUrl } from '@securite/domain/documents/document-schemas';
import { documentMessages } from '@securite/domain/documents/messages';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { readableDocument } from './get-document.ts';
import { readStored, type ZipEntry, zipFiles } from './zip-files.ts';

const ZIP_TYPE = 'application/zip';

/** A zip's file name from a document's name (« Règlement intérieur » → « Règlement intérieur.zip »). */
const zipName = (name: string) => `${name.replace(/[\\/:*?"<>|]/g, '_').trim() || 'documents'}.zip`;

/** GET {agency}{scope}/document/{id}/file/{fileId}: one file of a document the caller reads. */
export async function documentFile(ctx: AppContext, tenant: TenantContext, documentId: string, fileId: string) {
  const { details } = await readableDocument(ctx.db, tenant, documentId);
  const file = details.files.find((f) => f.id === fileId.toLowerCase());
  if (!file) throw notFound(messages.fileNotFound);
  const stored = await ctx.files.get(file.key);
  if (!stored) throw notFound(messages.fileUnavailable);
  return { file, stored };
}

function exported(name: string, mimeType: string, bytes: Buffer): DocumentExport {
  return { name, mimeType, base64: bytes.toString('base64'), size: bytes.length };
}

/**
 * GET {agency}{scope}/document/{id}/download (spec 001 section 3: Document export): its one file, or its files as a
 * zip.
 */
export async function exportDocument(ctx: AppContext, tenant: TenantContext, id: string): Promise<DocumentExport> {
  const { row, details } = await readableDocument(ctx.db, tenant, id);
  if (details.files.length === 1) {
    const [file] = details.files;
    return exported(file.name, file.contentType, await readStored(ctx, file.key));
  }
  return exported(zipName(row.name), ZIP_TYPE, await zipFiles(ctx, details.files));
}

/** POST {agency}{scope}/documents/download {ids}: the files of these documents as one zip (Document export). */
export async function exportDocuments(ctx: AppContext, tenant: TenantContext, ids: string[]): Promise<DocumentExport> {
  const entries: ZipEntry[] = [];
  for (const id of new Set(ids.map((i) => i.toLowerCase()))) {
    const { details } = await readableDocument(ctx.db, tenant, id);
    entries.push(...details.files);
  }
  return exported('documents.zip', ZIP_TYPE, await zipFiles(ctx, entries));
}

/**
 * POST {agency}/zip {urls}: the files behind these document file links as one zip. A link of another agency, to a
 * document the caller does not read or to a file not of that document answers 404; what is not a document file
 * link, 400.
 */
export async function zipUrls(ctx: AppContext, tenant: TenantContext, urls: string[]): Promise<Buffer> {
  const wanted: { documentId: string; fileId: string }[] = [];
  for (const url of urls) {
    const parsed = parseDocumentFileUrl(url);
    if (!parsed) throw new AppError(ErrorCode.BadRequest, documentMessages.zipUrlInvalid);
    if (parsed.agencyId !== tenant.agency.id.toLowerCase()) throw notFound(documentMessages.notFound);
    wanted.push(parsed);
  }
  const byDocument = new Map<string, Awaited<ReturnType<typeof readableDocument>>>();
  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  for (const { documentId, fileId } of wanted) {
    if (seen.has(fileId)) continue;
    seen.add(fileId);
    let doc = byDocument.get(documentId);
    if (!doc) {
      doc = await readableDocument(ctx.db, tenant, documentId);
      byDocument.set(documentId, doc);
    }
    const file = doc.details.files.find((f) => f.id === fileId);
    if (!file) throw notFound(messages.fileNotFound);
    entries.push(file);
  }
  return zipFiles(ctx, entries);
}
