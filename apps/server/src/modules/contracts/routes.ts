import { contractKindOfPlural } from '@securite/domain/contracts/contract-kinds';
import {
  zContract,
  zContractExpirationsPage,
  zContractExpirationsRequest,
  zContractFetchRequest,
  zContractKindParams,
  zContractKindPluralParams,
  zContractPage,
  zContractParams,
  zContractParties,
  zContractSave,
  zContractSendResult,
  zContractStatusParams,
  zContractTemplate,
  zContractTemplateList,
  zContractTemplateParams,
  zContractTemplateSave,
  zSignatureTemplate,
  zSignatureTemplateList,
  zSignatureTemplateSave,
  zTemplatePreview,
} from '@securite/domain/contracts/contract-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { changeContractStatus } from './change-contract-status.ts';
import { CONTRACT_RIGHTS, TEMPLATE_READ_RIGHTS } from './contract-access.ts';
import { deleteContractTemplate, findContractTemplates, saveContractTemplate } from './contract-templates.ts';
import { deleteContract } from './delete-contract.ts';
import { findContractExpirations } from './find-contract-expirations.ts';
import { findContractParties } from './find-contract-parties.ts';
import { findContracts, getContract } from './find-contracts.ts';
import { previewTemplate } from './preview-template.ts';
import { previewContract, renderContract } from './render-contract.ts';
import { originOf } from './request-origin.ts';
import { saveContract } from './save-contract.ts';
import { deleteSignatureTemplate, findSignatureTemplates, saveSignatureTemplate } from './signature-templates.ts';

const tags = ['contrats'];
const staff = ['staff' as const];
const read = { members: staff, rights: CONTRACT_RIGHTS };
const edit = { members: staff, rights: ['contracts.edit' as const] };
const templatesRead = { members: staff, rights: TEMPLATE_READ_RIGHTS };
const templatesWrite = {
  members: staff,
  rights: ['contractTemplates.create' as const, 'contractTemplates.edit' as const],
};

/** Contracts of the agency (spec 001 section 7, Contracts (agency)): staff with the contract rights. */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/fetch/contracts/:kinds',
    {
      config: read,
      schema: {
        tags,
        params: zContractKindPluralParams,
        body: zContractFetchRequest,
        response: { 200: zContractPage },
      },
    },
    async (request) => findContracts(ctx, tenantOf(request), contractKindOfPlural(request.params.kinds), request.body),
  );
  app.post(
    '/fetch/contract-expirations',
    {
      config: { members: staff, rights: [...CONTRACT_RIGHTS, 'customers.create', 'customers.edit'] },
      schema: { tags, body: zContractExpirationsRequest, response: { 200: zContractExpirationsPage } },
    },
    async (request) => findContractExpirations(ctx, tenantOf(request), request.body),
  );
  app.get(
    '/contracts/parties',
    { config: read, schema: { tags, response: { 200: zContractParties } } },
    async (request) => findContractParties(ctx, tenantOf(request)),
  );
  app.post(
    '/contract/:kind/preview',
    { config: read, schema: { tags, params: zContractKindParams, body: zContractSave, response: { 200: zFile } } },
    async (request, reply) => {
      const file = await previewContract(ctx, tenantOf(request), request.params.kind, request.body);
      return sendFile(reply, { body: file.pdf, contentType: 'application/pdf', filename: file.filename });
    },
  );
  app.post(
    '/contract/:kind',
    { config: read, schema: { tags, params: zContractKindParams, body: zContractSave, response: { 200: zContract } } },
    async (request) => saveContract(ctx, tenantOf(request), request.params.kind, request.body),
  );
  app.get(
    '/contract/:kind/:id',
    { config: read, schema: { tags, params: zContractParams, response: { 200: zContract } } },
    async (request) => getContract(ctx, tenantOf(request), request.params.kind, request.params.id),
  );
  app.get(
    '/contract/:kind/:id/pdf',
    { config: read, schema: { tags, params: zContractParams, response: { 200: zFile } } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const file = await renderContract(ctx, tenantOf(request), kind, id);
      return sendFile(reply, { body: file.pdf, contentType: 'application/pdf', filename: file.filename }, 'attachment');
    },
  );
  app.patch(
    '/contract/:kind/:id/:status',
    { config: edit, schema: { tags, params: zContractStatusParams, response: { 200: zContractSendResult } } },
    async (request) => {
      const { kind, id, status } = request.params;
      return changeContractStatus(ctx, tenantOf(request), kind, id, status, originOf(request));
    },
  );
  app.delete(
    '/contract/:kind/:id',
    { config: edit, schema: { tags, params: zContractParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteContract(ctx, tenantOf(request), request.params.kind, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Signature templates: the agency's own signature, placed on the contracts it sends.
  app.post(
    '/fetch/contract-signature-templates',
    { config: read, schema: { tags, response: { 200: zSignatureTemplateList } } },
    async (request) => findSignatureTemplates(ctx, tenantOf(request)),
  );
  app.post(
    '/contract-signature-template',
    { config: edit, schema: { tags, body: zSignatureTemplateSave, response: { 200: zSignatureTemplate } } },
    async (request) => saveSignatureTemplate(ctx, tenantOf(request), request.body),
  );
  app.delete(
    '/contract-signature-template/:id',
    { config: edit, schema: { tags, params: z.object({ id: z.uuid() }), response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteSignatureTemplate(ctx, tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Contract templates of the agency (and the platform's, read-only here).
  app.post(
    '/fetch/contract/template/:kind',
    { config: templatesRead, schema: { tags, params: zContractKindParams, response: { 200: zContractTemplateList } } },
    async (request) => findContractTemplates(ctx, { agencyId: tenantOf(request).agency.id }, request.params.kind),
  );
  app.post(
    '/contract/template/:kind',
    {
      config: templatesWrite,
      schema: { tags, params: zContractKindParams, body: zContractTemplateSave, response: { 200: zContractTemplate } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return saveContractTemplate(ctx, { agencyId: tenant.agency.id }, request.params.kind, request.body, {
        userId: tenant.actor.userId,
        agencyActor: tenant.actor,
      });
    },
  );
  app.post(
    '/contract/template/:kind/preview',
    {
      config: templatesRead,
      schema: { tags, params: zContractKindParams, body: zTemplatePreview, response: { 200: zFile } },
    },
    async (request, reply) => {
      const file = await previewTemplate(request.params.kind, request.body, tenantOf(request).agency);
      return sendFile(reply, { body: file.pdf, contentType: 'application/pdf', filename: file.filename });
    },
  );
  app.delete(
    '/contract/template/:kind/:id',
    {
      config: { members: staff, rights: ['contractTemplates.edit'] },
      schema: { tags, params: zContractTemplateParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      await deleteContractTemplate(ctx, { agencyId: tenantOf(request).agency.id }, kind, id);
      return reply.code(204).send(null);
    },
  );
};
