import {
  zAgencyImportPreview,
  zAgencyImportRequest,
  zAgencyImportResult,
} from '@securite/domain/agency-import/import-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePlatformRole } from '../../http/auth.ts';
import { sendFile, zFile } from '../../http/send-file.ts';
import { previewAgencyImport } from './check-import.ts';
import { commitAgencyImport } from './commit-agency-import.ts';
import { renderImportTemplate } from './import-template.ts';

const tags = ['administration · import'];
const admin = { onRequest: requirePlatformRole(false) };

/** adminImportAgency: an agency's customers, sites and agents from a spreadsheet (xlsx or CSV), admins only. */
export const agencyImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/api/admin/import-agency/template',
    { ...admin, schema: { tags, response: { 200: zFile } } },
    async (_, reply) =>
      sendFile(
        reply,
        {
          body: await renderImportTemplate(),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          filename: 'modele-import-agence.xlsx',
        },
        'attachment',
      ),
  );
  app.post(
    '/api/admin/import-agency/preview',
    { ...admin, schema: { tags, body: zAgencyImportRequest, response: { 200: zAgencyImportPreview } } },
    async (request) => previewAgencyImport(ctx, request.body),
  );
  app.post(
    '/api/admin/import-agency',
    { ...admin, schema: { tags, body: zAgencyImportRequest, response: { 200: zAgencyImportResult } } },
    async (request) => commitAgencyImport(ctx, authOf(request).user.id, request.body),
  );
};
