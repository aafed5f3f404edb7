import { zNotification, zNotificationPage, zNotificationsReadAll } from '@securite/domain/notifications/schemas';
import { zPageQuery } from '@securite/domain/pagination/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { findNotifications } from './find-notifications.ts';
import { markAllNotificationsRead } from './mark-all-notifications-read.ts';
import { markNotificationRead } from './mark-notification-read.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/api/user/notifications',
    { schema: { tags: ['notifications'], querystring: zPageQuery, response: { 200: zNotificationPage } } },
    async (request) => findNotifications(ctx, authOf(request).user.id, request.query),
  );
  app.patch(
    '/api/user/notifications/:id/read',
    {
      schema: { tags: ['notifications'], params: z.object({ id: z.uuid() }), response: { 200: zNotification } },
    },
    async (request) => markNotificationRead(ctx, authOf(request).user.id, request.params.id),
  );
  app.post(
    '/api/user/notifications/read-all',
    { schema: { tags: ['notifications'], response: { 200: zNotificationsReadAll } } },
    async (request) => markAllNotificationsRead(ctx, authOf(request).user.id),
  );
};
