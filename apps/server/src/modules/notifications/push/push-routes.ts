import { zPushKey } from '@securite/domain/notifications/push-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vapidKeys } from './vapid-keys.ts';

/** GET /api/user/push-key: the VAPID public key a signed-in browser subscribes with (issue 30). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get('/api/user/push-key', { schema: { tags: ['notifications'], response: { 200: zPushKey } } }, async () => {
    const keys = await vapidKeys(ctx);
    return { publicKey: keys?.publicKey ?? null };
  });
};
