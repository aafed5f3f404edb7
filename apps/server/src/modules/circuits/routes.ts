import type { Right } from '@securite/domain/auth/rights';
import {
  circuitMessages,
  zCircuit,
  zCircuitCheckResponse,
  zCircuitCounts,
  zCircuitErrors,
  zCircuitFetchRequest,
  zCircuitList,
  zCircuitPage,
  zCircuitPeriod,
  zCircuitPlanningRequest,
  zCircuitSave,
  zCircuitSaveResponse,
  zSharedServices,
} from '@securite/domain/circuits/circuit-schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { services } from '../../db/schema/services.ts';
import { notFound } from '../../http/errors.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { originOf } from '../planning/public.ts';
import { checkCircuit } from './check-circuit.ts';
import { countCircuits } from './count-circuits.ts';
import { deleteCircuit } from './delete-circuit.ts';
import { findCircuitErrors } from './find-circuit-errors.ts';
import { findCircuits } from './find-circuits.ts';
import { findCircuitsPlanning } from './find-circuits-planning.ts';
import { findSharedServices } from './find-shared-services.ts';
import { findPresentedCircuits } from './present-circuit.ts';
import { saveCircuit } from './save-circuit.ts';

const tags = ['circuits'];
const zId = z.object({ id: z.uuid() });
const writers: Right[] = ['circuits.create', 'circuits.edit'];
/** Whoever plans circuits, or reads the planning they show in. */
const readers: Right[] = [...writers, 'planning.sites', 'planning.agents', 'services.view'];

/** Circuits (tours): a parent service and one child per site visited (spec 000 sections 4 and 7). */
export const circuitRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/circuits',
    {
      config: { rights: writers },
      schema: { tags, body: zCircuitSave, response: { 200: zCircuitSaveResponse } },
    },
    async (request) => saveCircuit(ctx, tenantOf(request), request.body, originOf(request)),
  );
  app.post(
    '/check-circuits',
    {
      config: { rights: writers },
      schema: { tags, body: zCircuitSave, response: { 200: zCircuitCheckResponse } },
    },
    async (request) => ({ issues: (await checkCircuit(ctx, tenantOf(request), request.body)).issues }),
  );
  app.post(
    '/fetch/circuits',
    { config: { rights: readers }, schema: { tags, body: zCircuitFetchRequest, response: { 200: zCircuitPage } } },
    async (request) => findCircuits(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/circuits-planning',
    {
      config: { rights: readers },
      schema: { tags, body: zCircuitPlanningRequest, response: { 200: zCircuitList } },
    },
    async (request) => findCircuitsPlanning(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/count-circuits',
    { config: { rights: readers }, schema: { tags, body: zCircuitPeriod, response: { 200: zCircuitCounts } } },
    async (request) => countCircuits(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/circuits-errors',
    { config: { rights: readers }, schema: { tags, body: zCircuitPeriod, response: { 200: zCircuitErrors } } },
    async (request) => findCircuitErrors(ctx, tenantOf(request), request.body),
  );
  app.get(
    '/circuit/:id',
    { config: { rights: readers }, schema: { tags, params: zId, response: { 200: zCircuit } } },
    async (request) => {
      const tenant = tenantOf(request);
      const [found] = await findPresentedCircuits(ctx.db, tenant.agency.id, eq(services.id, request.params.id));
      if (!found) throw notFound(circuitMessages.notFound);
      return found;
    },
  );
  app.get(
    '/circuit/:id/shared-services',
    { config: { rights: readers }, schema: { tags, params: zId, response: { 200: zSharedServices } } },
    async (request) => findSharedServices(ctx, tenantOf(request), request.params.id),
  );
  app.delete(
    '/circuit/:id',
    { config: { rights: ['circuits.edit'] }, schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCircuit(ctx, tenantOf(request), request.params.id, originOf(request));
      return reply.code(204).send(null);
    },
  );
};
