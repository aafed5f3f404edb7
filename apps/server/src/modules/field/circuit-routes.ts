import { zFieldCircuit } from '@securite/domain/field/field-circuit-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { getFieldCircuit } from './get-field-circuit.ts';

/** Field mode's read of a tour: the agent's own circuit and its stops, for the phone to keep offline. */
export const fieldCircuitRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/field/circuit/:id',
    {
      config: { members: ['agent'] },
      schema: { tags: ['terrain'], params: z.object({ id: z.uuid() }), response: { 200: zFieldCircuit } },
    },
    async (request) => getFieldCircuit(ctx.db, tenantOf(request), request.params.id),
  );
};
