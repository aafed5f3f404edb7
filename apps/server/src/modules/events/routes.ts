import { assertGranted } from '@securite/domain/auth/access';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import {
  zAllEventsRequest,
  zAllEventsResponse,
  zChainHeadExport,
  zChainState,
  zKeptHeadCheck,
  zKeptHeadVerdict,
  zServiceEvent,
  zSiteEventsRequest,
  zSiteEventsResponse,
  zStaffEventMessage,
} from '@securite/domain/events/event-schemas';
import { zEventTypeList } from '@securite/domain/events/service-event-types';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceEventFiles } from '../../db/schema/events.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { slug, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { checkKeptHead } from './check-kept-head.ts';
import { eventViewerOf, findVisibleEvent } from './event-access.ts';
import { agencyEventTypes, siteEventTypesOf } from './event-types-of.ts';
import { exportChainHead } from './export-chain-head.ts';
import { findAllEvents } from './find-all-events.ts';
import { findSiteEvents } from './find-site-events.ts';
import { presentEvents } from './present-events.ts';
import { addStaffMessage, deleteEvent } from './staff-event-writes.ts';
import { verifySiteChain } from './verify-site-chain.ts';

const tags = ['mains courantes'];
const zId = z.object({ id: z.uuid() });
const readers = { members: ['staff' as const, 'agent' as const, 'customer' as const] };

/**
 * The main courante for the office and the customer (the phone writes through the field queue): an event, all
 * events with their filters and graph, a site's timeline, the check of a site's chain; staff add messages and
 * delete events.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const present = async (tenant: ReturnType<typeof tenantOf>, id: string) => {
    const viewer = eventViewerOf(tenant);
    const event = await findVisibleEvent(ctx.db, tenant, viewer, id);
    const types = (await siteEventTypesOf(ctx.db, tenant.agency.id, event.siteId)) ?? [];
    const [view] = await presentEvents(ctx.db, tenant.agency.id, [event.id], viewer, types);
    if (!view) throw notFound(texts.notFound);
    return view;
  };

  app.get(
    '/event/:id',
    { config: readers, schema: { tags, params: zId, response: { 200: zServiceEvent } } },
    async (request) => present(tenantOf(request), request.params.id),
  );
  app.get(
    '/event/:id/files/:fileId',
    {
      config: readers,
      schema: { tags, params: z.object({ id: z.uuid(), fileId: z.uuid() }), response: { 200: zFile } },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const event = await present(tenant, request.params.id);
      // Only files the caller sees on the event (a customer does not get a deleted message's).
      const listed = [...event.attachments, ...event.messages.flatMap((m) => m.attachments)];
      const file = listed.find((a) => a.fileId === request.params.fileId);
      const [row] = file
        ? await ctx.db
            .select()
            .from(serviceEventFiles)
            .where(and(eq(serviceEventFiles.id, file.fileId), inAgency(serviceEventFiles, tenant.agency.id)))
        : [];
      const stored = row ? await ctx.files.get(row.key) : null;
      if (!row || !stored) throw notFound();
      const disposition = row.contentType.startsWith('image/') ? 'inline' : 'attachment';
      return (reply as FastifyReply)
        .header('content-type', row.contentType)
        .header('content-disposition', `${disposition}; filename="${slug(row.name, 'piece-jointe')}"`)
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );
  app.post(
    '/event',
    {
      config: { rights: ['events.edit'] },
      schema: { tags, body: zStaffEventMessage, response: { 200: zServiceEvent } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      await addStaffMessage(ctx, tenant, request.body);
      return present(tenant, request.body.id);
    },
  );
  app.delete(
    '/event/:id',
    { config: { rights: ['events.edit'] }, schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteEvent(ctx, tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/fetch/allEvents',
    {
      // Staff with events.view (checked by eventViewerOf); a customer reads its sites' events (customerMc).
      config: { members: ['staff', 'customer'] },
      schema: { tags, body: zAllEventsRequest, response: { 200: zAllEventsResponse } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return findAllEvents(ctx.db, tenant, eventViewerOf(tenant), request.body);
    },
  );
  app.post(
    '/sites-service-events',
    { config: readers, schema: { tags, body: zSiteEventsRequest, response: { 200: zSiteEventsResponse } } },
    async (request) => {
      const tenant = tenantOf(request);
      return findSiteEvents(ctx.db, tenant, eventViewerOf(tenant), request.body);
    },
  );
  app.get(
    '/sites/:id/events-chain',
    { config: { rights: ['events.view'] }, schema: { tags, params: zId, response: { 200: zChainState } } },
    async (request) => {
      const tenant = tenantOf(request);
      assertGranted(tenant.actor, ['events.view']);
      return verifySiteChain(ctx.db, tenant.agency.id, request.params.id);
    },
  );
  app.get(
    '/sites/:id/events-chain/head',
    { config: { rights: ['events.view'] }, schema: { tags, params: zId, response: { 200: zChainHeadExport } } },
    async (request) => {
      const tenant = tenantOf(request);
      assertGranted(tenant.actor, ['events.view']);
      return exportChainHead(ctx.db, tenant.agency, request.params.id);
    },
  );
  app.post(
    '/sites/:id/events-chain/check',
    {
      config: { rights: ['events.view'] },
      schema: { tags, params: zId, body: zKeptHeadCheck, response: { 200: zKeptHeadVerdict } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      assertGranted(tenant.actor, ['events.view']);
      return checkKeptHead(ctx.db, tenant.agency.id, request.params.id, request.body);
    },
  );
  app.get('/event-types', { config: readers, schema: { tags, response: { 200: zEventTypeList } } }, async (request) =>
    agencyEventTypes(ctx.db, tenantOf(request).agency.id),
  );
};
