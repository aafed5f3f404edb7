import { zVersionResponse } from '@securite/domain/system/version-schemas';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../../version.ts';

/**
 * The version's answer is a constant, checked against its schema and written once: every client polls it, and its
 * cost per request is then the framework's alone (no serializer, no promise).
 */
const versionJson = JSON.stringify(zVersionResponse.parse({ version: APP_VERSION, minClientVersion: APP_VERSION }));

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/version',
    {
      config: { public: true },
      schema: { tags: ['système'], response: { 200: zVersionResponse } },
    },
    // The JSON text itself is sent (a string with a JSON type is not serialized again), not the typed object.
    (_request, reply) => {
      (reply as FastifyReply).type('application/json; charset=utf-8').send(versionJson);
    },
  );
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['système'], response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
    },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.ctx.database.kind };
    },
  );
};
