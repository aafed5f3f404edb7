import { zText } from '@securite/domain/validation/zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linksOf } from '../../mail/html.ts';
import { htmlAsSent } from '../../mail/mailer.ts';
import { findMailAttachments, findOutboxMails, getMailAttachment, getOutboxMail } from './find-outbox-mails.ts';
import { renderMailList, renderMailNotFound, renderMailPage } from './mail-viewer-pages.ts';
import { assertMailViewerAccess } from './viewer-access.ts';

const html = 'text/html; charset=utf-8';

const zOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The http(s) links of the text, in order: the browser tests follow the reset link from here. */
  links: z.array(z.string()),
  attachments: z.array(z.object({ id: z.string(), filename: z.string(), contentType: z.string(), size: z.number() })),
});

/**
 * The development mail viewer: the outbox, readable in a browser when no SMTP server is configured.
 * No bearer token needed on the server's own machine (a development tool that the browser tests also read);
 * elsewhere only for a platform admin, anyone else gets a 404 (viewer-access.ts). It is only registered when
 * config.mailViewer is on, which is the default only without SMTP_URL.
 */
export const mailViewerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  if (!ctx.config.mailViewer) return;
  const docs = { tags: ['développement'] };
  app.addHook('onRequest', async (request) => assertMailViewerAccess(ctx, request));

  app.get(
    '/api/dev/mails',
    { config: { public: true }, schema: { ...docs, response: { 200: z.string() } } },
    async (_request, reply) => reply.type(html).send(renderMailList(await findOutboxMails(ctx, { limit: 200 }))),
  );
  app.get(
    '/api/dev/mails.json',
    {
      config: { public: true },
      schema: {
        ...docs,
        querystring: z.object({
          to: zText().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ data: z.array(zOutboxMail) }) },
      },
    },
    async (request) => {
      const mails = await findOutboxMails(ctx, request.query);
      const files = await findMailAttachments(
        ctx,
        mails.map((mail) => mail.id),
      );
      return {
        data: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: mail.status,
          error: mail.error,
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
          links: linksOf(mail.text),
          attachments: files
            .filter((file) => file.mailId === mail.id)
            .map(({ id, filename, contentType, size }) => ({ id, filename, contentType, size })),
        })),
      };
    },
  );
  app.get(
    '/api/dev/mails/:id',
    {
      config: { public: true },
      schema: {
        ...docs,
        params: z.object({ id: z.string().max(100) }),
        // 404: the page of an unknown mail, or the JSON error of a refused caller.
        response: { 200: z.string(), 404: z.unknown() },
      },
    },
    async (request, reply) => {
      const mail = await getOutboxMail(ctx, request.params.id);
      if (!mail) return reply.code(404).type(html).send(renderMailNotFound());
      // The mail as its recipient gets it: opening it here counts as an open, its links as clicks.
      const sent = { ...mail, html: htmlAsSent(ctx.config.publicUrl, mail) ?? null };
      return reply.type(html).send(renderMailPage(sent, await findMailAttachments(ctx, [mail.id])));
    },
  );
  app.get(
    '/api/dev/mails/:id/attachments/:attachmentId',
    {
      config: { public: true },
      schema: {
        ...docs,
        params: z.object({ id: z.string().max(100), attachmentId: z.string().max(100) }),
        // 404: the page of an unknown mail, or the JSON error of a refused caller.
        response: { 200: z.string(), 404: z.unknown() },
      },
    },
    async (request, reply) => {
      const file = await getMailAttachment(ctx, request.params.id, request.params.attachmentId);
      if (!file) return reply.code(404).type(html).send(renderMailNotFound());
      // The file goes out as is: the untyped reply skips the string schema meant for the docs.
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`)
        .send(file.content);
    },
  );
};
