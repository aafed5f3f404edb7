import { messages } from '@securite/domain/errors/messages';
import {
  zCurrentUser,
  zForgotPasswordRequest,
  zLoginRequest,
  zMessageResponse,
  zRefreshRequest,
  zResetPasswordRequest,
  zTokenPair,
  zUpdateUserRequest,
} from '@securite/domain/session/schemas';
import { zText } from '@securite/domain/validation/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { getCurrentUser } from './get-current-user.ts';
import { login } from './login.ts';
import { refreshSession } from './refresh-session.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { updateCurrentUser } from './update-current-user.ts';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/login_check',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        body: zLoginRequest.extend({ device_token: zText().max(300).optional() }),
        response: { 200: zTokenPair.extend({ device_token: z.string() }) },
      },
    },
    async (request) =>
      login(ctx, {
        username: request.body.username,
        password: request.body.password,
        deviceToken: request.body.device_token,
        address: request.ip,
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
  app.put(
    '/api/user',
    { schema: { tags: ['session'], body: zUpdateUserRequest, response: { 200: zCurrentUser } } },
    async (request) => updateCurrentUser(ctx, authOf(request), request.body),
  );
  app.post(
    '/api/user/forgot-password',
    {
      config: { public: true },
      schema: { tags: ['session'], body: zForgotPasswordRequest, response: { 200: zMessageResponse } },
    },
    async (request) => {
      await requestPasswordReset(ctx, { email: request.body.username });
      // The same answer whether or not the account exists, so the form cannot be used to discover accounts.
      return { message: messages.resetMailSent };
    },
  );
  app.put(
    '/api/user/forgot-password/:confirmationToken',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        params: z.object({ confirmationToken: z.string().min(1).max(200) }),
        body: zResetPasswordRequest,
        response: { 200: zMessageResponse },
      },
    },
    async (request) => {
      await resetPassword(ctx, { token: request.params.confirmationToken, password: request.body.password });
      return { message: messages.passwordChanged };
    },
  );
};
