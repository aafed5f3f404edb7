import { zAutoplanRequest, zAutoplanRun } from '@securite/domain/planning/autoplan/autoplan-schemas';
import { zUuid } from '@securite/domain/validation/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../../http/tenancy.ts';
import { cancelProposal, getProposal } from './get-proposal.ts';
import { startProposal } from './start-proposal.ts';

const tags = ['planning'];
/** Proposing changes the agents of services: the planner who edits services. */
const rights = ['services.edit'] as const;
const zParams = z.object({ id: zUuid() });

/** Issue 32: « Proposer un planning » — start a run, follow it, cancel it. It is applied by the batch save. */
export const autoplanRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/planning/proposals',
    { config: { rights: [...rights] }, schema: { tags, body: zAutoplanRequest, response: { 200: zAutoplanRun } } },
    async (request) => startProposal(ctx, tenantOf(request), request.body),
  );
  app.get(
    '/planning/proposals/:id',
    { config: { rights: [...rights] }, schema: { tags, params: zParams, response: { 200: zAutoplanRun } } },
    async (request) => getProposal(ctx, tenantOf(request), request.params.id),
  );
  app.post(
    '/planning/proposals/:id/cancel',
    { config: { rights: [...rights] }, schema: { tags, params: zParams, response: { 200: zAutoplanRun } } },
    async (request) => cancelProposal(ctx, tenantOf(request), request.params.id),
  );
};
