import {
  zAdminContractFetchRequest,
  zAdminContractPage,
  zContractKindParams,
  zContractTemplate,
  zContractTemplateList,
  zContractTemplateParams,
  zContractTemplateSave,
  zTemplatePreview,
} from '@securite/domain/contracts/contract-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePlatformRole } from '../../http/auth.ts';
import { sendFile, zFile } from '../../http/send-file.ts';
import { deleteContractTemplate, findContractTemplates, saveContractTemplate } from './contract-templates.ts';
import { findAdminContracts } from './find-admin-contracts.ts';
import { previewTemplate } from './preview-template.ts';

const tags = ['admin · contrats'];
const adminOnly = { onRequest: requirePlatformRole(false) };
const adminOrSupport = { onRequest: requirePlatformRole(true) };
const platform = { platform: true as const };

/** Contracts admin (spec 001 section 7): the platform's templates offered to all agencies, and the contracts list. */
export const adminContractRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/admin/fetch/contracts/customers',
    { ...adminOrSupport, schema: { tags, body: zAdminContractFetchRequest, response: { 200: zAdminContractPage } } },
    async (request) => findAdminContracts(ctx, request.body),
  );
  app.post(
    '/api/admin/contract/:kind/preview',
    { ...adminOnly, schema: { tags, params: zContractKindParams, body: zTemplatePreview, response: { 200: zFile } } },
    async (request, reply) => {
      const file = await previewTemplate(request.params.kind, request.body, null);
      return sendFile(reply, { body: file.pdf, contentType: 'application/pdf', filename: file.filename });
    },
  );
  app.post(
    '/api/admin/fetch/contract/template/:kind',
    { ...adminOnly, schema: { tags, params: zContractKindParams, response: { 200: zContractTemplateList } } },
    async (request) => findContractTemplates(ctx, platform, request.params.kind),
  );
  app.post(
    '/api/admin/contract/template/:kind',
    {
      ...adminOnly,
      schema: { tags, params: zContractKindParams, body: zContractTemplateSave, response: { 200: zContractTemplate } },
    },
    async (request) =>
      saveContractTemplate(ctx, platform, request.params.kind, request.body, { userId: authOf(request).user.id }),
  );
  app.delete(
    '/api/admin/contract/template/:kind/:id',
    { ...adminOnly, schema: { tags, params: zContractTemplateParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteContractTemplate(ctx, platform, request.params.kind, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
