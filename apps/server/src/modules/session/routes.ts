import { zCurrentUser, zLoginRequest, zRefreshRequest, zTokenPair } from '@securite/domain/session/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { getCurrentUser } from './get-current-user.ts';
import { login } from './login.ts';
import { refreshSession } from './refresh-session.ts';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/login_check',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        body: zLoginRequest.extend({ device_token: z.string().max(300).optional() }),
        response: { 200: zTokenPair.extend({ device_token: z.string() }) },
      },
    },
    async (request) =>
      login(ctx, {
        username: request.body.username,
        password: request.body.password,
        deviceToken: request.body.device_token,
      }),
  );
  app.post(
    '/api/token/refresh',
    { config: { public: true }, schema: { tags: ['session'], body: zRefreshRequest, response: { 200: zTokenPair } } },
    async (request) => refreshSession(ctx, request.body.refresh_token),
  );
  app.get('/api/user', { schema: { tags: ['session'], response: { 200: zCurrentUser } } }, async (request) =>
    getCurrentUser(ctx, authOf(request)),
  );
};
