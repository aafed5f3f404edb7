import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { zStoredFile, zUploadQuery } from '@securite/domain/files/file-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { downloadFile } from './download-file.ts';
import { assertCanUpload } from './file-access.ts';
import { sendStoredFile } from './platform-files.ts';
import { fileTooLarge, uploadFile, uploadLimit } from './upload-file.ts';

const tags = ['fichiers'];

/**
 * The first file of a multipart body, read whole but no further than its purpose's limit (a larger file is cut off
 * there and answered 413, never kept in memory whole). A body that is not multipart or holds no file is refused
 * with a French 422; a malformed one with a 400.
 */
async function readUpload(request: FastifyRequest, limit: number): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.FileRefused, messages.fileMissing);
  try {
    const part = await request.file({ limits: { fileSize: limit } });
    if (!part) throw new AppError(ErrorCode.FileRefused, messages.fileMissing);
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(limit);
    // The plugin's own errors carry their status (413 limits, 406…); the parser's do not: the body is broken.
    if (typeof (error as { statusCode?: unknown })?.statusCode === 'number') throw error;
    throw new AppError(ErrorCode.BadRequest, messages.badRequest);
  }
}

/** Uploads and downloads of the agency's files, under /api/agency/{agencyId}. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/upload',
    { schema: { tags, querystring: zUploadQuery, response: { 200: zStoredFile } } },
    async (request) => {
      const tenant = tenantOf(request);
      assertCanUpload(tenant, request.query.purpose);
      const { name, bytes } = await readUpload(request, uploadLimit(ctx, request.query.purpose));
      return uploadFile(ctx, {
        agencyId: tenant.agency.id,
        actorUserId: tenant.actor.userId,
        purpose: request.query.purpose,
        name,
        bytes,
      });
    },
  );
  app.get(
    '/files/:id/download',
    {
      schema: {
        tags,
        params: z.looseObject({ id: z.string().max(100) }),
        response: { 200: z.string().describe('Contenu du fichier') },
      },
    },
    async (request, reply) => {
      const { row, stored } = await downloadFile(ctx, { tenant: tenantOf(request), fileId: request.params.id });
      return sendStoredFile(reply, { contentType: row.contentType, size: row.size, name: row.originalName }, stored);
    },
  );
};
