import {
  zContractKindParams,
  zSignatureDone,
  zSignatureLinkParams,
  zSignatureSubmit,
  zSignatureView,
} from '@securite/domain/contracts/contract-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile, zFile } from '../../http/send-file.ts';
import { originOf } from './request-origin.ts';
import { signatureLinkDocument, signContract, viewSignatureLink } from './sign-contract.ts';

const tags = ['contrats · signature publique'];

/**
 * The public signature link (spec 001 section 2: /signature/:type/:id/:token): no login, no tenant, no
 * subscription guard; the token is the credential (hashed, single-use, 30 days). A wrong link answers 404, a used or
 * expired one 410, each with its French message and `details.linkState`.
 */
export const contractSignatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/api/contract/:kind/:id/:token',
    { config: { public: true }, schema: { tags, params: zSignatureLinkParams, response: { 200: zSignatureView } } },
    async (request) => {
      const { kind, id, token } = request.params;
      return (await viewSignatureLink(ctx, kind, id, token)).view;
    },
  );
  app.get(
    '/api/contract/:kind/:id/:token/pdf',
    { config: { public: true }, schema: { tags, params: zSignatureLinkParams, response: { 200: zFile } } },
    async (request, reply) => {
      const { kind, id, token } = request.params;
      const file = await signatureLinkDocument(ctx, kind, id, token);
      return sendFile(reply, { body: file.pdf, contentType: 'application/pdf', filename: file.filename });
    },
  );
  app.post(
    '/api/contract/:kind/signature',
    {
      config: { public: true },
      schema: { tags, params: zContractKindParams, body: zSignatureSubmit, response: { 200: zSignatureDone } },
    },
    async (request) => signContract(ctx, request.params.kind, request.body, originOf(request)),
  );
};
