import { emailTrackingMessages as texts } from '@securite/domain/email-tracking/email-tracking-messages';
import {
  zMailAttachments,
  zMailContent,
  zMailEventsPage,
  zMailEventsRequest,
} from '@securite/domain/email-tracking/email-tracking-schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { findMailEvents } from './find-mail-events.ts';
import { mailAttachmentFile, mailAttachmentList, mailContent } from './mail-content.ts';
import { recordClick, recordOpen } from './track-mail.ts';

const tags = ['email-tracking'];
const config = { rights: ['emailTracking.view' as const] };
// A malformed id is no mail of the agency: 404, like another agency's.
const zMailParams = z.object({ id: z.string().max(100) });
const isUuid = (id: string) => z.uuid().safeParse(id).success;
const mailId = (id: string) => {
  if (!isUuid(id)) throw notFound(texts.mailNotFound);
  return id;
};

/** The smallest transparent GIF (1×1). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The e-mail tracking page's calls (spec 001 section 7, Email), for the agency's staff with the right. */
export const emailTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/fetch/emails/events',
    { config, schema: { tags, body: zMailEventsRequest, response: { 200: zMailEventsPage } } },
    async (request) => findMailEvents(ctx.db, tenantOf(request).agency.id, request.body),
  );
  app.get(
    '/fetch/emails/:id/content',
    { config, schema: { tags, params: zMailParams, response: { 200: zMailContent } } },
    async (request) => mailContent(ctx.db, tenantOf(request).agency.id, mailId(request.params.id)),
  );
  app.get(
    '/fetch/emails/:id/attachments',
    { config, schema: { tags, params: zMailParams, response: { 200: zMailAttachments } } },
    async (request) => mailAttachmentList(ctx.db, tenantOf(request).agency.id, mailId(request.params.id)),
  );
  app.get(
    '/fetch/emails/:id/attachments/:attachmentId',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string().max(100), attachmentId: z.string().max(100) }),
        response: { 200: zFile },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      if (!isUuid(attachmentId)) throw notFound(texts.attachmentNotFound);
      return sendFile(
        reply,
        await mailAttachmentFile(ctx.db, tenantOf(request).agency.id, mailId(id), attachmentId),
        'attachment',
      );
    },
  );
};

/**
 * The open pixel and the click redirects put in the agency's mails (no login: the recipient's mail client calls
 * them). The pixel always answers the image, known token or not; a redirect leads only to a link the mail held.
 */
export const mailTrackingPublicRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  app.get<{ Params: { pixel: string } }>(
    '/api/mail/open/:pixel',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const token = request.params.pixel.replace(/\.gif$/, '');
      if (/^[0-9a-f]{32}$/.test(token)) {
        await recordOpen(ctx.db, token).catch((error: unknown) =>
          request.log.warn({ err: error }, 'mail open not recorded'),
        );
      }
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store, max-age=0').send(PIXEL);
    },
  );
  app.get<{ Params: { token: string; position: string } }>(
    '/api/mail/click/:token/:position',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const { token, position } = request.params;
      const index = Number(position);
      const url =
        /^[0-9a-f]{32}$/.test(token) && Number.isInteger(index) && index >= 0 && index < 10_000
          ? await recordClick(ctx.db, token, index)
          : null;
      if (!url) throw notFound(texts.linkNotFound);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
};
