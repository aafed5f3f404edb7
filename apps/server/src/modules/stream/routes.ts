import { isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { planningStreamRights } from '@securite/domain/planning/planning-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, STREAM_TICKET_TTL_SECONDS, signStreamTicket } from '../../http/auth.ts';
import { type StreamRegistry, streamTopics } from '../../http/sse.ts';
import { tenantOf } from '../../http/tenancy.ts';
import type { Topic } from '../../realtime/realtime.ts';
import { eventsTopic } from '../events/public.ts';
import { planningTopic } from '../planning/public.ts';

// EventSource cannot set headers: a stream ticket comes in the query (read by http/auth.ts), never the access token.
const zStreamQuery = z.object({ ticket: z.string().max(4096).optional() });
const zStreamTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
const streamSchema = (tag: string, description: string) => ({
  tags: [tag],
  description,
  querystring: zStreamQuery,
  response: { 200: z.string().describe('text/event-stream') },
});

/**
 * Server-Sent Events: the user's own notices, and for the agency's staff its live activity (supervisors) and its
 * planning changes (planners), each part only to those holding its rights.
 */
export const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const open: StreamRegistry = new Set();
  // The server waits for open connections on close; end the streams first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.post(
    '/api/stream-ticket',
    {
      schema: {
        tags: ['notifications'],
        description: 'Ticket d’une minute pour ouvrir un flux SSE (`?ticket=`), à la place du jeton d’accès.',
        response: { 200: zStreamTicket },
      },
    },
    async (request) => ({
      ticket: await signStreamTicket(ctx.secret, authOf(request)),
      expiresInSeconds: STREAM_TICKET_TTL_SECONDS,
    }),
  );

  app.get(
    '/api/user/stream',
    {
      config: { queryToken: true },
      schema: streamSchema('notifications', 'Événements de l’utilisateur (notifications), en SSE.'),
    },
    async (request, reply) => {
      await streamTopics(reply, ctx.realtime, [`user:${authOf(request).user.id}`], open);
    },
  );

  app.get(
    '/api/agency/:agencyId/stream',
    {
      config: { rights: ['supervision.view', 'events.view', ...planningStreamRights], queryToken: true },
      schema: {
        ...streamSchema(
          'supervision',
          'Activité de l’agence en temps réel (alertes, mains courantes) et changements du planning, en SSE.',
        ),
        params: z.object({ agencyId: z.string() }),
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      if (!isAgencyStaff(tenant.actor)) throw new AppError(ErrorCode.Forbidden, messages.forbidden);
      const topics: Topic[] = [];
      if (isGranted(tenant.actor, ['supervision.view'])) topics.push(`agency:${tenant.agency.id}`);
      if (isGranted(tenant.actor, planningStreamRights)) topics.push(planningTopic(tenant.agency.id));
      if (isGranted(tenant.actor, ['events.view'])) topics.push(eventsTopic(tenant.agency.id));
      await streamTopics(reply, ctx.realtime, topics, open);
    },
  );
};
