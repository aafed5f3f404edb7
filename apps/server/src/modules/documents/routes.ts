import type { Readable } from 'node:stream';
import type { Right } from '@securite/domain/auth/rights';
import {
  zDocument,
  zDocumentExport,
  zDocumentFolders,
  zDocumentPage,
  zDocumentReaderChoices,
  zDocumentSave,
  zDocumentsDownload,
  zFetchDocuments,
  zFolderQuery,
  zZipRequest,
} from '@securite/domain/documents/document-schemas';
import type { DocumentType } from '@securite/domain/documents/document-types';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { contentDispositionOf } from './content-disposition.ts';
import { deleteDocument } from './delete-document.ts';
import { documentFile, exportDocument, exportDocuments, zipUrls } from './download-documents.ts';
import { findDocuments } from './find-documents.ts';
import { findFolders } from './find-folders.ts';
import { findReaderChoices } from './find-reader-choices.ts';
import { getDocument } from './get-document.ts';
import { saveDocument } from './save-document.ts';

const tags = ['documents'];

/** Sends a file's bytes under its real name, never cached. */
function sendBytes(
  reply: FastifyReply,
  file: { name: string; contentType: string; size: number; body: Buffer | Readable },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDispositionOf(file.contentType, file.name))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
const zId = z.object({ id: z.uuid() });
const zFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const writeRights: Right[] = ['documents.create', 'documents.edit'];

/**
 * The list and save paths of each kind (spec 001 section 7: document(s) variants /agents/ and /customers/) and the
 * roles each is for (section 2: agency documents for staff and agents, agent documents for agents and staff,
 * customer documents for customers and staff). Registered under the agency and its agent and customer scopes.
 */
const kinds: { suffix: string; kind?: DocumentType; members: ('staff' | 'agent' | 'customer')[] }[] = [
  { suffix: '', members: ['staff', 'agent', 'customer'] },
  { suffix: '/agents', kind: 'agents', members: ['staff', 'agent'] },
  { suffix: '/customers', kind: 'customers', members: ['staff', 'customer'] },
];

/** Documents: lists, one document, save, delete, downloads and zips (spec 001 section 7). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  for (const { suffix, kind, members } of kinds) {
    app.post(
      `/fetch/documents${suffix}`,
      { config: { members }, schema: { tags, body: zFetchDocuments, response: { 200: zDocumentPage } } },
      async (request) => findDocuments(ctx, tenantOf(request), request.body, kind),
    );
    app.post(
      `/document${suffix}`,
      {
        config: { members: members.filter((m) => m !== 'customer'), rights: writeRights },
        schema: { tags, body: zDocumentSave, response: { 200: zDocument } },
      },
      async (request) => saveDocument(ctx, tenantOf(request), request.body, kind),
    );
  }
  app.get('/document/:id', { schema: { tags, params: zId, response: { 200: zDocument } } }, async (request) =>
    getDocument(ctx.db, tenantOf(request), request.params.id),
  );
  app.get(
    '/document/:id/download',
    { schema: { tags, params: zId, response: { 200: zDocumentExport } } },
    async (request) => exportDocument(ctx, tenantOf(request), request.params.id),
  );
  app.get(
    '/document/:id/file/:fileId',
    { schema: { tags, params: zFileParams, response: { 200: zFile } } },
    async (request, reply) => {
      const { file, stored } = await documentFile(ctx, tenantOf(request), request.params.id, request.params.fileId);
      return sendBytes(reply, { ...file, size: stored.size || file.size, body: stored.body });
    },
  );
  app.post(
    '/documents/download',
    { schema: { tags, body: zDocumentsDownload, response: { 200: zDocumentExport } } },
    async (request) => exportDocuments(ctx, tenantOf(request), request.body.ids),
  );
  app.post('/zip', { schema: { tags, body: zZipRequest, response: { 200: zFile } } }, async (request, reply) => {
    const zip = await zipUrls(ctx, tenantOf(request), request.body.urls);
    return sendBytes(reply, { name: 'documents.zip', contentType: 'application/zip', size: zip.length, body: zip });
  });
  app.delete(
    '/document/:id',
    {
      config: { members: ['staff', 'agent'], rights: ['documents.edit'] },
      schema: { tags, params: zId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteDocument(ctx, tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/document-readers',
    {
      config: { members: ['staff', 'agent'], rights: writeRights },
      schema: { tags, response: { 200: zDocumentReaderChoices } },
    },
    async (request) => findReaderChoices(ctx, tenantOf(request).agency.id),
  );
  app.get(
    '/document-folders',
    { schema: { tags, querystring: zFolderQuery, response: { 200: zDocumentFolders } } },
    async (request) => findFolders(ctx, tenantOf(request), request.query.type),
  );
};
