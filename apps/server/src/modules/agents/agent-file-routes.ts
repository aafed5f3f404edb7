import {
  zAgentDocumentsResponse,
  zAgentPhotoResponse,
  zAttachAgentDocumentsRequest,
  zSetAgentPhotoRequest,
} from '@securite/domain/agents/agent-document-schemas';
import { assertGranted } from '@securite/domain/auth/access';
import { zMessageResponse } from '@securite/domain/session/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type TenantContext, tenantOf } from '../../http/tenancy.ts';
import { assertCanReadAgent, isSelf } from './agent-access.ts';
import { attachAgentDocuments } from './attach-agent-documents.ts';
import { deleteAgentDocument } from './delete-agent-document.ts';
import { findAgentDocuments } from './find-agent-documents.ts';
import { removeAgentPhoto } from './remove-agent-photo.ts';
import { setAgentPhoto } from './set-agent-photo.ts';

const tags = ['collaborateurs'];
const zIdParams = z.looseObject({ id: z.string().max(100) });
const edit = { rights: ['agents.edit' as const] };

/** The agent changes their own photo; anyone else needs the right to edit agents. */
function assertCanChangePhoto(tenant: TenantContext, agentId: string): void {
  if (isSelf(tenant, agentId)) return;
  assertGranted(tenant.actor, ['agents.edit']);
}

const actorOf = (request: FastifyRequest, agentId: string) => {
  const tenant = tenantOf(request);
  return { agencyId: tenant.agency.id, actorUserId: tenant.actor.userId, agentId, requestPath: request.url };
};

/**
 * An agent's photo and documents, under /api/agency/{agencyId}: files are uploaded first (POST upload), then
 * attached here. Documents are read by the agent and those who read agents, changed with 'agents.edit'.
 */
export const agentFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.put(
    '/agent/:id/photo',
    { schema: { tags, params: zIdParams, body: zSetAgentPhotoRequest, response: { 200: zAgentPhotoResponse } } },
    async (request) => {
      assertCanChangePhoto(tenantOf(request), request.params.id);
      return setAgentPhoto(ctx, { ...actorOf(request, request.params.id), fileId: request.body.fileId });
    },
  );
  app.delete(
    '/agent/:id/photo',
    { schema: { tags, params: zIdParams, response: { 200: zAgentPhotoResponse } } },
    async (request) => {
      assertCanChangePhoto(tenantOf(request), request.params.id);
      return removeAgentPhoto(ctx, actorOf(request, request.params.id));
    },
  );
  app.get(
    '/agent/:id/documents',
    { schema: { tags, params: zIdParams, response: { 200: zAgentDocumentsResponse } } },
    async (request) => {
      const tenant = tenantOf(request);
      assertCanReadAgent(tenant, request.params.id);
      return findAgentDocuments(ctx, { agencyId: tenant.agency.id, agentId: request.params.id });
    },
  );
  app.post(
    '/agent/:id/documents',
    {
      config: edit,
      schema: {
        tags,
        params: zIdParams,
        body: zAttachAgentDocumentsRequest,
        response: { 200: zAgentDocumentsResponse },
      },
    },
    async (request) => attachAgentDocuments(ctx, { ...actorOf(request, request.params.id), body: request.body }),
  );
  app.delete(
    '/agent/:id/documents/:documentId',
    {
      config: edit,
      schema: {
        tags,
        params: zIdParams.extend({ documentId: z.string().max(100) }),
        response: { 200: zMessageResponse },
      },
    },
    async (request) => {
      const message = await deleteAgentDocument(ctx, {
        ...actorOf(request, request.params.id),
        documentId: request.params.documentId,
      });
      return { message };
    },
  );
};
