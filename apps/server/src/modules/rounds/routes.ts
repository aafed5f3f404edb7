import {
  zCheckpoint,
  zCheckpointList,
  zCheckpointQuery,
  zCheckpointRequest,
} from '@securite/domain/rounds/checkpoint-schemas';
import { zRound, zRoundFetchRequest, zRoundPage, zRoundRequest } from '@securite/domain/rounds/round-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { deleteRoundItem } from './delete-round-item.ts';
import { findCheckpoints } from './find-checkpoints.ts';
import { findRounds } from './find-rounds.ts';
import { getRound } from './get-round.ts';
import { checkpointReaders, roundReaders } from './round-access.ts';
import { saveCheckpoint } from './save-checkpoint.ts';
import { saveRound } from './save-round.ts';

const tags = ['rondes'];
const zId = z.object({ id: z.uuid() });

/**
 * Checkpoints and rounds (spec 000 sections 3, 5 and 7), under {agency} only: customers never load them. Creating
 * needs the create right, editing and deleting the edit right; the lists take either, or a planner's service right.
 */
export const roundRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/checkpoints',
    {
      config: { rights: checkpointReaders },
      schema: { tags, querystring: zCheckpointQuery, response: { 200: zCheckpointList } },
    },
    async (request) => findCheckpoints(ctx, tenantOf(request), request.query),
  );
  app.post(
    '/checkpoint',
    {
      config: { rights: ['checkpoints.create', 'checkpoints.edit'] },
      schema: { tags, body: zCheckpointRequest, response: { 200: zCheckpoint } },
    },
    async (request) => saveCheckpoint(ctx, tenantOf(request), request, request.body),
  );
  app.delete(
    '/checkpoint/:id',
    { config: { rights: ['checkpoints.edit'] }, schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteRoundItem(ctx, tenantOf(request), request, { kind: 'checkpoint', id: request.params.id });
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/fetch/rounds',
    { config: { rights: roundReaders }, schema: { tags, body: zRoundFetchRequest, response: { 200: zRoundPage } } },
    async (request) => findRounds(ctx, tenantOf(request), request.body),
  );
  app.get(
    '/round/:id',
    { config: { rights: roundReaders }, schema: { tags, params: zId, response: { 200: zRound } } },
    async (request) => getRound(ctx, tenantOf(request), request.params.id),
  );
  app.post(
    '/round',
    {
      config: { rights: ['rounds.create', 'rounds.edit'] },
      schema: { tags, body: zRoundRequest, response: { 200: zRound } },
    },
    async (request) => saveRound(ctx, tenantOf(request), request, request.body),
  );
  app.delete(
    '/round/:id',
    { config: { rights: ['rounds.edit'] }, schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteRoundItem(ctx, tenantOf(request), request, { kind: 'round', id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
