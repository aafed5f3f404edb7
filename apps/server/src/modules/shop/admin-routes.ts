import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import {
  zArticle,
  zArticleFetchRequest,
  zArticlePage,
  zArticleSave,
  zArticleType,
  zArticleTypeFetchRequest,
  zArticleTypePage,
  zArticleTypeSave,
  zSection,
  zSectionFetchRequest,
  zSectionPage,
  zSectionSave,
} from '@securite/domain/shop/catalogue-schemas';
import {
  zDeliveryParams,
  zOrder,
  zOrderFetchRequest,
  zOrderPage,
  zOrderSave,
} from '@securite/domain/shop/order-schemas';
import { validationMessages } from '@securite/domain/validation/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePlatformRole } from '../../http/auth.ts';
import {
  findArticles,
  findArticleTypes,
  getArticle,
  getArticleType,
  saveArticle,
  saveArticleType,
} from './catalogue.ts';
import { findOrders, getOrder } from './find-orders.ts';
import { deliverOrder } from './order-states.ts';
import { saveOrderByAdmin } from './save-order.ts';
import { deleteSection, duplicateSection, findSections, getSection, saveSection } from './sections.ts';

const tags = ['administration · boutique'];
const adminOnly = { onRequest: requirePlatformRole(false) };
const zId = z.object({ id: z.uuid() });

/** A PATCH updates the record its body names. */
function withId<T extends { id?: string | null }>(body: T): T & { id: string } {
  if (!body.id) {
    throw new AppError(ErrorCode.Validation, validationMessages.required, {
      errors: { id: validationMessages.required },
    });
  }
  return body as T & { id: string };
}

/** The shop's administration (spec 001 section 7, admin only): article types, articles, sections, orders, deliveries. */
export const shopAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = ctx.db;
  app.post(
    '/api/admin/fetch/subscription-article-types',
    { ...adminOnly, schema: { tags, body: zArticleTypeFetchRequest, response: { 200: zArticleTypePage } } },
    async (request) => findArticleTypes(db, request.body),
  );
  app.get(
    '/api/admin/subscription-article-type/:id',
    { ...adminOnly, schema: { tags, params: zId, response: { 200: zArticleType } } },
    async (request) => getArticleType(db, request.params.id),
  );
  app.post(
    '/api/admin/subscription-article-type',
    { ...adminOnly, schema: { tags, body: zArticleTypeSave, response: { 200: zArticleType } } },
    async (request) => saveArticleType(db, { ...request.body, id: null }),
  );
  app.patch(
    '/api/admin/subscription-article-type',
    { ...adminOnly, schema: { tags, body: zArticleTypeSave, response: { 200: zArticleType } } },
    async (request) => saveArticleType(db, withId(request.body)),
  );

  app.post(
    '/api/admin/fetch/subscription-articles',
    { ...adminOnly, schema: { tags, body: zArticleFetchRequest, response: { 200: zArticlePage } } },
    async (request) => findArticles(db, request.body),
  );
  app.get(
    '/api/admin/subscription-article/:id',
    { ...adminOnly, schema: { tags, params: zId, response: { 200: zArticle } } },
    async (request) => getArticle(db, request.params.id),
  );
  app.post(
    '/api/admin/subscription-article',
    { ...adminOnly, schema: { tags, body: zArticleSave, response: { 200: zArticle } } },
    async (request) => saveArticle(db, { ...request.body, id: null }),
  );
  app.patch(
    '/api/admin/subscription-article',
    { ...adminOnly, schema: { tags, body: zArticleSave, response: { 200: zArticle } } },
    async (request) => saveArticle(db, withId(request.body)),
  );

  app.post(
    '/api/admin/fetch/subscription-sections',
    { ...adminOnly, schema: { tags, body: zSectionFetchRequest, response: { 200: zSectionPage } } },
    async (request) => findSections(db, request.body, false),
  );
  app.get(
    '/api/admin/subscription-section/:id',
    { ...adminOnly, schema: { tags, params: zId, response: { 200: zSection } } },
    async (request) => getSection(db, request.params.id),
  );
  app.post(
    '/api/admin/subscription-section',
    { ...adminOnly, schema: { tags, body: zSectionSave, response: { 200: zSection } } },
    async (request) => saveSection(db, { ...request.body, id: null }),
  );
  app.patch(
    '/api/admin/subscription-section',
    { ...adminOnly, schema: { tags, body: zSectionSave, response: { 200: zSection } } },
    async (request) => saveSection(db, withId(request.body)),
  );
  app.post(
    '/api/admin/subscription-section/:id/duplicate',
    { ...adminOnly, schema: { tags, params: zId, response: { 200: zSection } } },
    async (request) => duplicateSection(db, request.params.id),
  );
  app.delete(
    '/api/admin/subscription-section/:id',
    { ...adminOnly, schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteSection(db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const path of ['/api/admin/fetch/subscription-orders', '/api/admin/fetch/agency-article-orders']) {
    app.post(
      path,
      { ...adminOnly, schema: { tags, body: zOrderFetchRequest, response: { 200: zOrderPage } } },
      async (request) => findOrders(db, request.body, null),
    );
  }
  app.get(
    '/api/admin/subscription-order/:id',
    { ...adminOnly, schema: { tags, params: zId, response: { 200: zOrder } } },
    async (request) => getOrder(db, request.params.id, null),
  );
  for (const path of ['/api/admin/subscription-order', '/api/admin/agency-article-order']) {
    app.post(path, { ...adminOnly, schema: { tags, body: zOrderSave, response: { 200: zOrder } } }, async (request) =>
      saveOrderByAdmin(ctx, authOf(request), { ...request.body, id: null }),
    );
  }
  app.patch(
    '/api/admin/subscription-order',
    { ...adminOnly, schema: { tags, body: zOrderSave, response: { 200: zOrder } } },
    async (request) => saveOrderByAdmin(ctx, authOf(request), withId(request.body)),
  );
  app.put(
    '/api/admin/subscription-operation-delivery/:id/:action',
    { ...adminOnly, schema: { tags, params: zDeliveryParams, response: { 200: zOrder } } },
    async (request) => deliverOrder(ctx, request.params.id, request.params.action),
  );
};
